import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { acknowledgeWarningsSchema } from './acknowledge-warnings.js';
import { canonicalVacationType, MAX_TIME_OFF_DAYS, VACATION_TYPES } from './call-calendar-time-off.js';
import { callSlotSchema } from './call-slots.js';
import { dateSchema, idSchema, monthSchema, requiredDate, withoutControlCharacters, yearSchema } from './common.js';
import { surgeonSchema } from './surgeons.js';

/**
 * Call swaps, give-aways and cover offers (issue 24).
 * - `swap`: the author gives `date`/`slot` to `to_surgeon` and takes their `return_date`/`return_slot`.
 * - `give-away`: the author gives `date`/`slot` to `to_surgeon`, or (no `to_surgeon`) to the first of
 *   `offered_to` who accepts.
 * - `cover`: a scheduler offers an empty `date`/`slot` to every eligible colleague; the first to accept fills it.
 */
export const CALL_REQUEST_KINDS = ['swap', 'give-away', 'cover'] as const;
export type CallRequestKind = (typeof CALL_REQUEST_KINDS)[number];

/**
 * proposed → accepted → (approved, when the practice requires a scheduler's approval) → applied;
 * or declined, withdrawn, expired (at the call's start at the latest).
 */
export const CALL_REQUEST_STATES = [
  'proposed',
  'accepted',
  'approved',
  'applied',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type CallRequestState = (typeof CALL_REQUEST_STATES)[number];
/** The states in which a request still waits for someone (shown on the calendar as pending). */
export const OPEN_CALL_REQUEST_STATES: readonly CallRequestState[] = ['proposed', 'accepted', 'approved'];
export const isOpenCallRequest = (state: CallRequestState) => OPEN_CALL_REQUEST_STATES.includes(state);

/** A call starts at this time of day (practice time): a request about it expires then at the latest. */
export const CALL_STARTS_AT = '07:00';

const person = surgeonSchema;
export type Person = z.infer<typeof person>;

export const callRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(CALL_REQUEST_KINDS),
  state: z.enum(CALL_REQUEST_STATES),
  date: z.string(),
  slot: callSlotSchema,
  /** Who holds the call now and gives it (null for a cover offer of an empty slot). */
  from_surgeon: person.nullable(),
  /** Who is asked (null: offered to everyone in `offered_to`). */
  to_surgeon: person.nullable(),
  /** A swap's call the author takes in return. */
  return_date: z.string().nullable(),
  return_slot: callSlotSchema.nullable(),
  /** Give-aways to all and cover offers: who may accept (eligible when it was offered). */
  offered_to: z.array(person),
  author: person,
  accepted_by: person.nullable(),
  /** The scheduler who approved or declined it (when approval is required). */
  decided_by: person.nullable(),
  /**
   * Its author's note, for the people it concerns (author, the colleagues it names or is offered to,
   * whoever accepted it) and schedulers; absent for everyone else and in month rooms (issue 30).
   */
  note: z.string().optional(),
  /** ISO instant: the start of the earliest call it moves. */
  expires_at: z.string(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type CallRequest = z.infer<typeof callRequestSchema>;

const noteSchema = z
  .string()
  .trim()
  .max(500, 'The note field may not be longer than 500 characters.')
  .refine(...withoutControlCharacters('note', { multiline: true }))
  .optional()
  .default('');

/** POST /call-requests: a swap or a give-away of one's own call. */
export const createCallRequestBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('swap'),
      date: requiredDate('date'),
      slot: callSlotSchema,
      to_surgeon_id: idSchema,
      return_date: requiredDate('return date'),
      return_slot: callSlotSchema,
      note: noteSchema,
    }),
    z.object({
      kind: z.literal('give-away'),
      date: requiredDate('date'),
      slot: callSlotSchema,
      /** Omitted or null: offered to every eligible colleague. */
      to_surgeon_id: idSchema.nullable().optional(),
      note: noteSchema,
    }),
  ],
  { message: 'The kind must be swap or give-away.' },
);
export type CreateCallRequestBody = z.infer<typeof createCallRequestBodySchema>;
export type CreateCallRequestInput = z.input<typeof createCallRequestBodySchema>;

/** POST /call-requests/cover: a scheduler offers an empty slot to every eligible colleague. */
export const offerCoverBodySchema = z.object({ date: requiredDate('date'), slot: callSlotSchema, note: noteSchema });

/** Accept and approve apply the result: soft rules warn until acknowledged. */
export const decideBodySchema = z.object({ acknowledge_warnings: acknowledgeWarningsSchema });
/** Decline, withdraw and a scheduler's decline may say why. */
export const declineBodySchema = z.object({ note: noteSchema });

export const callRequestsQuerySchema = z.object({
  /** Requests touching this month (either call); omitted: every request the caller is part of. */
  month: monthSchema.optional(),
  /** `open` (default): waiting for someone; `all`: also decided ones. */
  state: z.enum(['open', 'all'], { message: 'Must be open or all.' }).optional().default('open'),
});

export const eligibleQuerySchema = z.object({ date: requiredDate('date'), slot: callSlotSchema });
/** Colleagues who may take a call: not on time off that day, not breaking a hard rule. */
export const eligibleResponseSchema = z.object({ surgeons: z.array(person) });

/**
 * Call kinds the ledger counts. Every 1st or 2nd call is `first` or `second`, and exactly one of
 * `holiday` (a practice holiday), `weekend` (Saturday, Sunday, and Friday when the practice counts
 * Friday night) or `weekday`; `total` is all of them. Office slots are not calls.
 */
export const LEDGER_KINDS = ['first', 'second', 'weekend', 'holiday', 'weekday', 'total'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const ledgerCountsSchema = z.object({
  first: z.number(),
  second: z.number(),
  weekend: z.number(),
  holiday: z.number(),
  weekday: z.number(),
  total: z.number(),
});
export type LedgerCounts = z.infer<typeof ledgerCountsSchema>;

/** The ledger counts a request would change, for both (or every) person concerned. */
export const ledgerEffectSchema = z.object({
  /** The calendar year the counts cover (the year of the call). */
  from: z.string(),
  to: z.string(),
  people: z.array(
    z.object({
      surgeon: person,
      before: ledgerCountsSchema,
      after: ledgerCountsSchema,
    }),
  ),
});
export type LedgerEffect = z.infer<typeof ledgerEffectSchema>;

/** One request as its page and message show it: the request and its effect on the ledger. */
export const callRequestDetailSchema = z.object({ request: callRequestSchema, effect: ledgerEffectSchema });
export type CallRequestDetail = z.infer<typeof callRequestDetailSchema>;

export const callRequestListSchema = z.object({ requests: z.array(callRequestSchema) });

/* ---------------------------------------------------------------- fairness ledger */

export const ledgerQuerySchema = z
  .object({ from: requiredDate('from'), to: requiredDate('to') })
  .superRefine((query, ctx) => {
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after from.' });
  });

export const fairnessLedgerSchema = z.object({
  from: z.string(),
  to: z.string(),
  friday_counts_as_weekend: z.boolean(),
  surgeons: z.array(
    z.object({
      surgeon: person,
      counts: ledgerCountsSchema,
      /** The dates behind each count. */
      days: z.object({
        first: z.array(z.string()),
        second: z.array(z.string()),
        weekend: z.array(z.string()),
        holiday: z.array(z.string()),
        weekday: z.array(z.string()),
        total: z.array(z.string()),
      }),
      /** This person's count minus the group's mean, per kind. */
      deviation: ledgerCountsSchema,
    }),
  ),
  /** The group's mean per kind (over every active surgeon, including those with no calls). */
  mean: ledgerCountsSchema,
});
export type FairnessLedger = z.infer<typeof fairnessLedgerSchema>;

/* ---------------------------------------------------------------- practice holidays */

export const holidaySchema = z.object({ id: z.number(), date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysQuerySchema = z.object({
  year: yearSchema('year', 2000, 2100).optional(),
});
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
export const addHolidayBodySchema = z.object({
  date: requiredDate('date'),
  name: z
    .string({ message: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name field may not be longer than 100 characters.')
    .refine(...withoutControlCharacters('name')),
});

/* ---------------------------------------------------------------- time-off requests */

export const TIME_OFF_REQUEST_STATES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type TimeOffRequestState = (typeof TIME_OFF_REQUEST_STATES)[number];

/** A call or office session the time off would leave empty. */
export const vacatedSlotSchema = z.object({ date: z.string(), slot: callSlotSchema });

export const timeOffPreviewSchema = z.object({
  dates: z.array(z.string()),
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
  surgeon: person,
  vacation_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  state: z.enum(TIME_OFF_REQUEST_STATES),
  /** The dates approved (all, or the days a scheduler chose); empty until approved. */
  approved_dates: z.array(z.string()),
  note: z.string(),
  late_notice: z.boolean(),
  decided_by: person.nullable(),
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
  .object({ start_date: rangeFields.start_date, end_date: rangeFields.end_date, surgeon_id: idSchema.optional() })
  .superRefine(endNotBeforeStart);

/** POST /time-off-requests: a physician asks for their own time off (a scheduler may ask for a surgeon). */
export const createTimeOffRequestBodySchema = z
  .object({ ...rangeFields, note: noteSchema, surgeon_id: idSchema.optional() })
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

/** The month room's `call-requests` part: the open requests touching the month (either call). */
export interface MonthCallRequests {
  requests: CallRequest[];
}
/**
 * The month room's `time-off-requests` part: the pending time-off requests with a date in the month,
 * without type or note (whoever may read those reads GET /time-off-requests).
 */
export interface MonthTimeOffRequests {
  requests: TimeOffRequestSummary[];
}

/* ---------------------------------------------------------------- messages that carry a request */

/** GET /request-messages/:id: the request a message is about, so the message can offer its actions. */
export const requestOfMessageSchema = z.object({
  call_request: callRequestDetailSchema.nullable(),
  time_off_request: timeOffRequestSchema.nullable(),
});
export type RequestOfMessage = z.infer<typeof requestOfMessageSchema>;
