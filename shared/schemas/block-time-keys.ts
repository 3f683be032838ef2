import { datesOfMonth, monthDates, normalizeDate, parseIsoDate, weekOfMonth, weekdayName } from '../dates.js';
import {
  BLOCK_LOCATIONS,
  BLOCK_WEEKDAYS,
  blockHourFrom24,
  type BlockEntry,
  type BlockFieldPart,
  type BlockLocation,
  type BlockMonthData,
  type BlockWeekday,
} from './block-time.js';

/**
 * The block calendar's key arithmetic, on calendar dates (never UTC parsing), so the server,
 * the view and the editor agree on weekday and week number whatever the time zone.
 */

/** Monday 0 … Friday 4; -1 for a weekend date. */
export function blockWeekdayIndex(date: string): number {
  const day = parseIsoDate(date).getDay();
  return day >= 1 && day <= 5 ? day - 1 : -1;
}

export const blockFieldPrefix = (date: string) => `${weekdayName(date)}-Wk${weekOfMonth(date)}`;
export const blockFieldKey = (date: string, part: BlockFieldPart) => `${blockFieldPrefix(date)}${part}`;

export const blockCheckboxKey = (location: string, date: string) =>
  `${location}-${date}-${blockWeekdayIndex(date)}-${weekOfMonth(date)}`;

/** `MOR-2025-07-01-1-1` → its location and date, or null when malformed or inconsistent. */
export function parseBlockCheckboxKey(key: string): { location: BlockLocation; date: string } | null {
  const match = /^([A-Z]+)-(\d{4}-\d{2}-\d{2})-(\d)-(\d)$/.exec(key);
  if (!match) return null;
  const [, location, date] = match as unknown as [string, string, string];
  if (!(BLOCK_LOCATIONS as readonly string[]).includes(location)) return null;
  if (!monthDates(Number(date.slice(0, 4)), Number(date.slice(5, 7))).includes(date)) return null;
  if (blockWeekdayIndex(date) < 0 || blockCheckboxKey(location, date) !== key) return null;
  return { location: location as BlockLocation, date };
}

/** The answered entry of a block from `HH:mm` start and end. */
export function blockEntryFromTimes(date: string, start: string, end: string): BlockEntry {
  const [startHour, startMinute] = start.split(':').map(Number) as [number, number];
  const [endHour, endMinute] = end.split(':').map(Number) as [number, number];
  return {
    [blockFieldKey(date, 'startHour')]: blockHourFrom24(startHour),
    [blockFieldKey(date, 'startMinute')]: startMinute,
    [blockFieldKey(date, 'endHour')]: blockHourFrom24(endHour),
    [blockFieldKey(date, 'endMinute')]: endMinute,
  };
}

export const emptyBlockMonth = (): BlockMonthData => ({
  locations: Object.fromEntries(BLOCK_LOCATIONS.map((location) => [location, {}])),
  checkboxStates: {},
});

/** The month's dates by weekday, Monday to Friday (`month` is YYYY-MM). */
export function weekdayDatesOfMonth(month: string): Record<BlockWeekday, string[]> {
  const byWeekday = Object.fromEntries(BLOCK_WEEKDAYS.map((weekday) => [weekday, [] as string[]])) as Record<
    BlockWeekday,
    string[]
  >;
  for (const date of datesOfMonth(month)) {
    const index = blockWeekdayIndex(date);
    if (index >= 0) byWeekday[BLOCK_WEEKDAYS[index]!].push(date);
  }
  return byWeekday;
}

const sameEntry = (a: BlockEntry | undefined, b: BlockEntry | undefined) => {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  for (const key of keys) if (String(a?.[key] ?? '') !== String(b?.[key] ?? '')) return false;
  return true;
};

/** `location date` pairs whose entry or tick differ between two months' data. */
export function changedBlockPairs(before: BlockMonthData, after: BlockMonthData): string[] {
  const pairs = new Set<string>();
  const locations = new Set([...Object.keys(before.locations), ...Object.keys(after.locations)]);
  for (const location of locations) {
    const dates = new Set([
      ...Object.keys(before.locations[location] ?? {}),
      ...Object.keys(after.locations[location] ?? {}),
    ]);
    for (const date of dates) {
      if (!sameEntry(before.locations[location]?.[date], after.locations[location]?.[date]))
        pairs.add(`${location} ${date}`);
    }
  }
  const keys = new Set([...Object.keys(before.checkboxStates), ...Object.keys(after.checkboxStates)]);
  for (const key of keys) {
    if ((before.checkboxStates[key] ?? false) === (after.checkboxStates[key] ?? false)) continue;
    const parsed = parseBlockCheckboxKey(key);
    if (parsed) pairs.add(`${parsed.location} ${parsed.date}`);
  }
  return [...pairs].sort();
}

/** Dates whose blocks or ticks differ, sorted. */
export function changedBlockDates(before: BlockMonthData, after: BlockMonthData): string[] {
  return [...new Set(changedBlockPairs(before, after).map((pair) => pair.split(' ')[1]!))].sort();
}

/** The clinical document's month record: location → weekday → date → fields. */
export type NestedBlockLocations = Record<string, Partial<Record<BlockWeekday, Record<string, BlockEntry>>>>;

/** Flat (location → date) to the document's shape (location → weekday → date); weekdays without blocks are left out. */
export function nestBlockLocations(flat: BlockMonthData['locations']): NestedBlockLocations {
  const nested: NestedBlockLocations = {};
  for (const [location, byDate] of Object.entries(flat)) {
    const byWeekday: Partial<Record<BlockWeekday, Record<string, BlockEntry>>> = {};
    for (const date of Object.keys(byDate).sort()) {
      const index = blockWeekdayIndex(date);
      const weekday = index >= 0 ? BLOCK_WEEKDAYS[index]! : (weekdayName(date) as BlockWeekday);
      (byWeekday[weekday] ??= {})[date] = byDate[date]!;
    }
    nested[location] = byWeekday;
  }
  return nested;
}

const WEEKDAY_KEYS: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Either posted shape to flat: a location's keys are weekdays (the document's shape) or dates
 * (the flat one). A date filed under the wrong weekday is reported, not moved.
 */
export function flattenBlockLocations(locations: Record<string, Record<string, Record<string, unknown>>>): {
  locations: Record<string, Record<string, Record<string, unknown>>>;
  errors: Record<string, string[]>;
} {
  const flat: Record<string, Record<string, Record<string, unknown>>> = {};
  const errors: Record<string, string[]> = {};
  for (const [location, byKey] of Object.entries(locations)) {
    const byDate: Record<string, Record<string, unknown>> = (flat[location] = {});
    for (const [key, value] of Object.entries(byKey)) {
      if (!WEEKDAY_KEYS.includes(key)) {
        byDate[key] = value;
        continue;
      }
      for (const [date, entry] of Object.entries(value)) {
        const isMap = typeof entry === 'object' && entry !== null && !Array.isArray(entry);
        if (!isMap)
          (errors[`locations.${location}.${key}.${date}`] ??= []).push(
            `${location} ${key} ${date}: each date must map to its fields.`,
          );
        else if (normalizeDate(date) !== null && weekdayName(normalizeDate(date)!) !== key) {
          (errors[`locations.${location}.${key}.${date}`] ??= []).push(`${date} is not a ${key}.`);
        } else byDate[date] = entry as Record<string, unknown>;
      }
    }
  }
  return { locations: flat, errors };
}
