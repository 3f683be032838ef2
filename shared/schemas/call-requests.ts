import { z } from 'zod';
import { acknowledgeWarningsSchema } from './acknowledge-warnings.js';
import { callSlotSchema } from './call-slots.js';
import { idSchema, monthSchema, requestNoteSchema, requiredDate } from './common.js';
import { ledgerEffectSchema } from './fairness-ledger.js';
import { timeOffRequestSchema } from './time-off-requests.js';
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

export type Person = z.infer<typeof surgeonSchema>;

export const callRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(CALL_REQUEST_KINDS),
  state: z.enum(CALL_REQUEST_STATES),
  date: z.string(),
  slot: callSlotSchema,
  /** Who holds the call now and gives it (null for a cover offer of an empty slot). */
  from_surgeon: surgeonSchema.nullable(),
  /** Who is asked (null: offered to everyone in `offered_to`). */
  to_surgeon: surgeonSchema.nullable(),
  /** A swap's call the author takes in return. */
  return_date: z.string().nullable(),
  return_slot: callSlotSchema.nullable(),
  /** Give-aways to all and cover offers: who may accept (eligible when it was offered). */
  offered_to: z.array(surgeonSchema),
  author: surgeonSchema,
  accepted_by: surgeonSchema.nullable(),
  /** The scheduler who approved or declined it (when approval is required). */
  decided_by: surgeonSchema.nullable(),
  /**
   * Its author's note, for the people it concerns (author, the colleagues it names or is offered to,
   * whoever accepted it) and schedulers; absent for everyone else and in month rooms (issue 30).
   */
  note: z.string().optional(),
  /** ISO instant: the start of the earliest call it moves. */
  expires_at: z.string(),
  applied_at: z.string().nullable(),
  /** A scheduler put its call back from the calendar's History (ISO instant); null while it stands. */
  reversed_by: surgeonSchema.nullable(),
  reversed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type CallRequest = z.infer<typeof callRequestSchema>;

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
      note: requestNoteSchema,
    }),
    z.object({
      kind: z.literal('give-away'),
      date: requiredDate('date'),
      slot: callSlotSchema,
      /** Omitted or null: offered to every eligible colleague. */
      to_surgeon_id: idSchema.nullable().optional(),
      note: requestNoteSchema,
    }),
  ],
  { message: 'The kind must be swap or give-away.' },
);
export type CreateCallRequestBody = z.infer<typeof createCallRequestBodySchema>;
export type CreateCallRequestInput = z.input<typeof createCallRequestBodySchema>;

/** POST /call-requests/cover: a scheduler offers an empty slot to every eligible colleague. */
export const offerCoverBodySchema = z.object({
  date: requiredDate('date'),
  slot: callSlotSchema,
  note: requestNoteSchema,
});

/** Accept and approve apply the result: soft rules warn until acknowledged. */
export const decideBodySchema = z.object({ acknowledge_warnings: acknowledgeWarningsSchema });
/** Decline, withdraw and a scheduler's decline may say why. */
export const declineBodySchema = z.object({ note: requestNoteSchema });

export const callRequestsQuerySchema = z.object({
  /** Requests touching this month (either call); omitted: every request the caller is part of. */
  month: monthSchema.optional(),
  /** `open` (default): waiting for someone; `all`: also decided ones. */
  state: z.enum(['open', 'all'], { message: 'Must be open or all.' }).optional().default('open'),
});

export const eligibleQuerySchema = z.object({ date: requiredDate('date'), slot: callSlotSchema });
/** Colleagues who may take a call: not on time off that day, not breaking a hard rule. */
export const eligibleResponseSchema = z.object({ surgeons: z.array(surgeonSchema) });

/** One request as its page and message show it: the request and its effect on the ledger. */
export const callRequestDetailSchema = z.object({ request: callRequestSchema, effect: ledgerEffectSchema });
export type CallRequestDetail = z.infer<typeof callRequestDetailSchema>;

export const callRequestListSchema = z.object({ requests: z.array(callRequestSchema) });

/** The month room's `call-requests` part: the open requests touching the month (either call). */
export interface MonthCallRequests {
  requests: CallRequest[];
}

/* ---------------------------------------------------------------- messages that carry a request */

/** GET /request-messages/:id: the request a message is about, so the message can offer its actions. */
export const requestOfMessageSchema = z.object({
  call_request: callRequestDetailSchema.nullable(),
  time_off_request: timeOffRequestSchema.nullable(),
});
export type RequestOfMessage = z.infer<typeof requestOfMessageSchema>;
