import { normalizeDate, monthOf } from '../../shared/dates.js';
import {
  BLOCK_FIELD_PARTS,
  BLOCK_LOCATIONS,
  blockTime,
  type BlockFieldPart,
  type BlockSaveBody,
} from '../../shared/schemas/block-time.js';
import {
  blockFieldKey,
  blockWeekdayIndex,
  flattenBlockLocations,
  parseBlockCheckboxKey,
} from '../../shared/schemas/block-time-keys.js';

/** A month as stored: blocks with HH:mm times, and the checkbox states. */
export interface NormalizedBlock {
  location: string;
  date: string;
  start_time: string;
  end_time: string;
}
export interface NormalizedTick {
  location: string;
  date: string;
  checked: boolean;
}
export interface NormalizedMonth {
  month: string;
  blocks: NormalizedBlock[];
  ticks: NormalizedTick[];
}

export type NormalizeResult = { ok: true; value: NormalizedMonth } | { ok: false; errors: Record<string, string[]> };

const LIMITS: Record<BlockFieldPart, [number, number, string]> = {
  startHour: [1, 12, 'hours are 1 to 12'],
  endHour: [1, 12, 'hours are 1 to 12'],
  startMinute: [0, 59, 'minutes are 0 to 59'],
  endMinute: [0, 59, 'minutes are 0 to 59'],
};

function readNumber(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : 'invalid';
}

/**
 * Checks a posted month (locations in the document's location → weekday → date shape or the
 * flat location → date one) against the calendar and turns it into rows. Every date must be a
 * weekday of `month`; every field key must be the one its date implies; hours 1–12, minutes
 * 0–59, all four or none, end after start. Entries with no values at all are no block.
 */
export function normalizeBlockMonth(body: BlockSaveBody): NormalizeResult {
  const errors: Record<string, string[]> = {};
  const fail = (path: string, message: string) => (errors[path] ??= []).push(message);
  const blocks: NormalizedBlock[] = [];
  const flat = flattenBlockLocations(body.locations);
  Object.assign(errors, flat.errors);

  for (const [location, byDate] of Object.entries(flat.locations)) {
    if (!(BLOCK_LOCATIONS as readonly string[]).includes(location)) {
      fail(`locations.${location}`, `Unknown location ${location}; locations are ${BLOCK_LOCATIONS.join(', ')}.`);
      continue;
    }
    for (const [rawDate, entry] of Object.entries(byDate)) {
      const path = `locations.${location}.${rawDate}`;
      const date = normalizeDate(rawDate);
      if (!date || monthOf(date) !== body.month) {
        fail(path, `${rawDate} is not a date of ${body.month}.`);
        continue;
      }
      if (
        blocks.some((block) => block.location === location && block.date === date) ||
        (date !== rawDate && byDate[date] !== undefined)
      ) {
        fail(path, `${date} is given twice for ${location}.`);
        continue;
      }
      if (blockWeekdayIndex(date) < 0) {
        fail(path, `${date} is not a weekday (blocks are Monday to Friday).`);
        continue;
      }
      const expected = new Map(BLOCK_FIELD_PARTS.map((part) => [blockFieldKey(date, part), part]));
      const values: Partial<Record<BlockFieldPart, number>> = {};
      for (const [key, raw] of Object.entries(entry)) {
        const part = expected.get(key);
        if (!part) {
          fail(`${path}.${key}`, `${key} is not a field of ${date} (expected ${[...expected.keys()].join(', ')}).`);
          continue;
        }
        const value = readNumber(raw);
        const [min, max, rule] = LIMITS[part];
        if (value === 'invalid' || (value !== null && (value < min || value > max))) {
          fail(
            `${path}.${key}`,
            `${location} ${date}: ${part} must be a whole number from ${min} to ${max} (${rule}).`,
          );
        } else if (value !== null) {
          values[part] = value;
        }
      }
      const given = BLOCK_FIELD_PARTS.filter((part) => values[part] !== undefined).length;
      if (given === 0 || errors[path] || Object.keys(errors).some((key) => key.startsWith(`${path}.`))) continue;
      if (given < 4) {
        fail(path, `${location} ${date}: start hour, start minute, end hour and end minute are all required.`);
        continue;
      }
      const start = blockTime(values.startHour!, values.startMinute!);
      const end = blockTime(values.endHour!, values.endMinute!);
      if (end <= start) {
        fail(path, `${location} ${date}: the end time must be after the start time.`);
        continue;
      }
      blocks.push({ location, date, start_time: start, end_time: end });
    }
  }

  const ticks: NormalizedTick[] = [];
  for (const [key, checked] of Object.entries(body.checkboxStates)) {
    const parsed = parseBlockCheckboxKey(key);
    if (!parsed || monthOf(parsed.date) !== body.month) {
      fail(
        `checkboxStates.${key}`,
        `${key} is not a checkbox of ${body.month} ({location}-{date}-{weekday 0-4}-{week}).`,
      );
      continue;
    }
    ticks.push({ ...parsed, checked });
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { month: body.month, blocks, ticks } };
}
