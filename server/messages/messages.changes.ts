import type { MessageRecord, UnreadChangedEvent } from '../../shared/schemas/messages.js';

/** The changes the messages area records in a write's transaction (projected by messages.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A message stored, with each recipient's new unread count. */
    'message-stored': { senderId: number; message: MessageRecord; counts: Map<number, number> };
    /** A reader's unread count after they opened messages (their other tabs follow). */
    'messages-read': { userId: number; event: UnreadChangedEvent };
  }
}
