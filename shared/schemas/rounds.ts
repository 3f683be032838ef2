import { z } from 'zod';
import { dateSchema, flagSchema, recordStamps, requiredText, withoutControlCharacters } from './common.js';

/** Spec §9: notes always begin with this prefix; the facility defaults to PHH. */
export const NOTES_PREFIX = 'Diet: ';
export const DEFAULT_FACILITY = 'PHH';

/** Puts the 'Diet: ' prefix back if it was removed or mangled ("Diet:", "diet ", nothing). */
export function withDietPrefix(notes: string): string {
  if (notes.startsWith(NOTES_PREFIX)) return notes;
  const rest = notes.replace(/^\s*diet\s*:?\s*/i, '');
  return NOTES_PREFIX + rest.trimStart();
}

/** The text after the prefix (what the person actually wrote). */
export const notesBody = (notes: string): string => withDietPrefix(notes).slice(NOTES_PREFIX.length);

/** The room as shown: zero-padded to 2 digits when it is a number. */
export const formatRoom = (room: string): string => (/^\d$/.test(room.trim()) ? room.trim().padStart(2, '0') : room);

const notesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? withDietPrefix(value) : value),
  z
    .string({ message: 'The notes field is required.' })
    .max(1000, 'The notes field may not be longer than 1000 characters.')
    .refine(...withoutControlCharacters('notes'))
    .refine((value) => notesBody(value).trim().length > 0, 'The notes field is required.'),
);

export const facilitySchema = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? DEFAULT_FACILITY
      : value,
  requiredText('facility', 40),
);

/** The nine fields a round edit sends (spec §7 PUT /hospital-round/{id}). */
export const roundFields = {
  room: requiredText('room', 10),
  first_name: requiredText('first name', 60),
  last_name: requiredText('last name', 60),
  age: requiredText('age', 20),
  mrn: requiredText('mrn', 40),
  diagnosis: requiredText('diagnosis', 500),
  procedure: requiredText('procedure', 500),
  notes: notesSchema,
  facility: facilitySchema,
};
export const ROUND_EDIT_FIELDS = Object.keys(roundFields) as (keyof typeof roundFields)[];

const bothTicked = 'S/O and D/C cannot both be ticked.';

export const createRoundBodySchema = z
  .object({ ...roundFields, so: flagSchema.default(0), dc: flagSchema.default(0) })
  .superRefine((body, ctx) => {
    if (body.so === 1 && body.dc === 1) {
      ctx.addIssue({ code: 'custom', path: ['so'], message: bothTicked });
      ctx.addIssue({ code: 'custom', path: ['dc'], message: bothTicked });
    }
  });
export type CreateRoundBody = z.infer<typeof createRoundBodySchema>;

/** `version` is optional: sent by our client, a stale one answers 409 with the current record. */
export const updateRoundBodySchema = z.object({
  ...roundFields,
  version: z.coerce.number().int().positive().optional(),
});
export type UpdateRoundBody = z.infer<typeof updateRoundBodySchema>;

export const archiveBodySchema = z.object({
  is_archived: flagSchema.refine((value) => value === 1, 'The is_archived field must be true.'),
});

/** PUT /hospital-sodc/{id}: so and dc, one true and the other false (or both false: back to active). */
export const soDcBodySchema = z.object({ so: flagSchema, dc: flagSchema }).superRefine((body, ctx) => {
  if (body.so === 1 && body.dc === 1) {
    ctx.addIssue({ code: 'custom', path: ['so'], message: bothTicked });
    ctx.addIssue({ code: 'custom', path: ['dc'], message: bothTicked });
  }
});
export type SoDcBody = z.infer<typeof soDcBodySchema>;

/** PUT /hospital-sodcback/{id}: exactly one of so or dc, with its value. */
export const soDcBackBodySchema = z
  .object({ so: flagSchema.optional(), dc: flagSchema.optional() })
  .superRefine((body, ctx) => {
    const sent = (body.so === undefined ? 0 : 1) + (body.dc === undefined ? 0 : 1);
    if (sent !== 1) ctx.addIssue({ code: 'custom', path: ['so'], message: 'Send either so or dc, not both.' });
  });
export type SoDcBackBody = z.infer<typeof soDcBackBodySchema>;

export const roundsDateQuerySchema = z.object({ date: dateSchema });
/** A round entry as every endpoint and event answers it. */
export const roundRecordSchema = z.object({
  id: z.number(),
  room: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  age: z.string(),
  mrn: z.string(),
  diagnosis: z.string(),
  procedure: z.string(),
  notes: z.string(),
  facility: z.string(),
  so: z.number(),
  dc: z.number(),
  is_archived: z.number(),
  /** Practice-time-zone days of creation and of the last change (the archive groups by updated_on). */
  created_on: z.string(),
  updated_on: z.string(),
  ...recordStamps,
});
export type RoundRecord = z.infer<typeof roundRecordSchema>;

/** Active: not archived, not signed off, not discharged (shown on the main page). */
export const isActiveRound = (round: Pick<RoundRecord, 'is_archived' | 'so' | 'dc'>): boolean =>
  round.is_archived === 0 && round.so === 0 && round.dc === 0;

/** First or last name contains `name`, case-insensitive (the rounds name search). */
export function roundMatchesName(round: Pick<RoundRecord, 'first_name' | 'last_name'>, name: string): boolean {
  const needle = name.trim().toLowerCase();
  if (!needle) return false;
  return round.first_name.toLowerCase().includes(needle) || round.last_name.toLowerCase().includes(needle);
}

/** The rounds room's snapshot: the active list and today's archive. */
export interface RoundsSnapshot {
  active: RoundRecord[];
  archivedToday: RoundRecord[];
}
