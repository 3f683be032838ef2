import { z } from 'zod';
import { requiredText } from './common.js';

/** Who a page is for: today's 1st or 2nd call (resolved at each step), or one person by user id. */
export const PAGE_TARGETS = ['first', 'second'] as const;
/** Who a step of the ladder reaches: today's 1st call, 2nd call, or everyone who writes the call calendar. */
export const LADDER_TARGETS = ['first', 'second', 'schedulers'] as const;
export type LadderTarget = (typeof LADDER_TARGETS)[number];

export const PAGE_TEXT_MAX = 200;
export const LADDER_MAX_STEPS = 6;
export const LADDER_MAX_SECONDS = 3600;
export const LADDER_MIN_GAP_SECONDS = 30;

/** POST /api/pages: `to` is 'first', 'second' or an active user's id; the text is the sender's own. */
export const sendPageBodySchema = z.object({
  to: z.union([z.enum(PAGE_TARGETS), z.number().int().positive()], {
    message: "Page 'first' (1st call), 'second' (2nd call) or a person's user id.",
  }),
  text: requiredText('text', PAGE_TEXT_MAX),
});
export type SendPageBody = z.infer<typeof sendPageBodySchema>;

export const ladderStepSchema = z.object({
  after_seconds: z
    .number({ message: 'after_seconds must be a whole number of seconds.' })
    .int('after_seconds must be a whole number of seconds.')
    .min(0, 'after_seconds may not be negative.')
    .max(LADDER_MAX_SECONDS, `after_seconds may be at most ${LADDER_MAX_SECONDS} (one hour).`),
  to: z.enum(LADDER_TARGETS, { message: "A step pages 'first', 'second' or 'schedulers'." }),
});
export type LadderStep = z.infer<typeof ladderStepSchema>;

/** PUT /api/paging/ladder: 1–6 steps, each at least 30 s after the one before. */
export const ladderSchema = z.object({
  steps: z
    .array(ladderStepSchema, { message: 'The steps are required.' })
    .min(1, 'The ladder needs at least one step.')
    .max(LADDER_MAX_STEPS, `The ladder may have at most ${LADDER_MAX_STEPS} steps.`)
    .superRefine((steps, context) => {
      for (let i = 1; i < steps.length; i += 1) {
        const before = steps[i - 1]!.after_seconds;
        if (steps[i]!.after_seconds < before + LADDER_MIN_GAP_SECONDS)
          context.addIssue({
            code: 'custom',
            path: [i, 'after_seconds'],
            message: `Step ${i + 1} must come at least ${LADDER_MIN_GAP_SECONDS} seconds after step ${i} (at ${before + LADDER_MIN_GAP_SECONDS} s or later).`,
          });
      }
    }),
});
export type Ladder = z.infer<typeof ladderSchema>;

/** The ladder until an administrator sets another: 1st call at once, again at 2 min, 2nd call at 5, schedulers at 10. */
export const DEFAULT_LADDER: Ladder = {
  steps: [
    { after_seconds: 0, to: 'first' },
    { after_seconds: 120, to: 'first' },
    { after_seconds: 300, to: 'second' },
    { after_seconds: 600, to: 'schedulers' },
  ],
};

export const pagePersonSchema = z.object({ id: z.number(), name: z.string(), initial: z.string() });
export type PagePerson = z.infer<typeof pagePersonSchema>;

/** One step of a page: who it was for, when it was due, and whom it reached (none when it is not sent yet). */
export const pageStepSchema = z.object({
  index: z.number(),
  due_at: z.string(),
  /** 'person': the page's own person (a page addressed to someone pages them at each 1st/2nd-call step). */
  target: z.enum(['first', 'second', 'schedulers', 'person']),
  sent_at: z.string().nullable(),
  /** Whom it reached; empty when it resolved to nobody (said so in the app). */
  sent_to: z.array(pagePersonSchema),
  /** Never sent: the page was acknowledged first. */
  stopped: z.boolean(),
});
export type PageStep = z.infer<typeof pageStepSchema>;

export const pageRecordSchema = z.object({
  id: z.number(),
  sender: pagePersonSchema,
  to: z.enum(['first', 'second', 'person']),
  person: pagePersonSchema.nullable(),
  text: z.string(),
  created_at: z.string(),
  acknowledged_by: pagePersonSchema.nullable(),
  acknowledged_at: z.string().nullable(),
  steps: z.array(pageStepSchema),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

/**
 * POST /pages/:id/acknowledge-from-notification: the capability a page's push carried, sent by
 * the notification's own Acknowledge button (no session there).
 */
export const notificationAcknowledgeBodySchema = z.object({
  token: z
    .string({ message: 'The token is required.' })
    .max(100, 'The token is at most 100 characters.')
    .regex(/^[0-9A-Za-z._-]+$/, 'The token is not valid.'),
});

/** Who acknowledged the page and when (ISO instant); `by_you`: the token's own holder did. */
export const notificationAcknowledgeResponseSchema = z.object({
  acknowledged_by: z.string(),
  acknowledged_at: z.string(),
  by_you: z.boolean(),
});
