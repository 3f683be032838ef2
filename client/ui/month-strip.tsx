import { MONTH_ABBREVIATIONS, wrappingMonthStrip } from '../../shared/dates.js';

/** Jan. to Dec., starting at the current month and wrapping round; the chips are not links. */
export function MonthStrip({ currentMonthIndex }: { currentMonthIndex: number }) {
  return (
    <ul className="month-strip" aria-label="Months">
      {wrappingMonthStrip(currentMonthIndex).map((month) => (
        <li key={month} className={month === currentMonthIndex ? 'chip current' : 'chip'}>
          {MONTH_ABBREVIATIONS[month]}
        </li>
      ))}
    </ul>
  );
}
