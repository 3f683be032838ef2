import { formatMonthDay, formatUsDate, weekOfMonth } from '../../shared/dates.js';
import { blockTime, formatBlockRange, type BlockEntry } from '../../shared/schemas/block-time.js';
import { blockFieldKey } from '../../shared/schemas/block-time-keys.js';
import { LocationWeekdayTable } from './location-weekday-table';
import { useBlockTimeStore } from './store';
import { useBlockMonthRoom } from './use-block-time-room';
import './block-time.css';

/** `07:30 AM - 03:00 PM` of an answered entry, or null when the date has no block. */
export function entryRange(date: string, entry: BlockEntry | undefined): string | null {
  if (!entry) return null;
  const [startHour, startMinute, endHour, endMinute] = (
    ['startHour', 'startMinute', 'endHour', 'endMinute'] as const
  ).map((part) => Number(entry[blockFieldKey(date, part)])) as [number, number, number, number];
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

  if (!record) {
    return (
      <p className={status === 'refused' ? 'error-text' : 'muted'}>
        {status === 'refused' ? 'Failed to load data for the selected month' : 'Loading...'}
      </p>
    );
  }
  return (
    <LocationWeekdayTable
      month={month}
      label="Block time"
      className="block-table"
      renderDates={(location, dates) => (
        <ul className="block-dates">
          {dates.map((date) => {
            const range = entryRange(date, record.locations[location]?.[date]);
            return (
              <li
                key={date}
                aria-label={`${location} ${formatUsDate(date)}`}
                className={[
                  range ? 'has-block' : 'no-block',
                  changed?.includes(`${location} ${date}`) ? 'just-changed' : '',
                ].join(' ')}
              >
                <span className="block-date">{formatMonthDay(date)}</span>
                <span className="block-week">Week {weekOfMonth(date)}</span>
                <span className="block-range">{range ?? '—'}</span>
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}
