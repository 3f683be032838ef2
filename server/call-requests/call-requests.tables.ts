import type { Generated } from 'kysely';
import type { CallRequestKind, CallRequestState } from '../../shared/schemas/call-requests.js';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { AuditColumns } from '../db/audit-columns.js';

export interface CallRequestsTable extends AuditColumns {
  id: Generated<number>;
  kind: CallRequestKind;
  state: CallRequestState;
  date: string;
  slot: CallSlot;
  from_surgeon_id: number | null;
  to_surgeon_id: number | null;
  return_date: string | null;
  return_slot: CallSlot | null;
  author_id: number;
  accepted_by: number | null;
  decided_by: number | null;
  note: string;
  /** ISO instant. */
  expires_at: string;
  applied_at: string | null;
  /** Who put its call back from the calendar's History, and when (ISO instant); null while it stands. */
  reversed_by: number | null;
  reversed_at: string | null;
}

/** Who an offer to many went to; `declined_at` when that colleague said no. */
export interface CallRequestOffersTable {
  request_id: number;
  surgeon_id: number;
  declined_at: string | null;
}

/** A message about a request (its proposal or a notice of a state change). */
export interface RequestMessagesTable {
  message_id: number;
  call_request_id: number | null;
  time_off_request_id: number | null;
}

export interface CallRequestsTables {
  call_requests: CallRequestsTable;
  call_request_offers: CallRequestOffersTable;
  request_messages: RequestMessagesTable;
}
