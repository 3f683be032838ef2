import { z } from 'zod';
import { dateSchema, idSchema, withoutControlCharacters } from './common.js';

/**
 * The audit trail's contract. Every write of every area, and every look at patient data, is one
 * entry; `before` and `after` hold the record's fields (never passwords, hashes or tokens).
 */
export const AUDIT_AREAS = [
  'users',
  'sessions',
  'messages',
  'rounds',
  'operative-log',
  'daily-schedule',
  'surgeon-order',
  'call-calendar',
  'time-off',
  'office-closures',
  'office-hours',
  'block-time',
  'boards',
  'calendar-feed',
  'case-tracking',
  'call-requests',
  'time-off-requests',
  'holidays',
  'call-suggestions',
  'call-preferences',
  'push-subscriptions',
  'pages',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/**
 * Actions of writes; `view`, `search-name` and `search-date` are looks at patient data, and
 * `view-own` a physician's look at their own cases (My day, once a day).
 */
export type AuditAction =
  | 'create'
  | 'update'
  | 'archive'
  | 'remove-date'
  | 'remove'
  | 'turn-off'
  | 'revoke'
  | 'save'
  | 'send'
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'session-ended'
  | 'view'
  | 'view-own'
  | 'search-name'
  | 'search-date'
  | 'undo'
  | 'accept-fill'
  | 'acknowledge';

/** The actions that are looks, not writes (a record's history leaves them out). */
export const LOOK_ACTIONS: readonly AuditAction[] = ['view', 'view-own', 'search-name', 'search-date'];

export const auditPersonSchema = z.object({ name: z.string(), initial: z.string() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_user_id: z.number().nullable(),
  actor_name: z.string(),
  actor_board_id: z.number().nullable(),
  area: z.string(),
  action: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
  /**
   * Whether an undo would apply now: the kind of entry allows it, the caller may write the area,
   * and the record has not changed since (an undo of a stale entry still answers 409).
   */
  undoable: z.boolean().optional(),
  /** Why an entry of an undoable kind that the caller may write cannot be undone now ("Changed since"). */
  undo_note: z.string().optional(),
  /** The people (users) its person fields name, by id: shown instead of the ids. */
  people: z.record(z.string(), auditPersonSchema).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Fields of audited records that hold a user's id (or a list of them). */
export const AUDIT_PERSON_FIELDS: readonly string[] = [
  'surgeon_1st',
  'surgeon_2nd',
  'surgeon_o_am',
  'surgeon_o_pm',
  'surgeon',
  'assistant',
  'surgeon_id',
  'surgeon_deg',
  'user_id',
  'create_by',
  'update_by',
];

/** The user ids an entry's person fields hold, before and after. */
export function personIdsOf(entry: Pick<AuditEntry, 'before' | 'after'>): number[] {
  const ids: number[] = [];
  for (const side of [entry.before, entry.after]) {
    if (typeof side !== 'object' || side === null) continue;
    for (const field of AUDIT_PERSON_FIELDS) {
      const value = (side as Record<string, unknown>)[field];
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.push(id);
    }
  }
  return ids;
}

export const AUDIT_PAGE_SIZE = 50;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `page` is the `next_page` cursor of the previous answer (keyset paging, newest first). */
export const auditLogQuerySchema = z
  .object({
    area: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_AREAS, { message: 'Must be one of the audited areas.' }).optional(),
    ),
    user_id: z.preprocess(blankToUndefined, idSchema.optional()),
    entity_id: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(100, 'May not be longer than 100 characters.')
        .refine(...withoutControlCharacters('entity id'))
        .optional(),
    ),
    from: z.preprocess(blankToUndefined, dateSchema.optional()),
    to: z.preprocess(blankToUndefined, dateSchema.optional()),
    page: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d{1,12}$/, 'Must be the next_page of a previous answer.')
        .optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after from.' });
    }
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_page: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

export const historyParamsSchema = z.object({
  area: z.enum(AUDIT_AREAS, { message: 'Must be one of the audited areas.' }),
  id: z
    .string()
    .trim()
    .min(1, 'A record id is required.')
    .max(100, 'May not be longer than 100 characters.')
    .refine(...withoutControlCharacters('id')),
});

export const historyResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const undoResponseSchema = z.object({
  /** The new entry that records the undo. */
  entry: auditEntrySchema,
});
export type UndoResponse = z.infer<typeof undoResponseSchema>;
