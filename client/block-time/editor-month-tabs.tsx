import { addMonths, MONTH_ABBREVIATIONS, MONTH_NAMES } from '../../shared/dates.js';

/**
 * Twelve consecutive month tabs that cross the year (in November: Sep. … Aug. of next year, so
 * January is ready in time), with arrows to reach any month. A month outside the window moves
 * the window to it. Tabs of another year than this one carry their year.
 */
export function editorMonthWindow(thisMonth: string, month: string): string[] {
  const start = addMonths(thisMonth, -2);
  const inWindow = month >= start && month <= addMonths(start, 11);
  const first = inWindow ? start : addMonths(month, -2);
  return Array.from({ length: 12 }, (_, offset) => addMonths(first, offset));
}

export function EditorMonthTabs({
  thisMonth,
  month,
  onChange,
}: {
  thisMonth: string;
  month: string;
  onChange: (month: string) => void;
}) {
  const year = thisMonth.slice(0, 4);
  return (
    <div className="month-tabs">
      <button type="button" aria-label="Previous month" onClick={() => onChange(addMonths(month, -1))}>
        ‹
      </button>
      <div role="tablist" aria-label="Months" className="month-tabs-list">
        {editorMonthWindow(thisMonth, month).map((value) => {
          const index = Number(value.slice(5, 7)) - 1;
          const otherYear = value.slice(0, 4) !== year;
          return (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={value === month}
              title={`${MONTH_NAMES[index]} ${value.slice(0, 4)}`}
              className={value === thisMonth ? 'current' : ''}
              onClick={() => onChange(value)}
            >
              {MONTH_ABBREVIATIONS[index]}
              {/* The year is always in the name; shown only when it is not this year. */}
              <span className={otherYear ? undefined : 'visually-hidden'}> {value.slice(0, 4)}</span>
            </button>
          );
        })}
      </div>
      <button type="button" aria-label="Next month" onClick={() => onChange(addMonths(month, 1))}>
        ›
      </button>
    </div>
  );
}
