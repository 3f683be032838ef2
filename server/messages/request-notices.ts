import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { storeMessage } from './stored-message.js';

/** A message to the people a request's change concerns, linked to the request so it can offer its actions. */
export interface RequestNotice {
  recipientIds: number[];
  subject: string;
  message: string;
  about: { callRequestId: number } | { timeOffRequestId: number };
}

/**
 * Stores each notice as a message inside the transition's own transaction, so a notice exists
 * exactly when its change committed (a state changes once, so nothing is sent twice). The one who
 * acted is never told of their own act, unless nobody acted (`includeActor`: an expiry tells its author).
 */
export async function storeNotices(
  trx: Db,
  actor: AuthUser,
  notices: RequestNotice[],
  { includeActor = false }: { includeActor?: boolean } = {},
): Promise<void> {
  for (const notice of notices) {
    const recipientIds = [...new Set(notice.recipientIds)].filter((id) => includeActor || id !== actor.id);
    if (recipientIds.length === 0) continue;
    const { message } = await storeMessage(trx, actor, {
      subject: notice.subject,
      message: notice.message,
      recipientIds,
      replyTo: null,
    });
    await trx
      .insertInto('request_messages')
      .values({
        message_id: message.id,
        call_request_id: 'callRequestId' in notice.about ? notice.about.callRequestId : null,
        time_off_request_id: 'timeOffRequestId' in notice.about ? notice.about.timeOffRequestId : null,
      })
      .execute();
  }
}
