import type { ReactNode } from 'react';
import { formatUsDate, datesOfMonth, monthTitle, parseIsoDate, WEEKDAY_NAMES } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { todayMark } from '../ui/today-mark';
import type { GridNavigation } from './use-grid-navigation';

/**
 * The month as a Sunday-first grid of weeks; each day's content comes from `renderDay`. With
 * `navigation` it is an ARIA grid (use-grid-navigation.ts) rather than a table; `describedBy`
 * names the text that tells its keys.
 */
export function MonthGrid({
  month,
  renderDay,
  className = '',
  navigation,
  describedBy,
}: {
  month: string;
  renderDay: (date: string) => ReactNode;
  className?: string;
  navigation?: GridNavigation;
  describedBy?: string;
}) {
  const today = usePracticeToday();
  const dates = datesOfMonth(month);
  const lead = parseIsoDate(dates[0]!).getDay();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  return (
    <table
      className={`cc-grid weeks-${weeks.length} ${className}`}
      aria-label={`Call calendar ${monthTitle(month)}`}
      aria-describedby={describedBy}
      {...navigation?.tableProps}
    >
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((date, column) =>
              date ? (
                <td
                  key={date}
                  aria-label={navigation ? undefined : formatUsDate(date)}
                  {...navigation?.cellProps(date)}
                  className={`${column === 0 || column === 6 ? 'cc-day weekend' : 'cc-day'} ${navigation?.cellProps(date).className ?? ''} ${todayMark(date, today).className}`}
                  title={todayMark(date, today).title}
                >
                  {navigation ? (
                    // A focusable cell is named by its content: the date first, then what it holds.
                    <div className="cc-day-number">
                      <span className="visually-hidden">{formatUsDate(date)}</span>
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                    </div>
                  ) : (
                    <div className="cc-day-number">{Number(date.slice(8))}</div>
                  )}
                  {renderDay(date)}
                </td>
              ) : (
                <td key={`empty-${column}`} className="cc-day empty" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
