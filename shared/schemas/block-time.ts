import { z } from 'zod';
import { formatTime12, pad2 } from '../dates.js';
import { requiredDate, requiredMonth, yearSchema } from './common.js';

/**
 * The block-time calendar's contract. A month is answered as the clinical document's nested map,
 * location → weekday → date → `{Weekday}-Wk{n}startHour|startMinute|endHour|endMinute`, and
 * posted in that shape or the flat location → date one (socket pushes carry the flat one),
 * plus `checkboxStates` keyed `{location}-{date}-{weekday index Mon=0..Fri=4}-{week}`.
 * Key arithmetic lives in ./block-time-keys.ts.
 */
export const BLOCK_LOCATIONS = ['MOR', 'HOSC', 'ROBOT'] as const;
export type BlockLocation = (typeof BLOCK_LOCATIONS)[number];

export const BLOCK_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type BlockWeekday = (typeof BLOCK_WEEKDAYS)[number];

export const BLOCK_FIELD_PARTS = ['startHour', 'startMinute', 'endHour', 'endMinute'] as const;
export type BlockFieldPart = (typeof BLOCK_FIELD_PARTS)[number];

/** One date's entry: the four `{Weekday}-Wk{n}<part>` fields (numbers when answered). */
export const blockEntrySchema = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));
export type BlockEntry = z.infer<typeof blockEntrySchema>;

export const blockMonthDataSchema = z.object({
  locations: z.record(z.string(), z.record(z.string(), blockEntrySchema)),
  checkboxStates: z.record(z.string(), z.boolean()),
});
export type BlockMonthData = z.infer<typeof blockMonthDataSchema>;

/** A month as the store, snapshots and pushes hold it (locations flat: location → date). */
export const blockMonthRecordSchema = blockMonthDataSchema.extend({
  month: z.string(),
  /** 0 while the month was never saved; sent back with a save to detect a stale write (409). */
  version: z.number(),
});
export type BlockMonthRecord = z.infer<typeof blockMonthRecordSchema>;

/**
 * `GET /block-calendar` answers `[BlockMonthDocument]` (and `POST` answers one): locations as
 * the clinical document nests them, location → weekday → date → fields. `month` and `version` are additions.
 */
export const blockMonthDocumentSchema = blockMonthRecordSchema.extend({
  locations: z.record(z.string(), z.partialRecord(z.enum(BLOCK_WEEKDAYS), z.record(z.string(), blockEntrySchema))),
});
export type BlockMonthDocument = z.infer<typeof blockMonthDocumentSchema>;

/** `POST /block-calendar`: the saved month, and the dates whose blocks or ticks the save changed. */
export const blockSaveResultSchema = blockMonthDocumentSchema.extend({
  message: z.string(),
  changedDates: z.array(z.string()),
});

/** `GET /block-calender-effective-date` items. */
export const blockEffectiveDateSchema = z.object({ formatted_date: z.string() });
export type BlockEffectiveDate = z.infer<typeof blockEffectiveDateSchema>;

/** `GET /daily-schedule-block-time` items: `{ location: "MOR", time: "07:30 AM - 03:00 PM" }` (BlockTimeItem). */
export const blockTimeItemSchema = z.object({ location: z.string(), time: z.string() });

/** Snapshot part 'block-time' of a month room. */
export interface BlockMonthSnapshot {
  record: BlockMonthRecord;
  effectiveDates: BlockEffectiveDate[];
}

/** Event 'block-time:saved' to month:<YYYY-MM>. */
export interface BlockTimeSaved {
  month: string;
  data: BlockMonthData;
  version: number;
  /** Dates whose blocks or ticks differ from before the save. */
  changedDates: string[];
}

/**
 * Hours are typed 1–12 without AM/PM. The one rule, for start and end alike: 7–11 are morning,
 * 12 is noon, 1–6 are afternoon (so 07:00 AM to 06:59 PM, the span of the default office
 * hours 7:30–11:00 AM and 12:00–6:00 PM).
 */
export function blockHourTo24(hour12: number): number {
  return hour12 >= 7 ? hour12 : hour12 + 12;
}

export function blockHourFrom24(hour24: number): number {
  return hour24 > 12 ? hour24 - 12 : hour24;
}

export const blockHourMeridiem = (hour12: number): 'AM' | 'PM' => (hour12 >= 7 && hour12 <= 11 ? 'AM' : 'PM');

export function blockTime(hour12: number, minute: number): string {
  return `${pad2(blockHourTo24(hour12))}:${pad2(minute)}`;
}

/** `07:30`, `15:00` → `07:30 AM - 03:00 PM`, the footer and table text. */
export const formatBlockRange = (start: string, end: string) => `${formatTime12(start)} - ${formatTime12(end)}`;

export const blockMonthQuerySchema = z.object({
  year: yearSchema(),
  month: z.coerce
    .number({ message: 'The month field is required.' })
    .int('Must be 1 to 12.')
    .min(1, 'Must be 1 to 12.')
    .max(12, 'Must be 1 to 12.'),
});

export const blockDayQuerySchema = z.object({ event_date: requiredDate('event date') });

const tickSchema = z.preprocess(
  (value) => {
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    return value;
  },
  z.boolean({ message: 'Checkbox states must be true or false.' }),
);

/**
 * `POST /block-calendar`: the shape only. Whether keys, dates and hours make sense is checked
 * by the server's normaliser, which answers 400 with a message (the contract's status here).
 */
export const blockSaveBodySchema = z.object({
  month: requiredMonth('month'),
  locations: z.record(
    z.string(),
    z.record(z.string(), z.record(z.string(), z.unknown(), { message: 'Each date must map to its fields.' }), {
      message: 'Each location must map dates to entries.',
    }),
    { message: 'The locations field is required.' },
  ),
  checkboxStates: z
    .record(z.string(), tickSchema, { message: 'checkboxStates must map keys to true or false.' })
    .default({}),
  /** Optional for old clients (last write wins); ours always send it. */
  version: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ message: 'The version must be a number.' })
      .int('The version must be a whole number.')
      .min(0)
      .optional(),
  ),
});
export type BlockSaveBody = z.infer<typeof blockSaveBodySchema>;
