import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { acknowledgeWarningsSchema } from './acknowledge-warnings.js';
import { canonicalVacationType, MAX_TIME_OFF_DAYS, VACATION_TYPES } from './call-calendar-time-off.js';
import { callSlotSchema } from './call-slots.js';
import { dateSchema, idSchema, monthSchema, requestNoteSchema, requiredDate } from './common.js';
import { surgeonSchema } from './surgeons.js';

/* ---------------------------------------------------------------- time-off requests */

export const TIME_OFF_REQUEST_STATES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type TimeOffRequestState = (typeof TIME_OFF_REQUEST_STATES)[number];

/** A call or office session the time off would leave empty. */
export const vacatedSlotSchema = z.object({ date: z.string(), slot: callSlotSchema });

/** A day of the range the server would refuse to request: time off already held, or another pending request's. */
export const takenDaySchema = z.object({ date: z.string(), why: z.string() });
export type TakenDay = z.infer<typeof takenDaySchema>;

/** A case the surgeon is booked for on one of the days: its times only (no patient field). */
export const bookedCaseSchema = z.object({ date: z.string(), start_time: z.string(), end_time: z.string() });

export const timeOffPreviewSchema = z.object({
  dates: z.array(z.string()),
  /** Days that cannot be asked for, and why ("Time off (CME) already"); the rest are the free days. */
  taken_days: z.array(takenDaySchema),
  /** Cases booked on these days, which a scheduler would have to move. */
  booked_cases: z.array(bookedCaseSchema),
  /** 1st and 2nd calls it would vacate. */
  calls: z.array(vacatedSlotSchema),
  /** Office sessions (O AM, O PM) it would vacate. */
  office_sessions: z.array(vacatedSlotSchema),
  /** The practice's notice period in days, and whether this request is later than that. */
  notice_days: z.number(),
  late_notice: z.boolean(),
  /** Why it warns, in words ("Starts in 12 days: the practice asks for 60 days' notice."), else null. */
  warning: z.string().nullable(),
});
export type TimeOffPreview = z.infer<typeof timeOffPreviewSchema>;

export const timeOffRequestSchema = z.object({
  id: z.number(),
  surgeon: surgeonSchema,
  vacation_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  state: z.enum(TIME_OFF_REQUEST_STATES),
  /** The dates approved (all, or the days a scheduler chose); empty until approved. */
  approved_dates: z.array(z.string()),
  note: z.string(),
  late_notice: z.boolean(),
  decided_by: surgeonSchema.nullable(),
  /** The time-off record approval created (removed again when an approved request is cancelled). */
  time_off_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;
/**
 * A time-off request as everyone may see it (month rooms, their events, History of someone else's
 * request): when and whose, never its type or note, which are for the surgeon it is for, its
 * author, schedulers and administrators (issue 30).
 */
export const timeOffRequestSummarySchema = timeOffRequestSchema.omit({ vacation_type: true, note: true });
export type TimeOffRequestSummary = z.infer<typeof timeOffRequestSummarySchema>;
export const timeOffRequestListSchema = z.object({ requests: z.array(timeOffRequestSchema) });
export const timeOffRequestDetailSchema = z.object({ request: timeOffRequestSchema, preview: timeOffPreviewSchema });

const rangeFields = {
  vacation_type: z.preprocess(
    canonicalVacationType,
    z.enum(VACATION_TYPES, { message: 'The vacation type must be Vac., CME., Holiday, Sick. or Maternity.' }),
  ),
  start_date: requiredDate('start date'),
  end_date: requiredDate('end date'),
};
const endNotBeforeStart = (body: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  if (body.end_date < body.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date must not be before the start date.' });
  } else if (daysBetween(body.start_date, body.end_date) >= MAX_TIME_OFF_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `One request may cover at most ${MAX_TIME_OFF_DAYS} days.`,
    });
  }
};

export const timeOffPreviewQuerySchema = z
  .object({
    start_date: rangeFields.start_date,
    end_date: rangeFields.end_date,
    surgeon_id: idSchema.optional(),
    /** The request being decided: its own pending range is not "taken". */
    except_request_id: idSchema.optional(),
  })
  .superRefine(endNotBeforeStart);

/** POST /time-off-requests: a physician asks for their own time off (a scheduler may ask for a surgeon). */
export const createTimeOffRequestBodySchema = z
  .object({ ...rangeFields, note: requestNoteSchema, surgeon_id: idSchema.optional() })
  .superRefine(endNotBeforeStart);
export type CreateTimeOffRequestBody = z.infer<typeof createTimeOffRequestBodySchema>;

/** A scheduler approves all of it or only `dates` (days of the request). */
export const approveTimeOffBodySchema = z.object({
  dates: z
    .array(dateSchema)
    .min(1, 'Choose at least one day.')
    .max(MAX_TIME_OFF_DAYS, `At most ${MAX_TIME_OFF_DAYS} days.`)
    .optional(),
  acknowledge_warnings: acknowledgeWarningsSchema,
});

export const timeOffRequestsQuerySchema = z.object({
  state: z.enum(['pending', 'all'], { message: 'Must be pending or all.' }).optional().default('pending'),
  month: monthSchema.optional(),
});

/**
 * The month room's `time-off-requests` part: the pending time-off requests with a date in the month,
 * without type or note (whoever may read those reads GET /time-off-requests).
 */
export interface MonthTimeOffRequests {
  requests: TimeOffRequestSummary[];
}
