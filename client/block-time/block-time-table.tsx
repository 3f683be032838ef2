import { useMemo } from 'react';
import { formatMonthDay, formatUsDate, weekOfMonth } from '../../shared/dates.js';
import { BLOCK_LOCATIONS, BLOCK_WEEKDAYS, blockTime, formatBlockRange, type BlockEntry } from '../../shared/schemas/block-time.js';
import { blockFieldKey, weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';
import { useBlockTimeStore } from './store';
import { useBlockMonthRoom } from './use-block-time-room';
import './block-time.css';

/** `07:30 AM - 03:00 PM` of an answered entry, or null when the date has no block. */
export function entryRange(date: string, entry: BlockEntry | undefined): string | null {
  if (!entry) return null;
  const [startHour, startMinute, endHour, endMinute] = (['startHour', 'startMinute', 'endHour', 'endMinute'] as const).map((part) =>
    Number(entry[blockFieldKey(date, part)]),
  ) as [number, number, number, number];
  if ([startHour, startMinute, endHour, endMinute].some((value) => !Number.isInteger(value))) return null;
  return formatBlockRange(blockTime(startHour, startMinute), blockTime(endHour, endMinute));
}

/**
 * The month's blocks, read-only and live: locations MOR, HOSC, ROBOT by Monday to Friday, each
 * weekday's dates with 'Week n' and start–end. Used by /block-calender and the call calendar.
 */
export function BlockTimeTable({ month }: { month: string }) {
  const status = useBlockMonthRoom(month);
  const record = useBlockTimeStore((state) => state.months[month]);
  const changed = useBlockTimeStore((state) => state.lastChanged[month]);
  const byWeekday = useMemo(() => weekdayDatesOfMonth(month), [month]);

  if (!record) {
    return <p className={status === 'refused' ? 'error-text' : 'muted'}>{status === 'refused' ? 'Failed to load data for the selected month' : 'Loading...'}</p>;
  }
  return (
    <div className="block-scroll">
    <table className="block-table" aria-label="Block time">
      <thead>
        <tr>
          <th scope="col">Location</th>
          {BLOCK_WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">{weekday}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {BLOCK_LOCATIONS.map((location) => (
          <tr key={location}>
            <th scope="row">{location}</th>
            {BLOCK_WEEKDAYS.map((weekday) => (
              <td key={weekday}>
                <ul className="block-dates">
                  {byWeekday[weekday].map((date) => {
                    const range = entryRange(date, record.locations[location]?.[date]);
                    return (
                      <li
                        key={date}
                        aria-label={`${location} ${formatUsDate(date)}`}
                        className={[range ? 'has-block' : 'no-block', changed?.includes(`${location} ${date}`) ? 'just-changed' : ''].join(' ')}
                      >
                        <span className="block-date">{formatMonthDay(date)}</span>
                        <span className="block-week">Week {weekOfMonth(date)}</span>
                        <span className="block-range">{range ?? '—'}</span>
                      </li>
                    );
                  })}
                </ul>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
