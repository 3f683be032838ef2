import { addMonths, MONTH_ABBREVIATIONS, MONTH_NAMES, pad2 } from '../../shared/dates.js';

/** Jan.–Dec. tabs of the shown year with previous and next month arrows. */
export function MonthNav({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const year = month.slice(0, 4);
  return (
    <nav className="cc-month-nav no-print" aria-label="Months">
      <button
        type="button"
        className="arrow"
        aria-label="Previous month"
        onClick={() => onChange(addMonths(month, -1))}
      >
        ‹
      </button>
      {MONTH_ABBREVIATIONS.map((label, index) => {
        const value = `${year}-${pad2(index + 1)}`;
        return (
          <button
            key={value}
            type="button"
            className={value === month ? 'chip current' : 'chip'}
            aria-pressed={value === month}
            title={`${MONTH_NAMES[index]} ${year}`}
            onClick={() => onChange(value)}
          >
            {label}
            <span className="visually-hidden"> {year}</span>
          </button>
        );
      })}
      <button type="button" className="arrow" aria-label="Next month" onClick={() => onChange(addMonths(month, 1))}>
        ›
      </button>
    </nav>
  );
}
