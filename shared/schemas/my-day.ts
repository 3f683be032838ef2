import { z } from 'zod';
import { caseProgressSchema } from './case-tracking.js';
import { PURPOSES } from './daily-schedule.js';

/** One of my cases or meetings on a day: what and when, never the patient. */
export const myCaseSchema = z.object({
  id: z.number(),
  purpose: z.enum(PURPOSES),
  start_time: z.string(),
  end_time: z.string(),
  procedure: z.string().nullable(),
  location: z.string().nullable(),
  /** A procedure's progress as recorded so far (version 0 when nothing is); null for a meeting. */
  progress: caseProgressSchema.nullable(),
});
export type MyCase = z.infer<typeof myCaseSchema>;

export const myDayPartSchema = z.object({
  date: z.string(),
  /** My call slots that day: '1st', '2nd', 'O AM', 'O PM'. */
  calls: z.array(z.string()),
  cases: z.array(myCaseSchema),
  /** The practice holiday's name when the day is one. */
  holiday: z.string().nullable(),
});
export type MyDayPart = z.infer<typeof myDayPartSchema>;

export const onCallPersonSchema = z.object({ id: z.number(), name: z.string(), initial: z.string() });
export type OnCallPerson = z.infer<typeof onCallPersonSchema>;

/** `GET /api/me/day`: today and tomorrow in the practice's time zone. */
export const myDayResponseSchema = z.object({
  today: myDayPartSchema,
  tomorrow: myDayPartSchema,
  /** My next run of time off (from today on), or null. */
  nextTimeOff: z.object({ vacation_type: z.string(), from: z.string(), to: z.string() }).nullable(),
  /** Today's 1st and 2nd call, for everyone. */
  onCall: z.object({ first: onCallPersonSchema.nullable(), second: onCallPersonSchema.nullable() }),
});
export type MyDayResponse = z.infer<typeof myDayResponseSchema>;
