import { useMemo, type ReactNode } from 'react';
import { BLOCK_LOCATIONS, BLOCK_WEEKDAYS } from '../../shared/schemas/block-time.js';
import { weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';

/** The block calendar's frame: locations by Monday–Friday; each cell shows that weekday's dates of the month. */
export function LocationWeekdayTable({
  month,
  label,
  className,
  renderDates,
}: {
  month: string;
  label: string;
  className: string;
  renderDates: (location: string, dates: string[]) => ReactNode;
}) {
  const byWeekday = useMemo(() => weekdayDatesOfMonth(month), [month]);
  return (
    // It scrolls sideways on a phone: keyboard users reach it too (WCAG 2.1.1).
    <div className="block-scroll" tabIndex={0} role="group" aria-label={`${label}, scrolls sideways`}>
      <table className={className} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Location</th>
            {BLOCK_WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BLOCK_LOCATIONS.map((location) => (
            <tr key={location}>
              <th scope="row">{location}</th>
              {BLOCK_WEEKDAYS.map((weekday) => (
                <td key={weekday}>{renderDates(location, byWeekday[weekday])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
