import { z } from 'zod';
import { CANCEL_REASONS, DELAY_REASONS, FAMILY_STAGES, MILESTONES } from '../case-tracking.js';
import { isTimeOfDay } from '../dates.js';
import { dateSchema, idSchema, requiredText, withoutControlCharacters } from './common.js';

const milestoneSchema = z.enum(MILESTONES, {
  message: `The step must be one of: ${MILESTONES.join(', ')}.`,
});

const timeOfDaySchema = z
  .string({ message: 'The time must be a time HH:mm.' })
  .trim()
  .refine(isTimeOfDay, 'The time must be a time HH:mm.');

const versionSchema = z.coerce
  .number({ message: 'The version field is required.' })
  .int('The version must be a whole number.')
  .positive('The version must be a whole number.');

const noteSchema = z
  .string()
  .trim()
  .max(500, 'The note field may not be longer than 500 characters.')
  .refine(...withoutControlCharacters('note', { multiline: true }))
  .default('');

/** One milestone a case reached, as every reader of the day sees it. */
export const caseMilestoneSchema = z.object({
  step: milestoneSchema,
  /** The practice's wall clock: `YYYY-MM-DD` and `HH:mm`. */
  date: z.string(),
  time: z.string(),
  set_by: z.number().nullable(),
  set_by_name: z.string(),
  /** 1: recorded after the day (documentation), shown as entered late. */
  entered_late: z.union([z.literal(0), z.literal(1)]),
  /** Why its time was corrected; null while it stands as first set. */
  correction_reason: z.string().nullable(),
});
export type CaseMilestone = z.infer<typeof caseMilestoneSchema>;

const markSchema = z.object({ reason: z.string(), note: z.string(), date: z.string(), time: z.string() });

/**
 * Where one case stands. `version` is 0 until anything is recorded (no row yet); every write
 * sends the version it saw and a stale one answers 409 with the current progress.
 */
export const caseProgressSchema = z.object({
  event_id: z.number(),
  event_date: z.string(),
  /**
   * Printed on the family's card and shown on the family board; never the case number or MRN.
   * Null in a wall board's copy: beside the patient's initials or name it would tie the waiting
   * room's screen to the patient.
   */
  case_code: z.string().nullable(),
  step: milestoneSchema.nullable(),
  milestones: z.array(caseMilestoneSchema),
  delay: markSchema.nullable(),
  cancellation: markSchema.nullable(),
  version: z.number(),
});
export type CaseProgress = z.infer<typeof caseProgressSchema>;

/** The day room's part: the progress of every case of the day that has any, by event id. */
export const dayCaseProgressSchema = z.object({ cases: z.record(z.string(), caseProgressSchema) });
export type DayCaseProgress = z.infer<typeof dayCaseProgressSchema>;

export const caseParamsSchema = z.object({ eventId: idSchema });
export const caseStepParamsSchema = z.object({ eventId: idSchema, step: milestoneSchema });

/** POST …/milestones: the next step; when it happened defaults to now on the practice's clock. */
export const setMilestoneBodySchema = z.object({
  step: milestoneSchema,
  date: dateSchema.optional(),
  time: timeOfDaySchema.optional(),
  version: versionSchema.or(z.literal(0)),
});
export type SetMilestoneBody = z.output<typeof setMilestoneBodySchema>;

/** PUT …/milestones/:step: a corrected time always says why. */
export const correctMilestoneBodySchema = z.object({
  date: dateSchema.optional(),
  time: timeOfDaySchema,
  reason: requiredText('reason', 500),
  version: versionSchema,
});
export type CorrectMilestoneBody = z.output<typeof correctMilestoneBodySchema>;

export const delayBodySchema = z
  .object({
    reason: z.enum(DELAY_REASONS, { message: `The reason must be one of: ${DELAY_REASONS.join(', ')}.` }),
    note: noteSchema,
    version: versionSchema.or(z.literal(0)),
  })
  .refine((body) => body.reason !== 'Other' || body.note.length > 0, {
    path: ['note'],
    message: 'The note field is required when the reason is Other.',
  });
export type DelayBody = z.output<typeof delayBodySchema>;

export const cancelBodySchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { message: `The reason must be one of: ${CANCEL_REASONS.join(', ')}.` }),
    note: noteSchema,
    version: versionSchema.or(z.literal(0)),
  })
  .refine((body) => body.reason !== 'Other' || body.note.length > 0, {
    path: ['note'],
    message: 'The note field is required when the reason is Other.',
  });
export type CancelBody = z.output<typeof cancelBodySchema>;

export const undoStepBodySchema = z.object({ version: versionSchema });
export type UndoStepBody = z.output<typeof undoStepBodySchema>;

/** The realtime event to a day room (and, masked, its boards): one case's progress changed. */
export type CaseProgressChanged = CaseProgress;

/** One case as the family waiting room sees it: never a name, initials, MRN, procedure or note. */
export const familyCaseSchema = z.object({
  case_code: z.string(),
  /** The primary surgeon's name, as the practice lists its surgeons. */
  surgeon: z.string(),
  stage: z.enum(FAMILY_STAGES),
  delayed: z.boolean(),
  /** `HH:mm` on the practice's clock since when the case is in this stage (null: not started). */
  since: z.string().nullable(),
  /** The case's place in the day (by start time), so a screen can order a changed case again. */
  position: z.number().int().min(0),
});
export type FamilyCase = z.infer<typeof familyCaseSchema>;

/** Where one case of a family day stands now: its stage, whether delayed, since when. */
export const familyCaseStatusSchema = familyCaseSchema.pick({ stage: true, delayed: true, since: true });
export type FamilyCaseStatus = z.infer<typeof familyCaseStatusSchema>;

/** One case of a family day changed stage (a milestone, a delay, a cancellation or an undo). */
export type FamilyCaseChanged = { date: string; case_code: string } & FamilyCaseStatus;

/** A family board's day: today's cases, by case code. */
export const familyDaySchema = z.object({ date: z.string(), cases: z.array(familyCaseSchema) });
export type FamilyDay = z.infer<typeof familyDaySchema>;
