import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated } from 'kysely';

export interface MessagesTable extends AuditColumns {
  id: Generated<number>;
  subject: string;
  message: string;
  sender_id: number;
  reply_to: number | null;
}

/** One row per recipient of a message: that recipient's own read state. */
export interface MessageRecipientsTable {
  id: Generated<number>;
  message_id: number;
  recipient_id: number;
  read_at: string | null;
  created_at: string;
}

export interface MessagesTables {
  messages: MessagesTable;
  message_recipients: MessageRecipientsTable;
}
