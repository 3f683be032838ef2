import { z } from 'zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  historyParamsSchema,
  historyResponseSchema,
  undoResponseSchema,
} from '../schemas/audit.js';
import { acknowledgeBodySchema } from '../schemas/call-calendar.js';
import { idParamsSchema } from '../schemas/common.js';
import { access, endpoint } from './endpoint.js';

/** The undo's body may be left out: `acknowledge_warnings` is sent after the soft-rule warnings were shown. */
const undoBodySchema = acknowledgeBodySchema.nullish().transform((body) => body ?? { acknowledge_warnings: false });

/** The audit trail: the administrators' log, each record's history, and undo. */
export const auditContract = {
  log: endpoint({
    method: 'GET',
    path: '/audit-log',
    summary: 'A page of the audit log, newest first, filtered; `next_page` continues it',
    access: access.permission('users.manage'),
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
    refusals: ['validation'],
  }),
  history: endpoint({
    method: 'GET',
    path: '/history/:area/:id',
    summary:
      "A record's changes, newest first, each saying whether the caller may undo it now (accounts, sign-ins, messages, boards and feeds: administrators only)",
    access: access.session,
    params: historyParamsSchema,
    response: historyResponseSchema,
    refusals: ['validation'],
  }),
  undo: endpoint({
    method: 'POST',
    path: '/audit-log/:id/undo',
    summary:
      "Undoes an entry through its area's own write (its rules, 409 and soft-rule warnings); only the area's writers may",
    access: access.session,
    params: idParamsSchema,
    body: undoBodySchema,
    response: undoResponseSchema,
    refusals: ['validation', 'schedule_warning', 'not_found', 'conflict'],
    /** The record as saved now, in its own area's shape. */
    conflict: z.unknown(),
  }),
};
