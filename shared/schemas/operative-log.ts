import { z } from 'zod';
import { dateSchema, flagSchema, idSchema, recordStamps, requiredText, yearSchema } from './common.js';
import { facilitySchema } from './rounds.js';

/** A physician id: a number (or numeric string) naming an existing physician. */
const physicianIdSchema = (field: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '' || value === 'NULL') {
      ctx.addIssue({ code: 'custom', message: `The ${field} field is required.` });
      return z.NEVER;
    }
    const parsed = idSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `The ${field} field must be a physician's id.` });
      return z.NEVER;
    }
    return parsed.data;
  });

export const operativeEntryFields = {
  first_name: requiredText('first name', 60),
  last_name: requiredText('last name', 60),
  mrn: requiredText('mrn', 40),
  surgeon: physicianIdSchema('surgeon'),
  assistant: physicianIdSchema('assistant'),
  diagnosis: requiredText('diagnosis', 500),
  procedure: requiredText('procedure', 500),
  facility: facilitySchema,
};
export const OPERATIVE_EDIT_FIELDS = Object.keys(operativeEntryFields) as (keyof typeof operativeEntryFields)[];

const sameAsSurgeon = 'The assistant must be someone other than the surgeon.';

export const operativeEntryBodySchema = z
  .object({ ...operativeEntryFields, version: z.coerce.number().int().positive().optional() })
  .superRefine((body, ctx) => {
    if (body.surgeon === body.assistant) ctx.addIssue({ code: 'custom', path: ['assistant'], message: sameAsSurgeon });
  });
export type OperativeEntryBody = z.infer<typeof operativeEntryBodySchema>;

export const operativeArchiveBodySchema = z.object({
  is_archived: flagSchema.refine((value) => value === 1, 'The is_archived field must be true.'),
});

export const operativeDateQuerySchema = z.object({ date: dateSchema });
export const surgeonLogsQuerySchema = z.object({
  year: yearSchema('year', 2000, 2100).optional(),
});

/** An operative log entry as every endpoint and event answers it. */
export const operativeEntrySchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  mrn: z.string(),
  surgeon: z.number(),
  assistant: z.number(),
  surgeon_initial: z.string(),
  assistant_initial: z.string(),
  surgeon_name: z.string(),
  assistant_name: z.string(),
  diagnosis: z.string(),
  procedure: z.string(),
  facility: z.string(),
  is_archived: z.number(),
  /** The practice-time-zone day it was added: the only day it may be edited. */
  created_on: z.string(),
  ...recordStamps,
});
export type OperativeEntry = z.infer<typeof operativeEntrySchema>;

/** `GET /surgeons`, `GET /get-surgeons`: active physicians. */
export type { Surgeon as SurgeonOption } from './surgeons.js';

/** One person's counts in one month (1–12) of the year. */
export const surgeonLogRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  month: z.number(),
  surgeries: z.number(),
  assistances: z.number(),
});
export type SurgeonLogRow = z.infer<typeof surgeonLogRowSchema>;

/**
 * `GET /get-surgeons-logs?year=`. `surgeons` has 12 rows (months 1–12) for every active
 * physician and everyone named on an entry that year, so an assist-only surgeon has a row;
 * `assistants` holds the rows with at least one assistance.
 */
export const surgeonLogsSchema = z.object({
  year: z.number(),
  surgeons: z.array(surgeonLogRowSchema),
  assistants: z.array(surgeonLogRowSchema),
});
export type SurgeonLogs = z.infer<typeof surgeonLogsSchema>;

/** `GET /oparative-log/search-by-date?date=`. */
export const operativeDateResultSchema = z.object({
  data: z.array(operativeEntrySchema),
  canEdit: z.boolean(),
});
export type OperativeDateResult = z.infer<typeof operativeDateResultSchema>;

/** First or last name contains `name`, case-insensitive. */
export function entryMatchesName(entry: Pick<OperativeEntry, 'first_name' | 'last_name'>, name: string): boolean {
  const needle = name.trim().toLowerCase();
  if (!needle) return false;
  return entry.first_name.toLowerCase().includes(needle) || entry.last_name.toLowerCase().includes(needle);
}

/** The operative-log room's snapshot: today's entries and this year's statistics. */
export interface OperativeLogSnapshot {
  today: string;
  entries: OperativeEntry[];
  stats: SurgeonLogs;
}
