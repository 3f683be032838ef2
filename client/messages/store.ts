import { create } from 'zustand';
import type {
  MessageReceivedEvent,
  MessageRecord,
  MessageSentEvent,
  MessagesSnapshot,
  UnreadChangedEvent,
} from '../../shared/schemas/messages.js';
import { showAppBadge } from '../lib/app-badge';
import { useSession } from '../lib/session';

interface MessagesState {
  received: Record<number, MessageRecord>;
  sent: Record<number, MessageRecord>;
  unreadCount: number;
  loaded: boolean;
  /** The user room's snapshot (first join and every reconnect) or a fresh `GET /messages`. */
  replaceAll(snapshot: MessagesSnapshot): void;
  /** A message arrived (pushed); the server's count for the recipient comes with it. */
  receive(event: MessageReceivedEvent): void;
  /** This user sent a message, from this tab or another one. */
  addSent(event: MessageSentEvent): void;
  /** Messages became read on some device of this user. */
  unreadChanged(event: UnreadChangedEvent): void;
  /** Opening an inbox item here: read at once, count recomputed locally (the server confirms). */
  markReadLocally(id: number): void;
  /** Forgets everything (sign-out, or another user signing in in the same tab). */
  clear(): void;
}

const empty = { received: {}, sent: {}, unreadCount: 0, loaded: false };

export const useMessagesStore = create<MessagesState>((set) => ({
  ...empty,
  replaceAll({ received, sent, unreadCount }) {
    set({
      received: Object.fromEntries(received.map((message) => [message.id, message])),
      sent: Object.fromEntries(sent.map((message) => [message.id, message])),
      unreadCount,
      loaded: true,
    });
  },
  receive({ message, unreadCount }) {
    set((state) => {
      // An echo of something already held (e.g. pushed and then in a snapshot) changes nothing;
      // messages never change after sending, and read state only moves from unread to read.
      if (state.received[message.id]) return { unreadCount };
      return { received: { ...state.received, [message.id]: message }, unreadCount };
    });
  },
  addSent({ message }) {
    set((state) => (state.sent[message.id] ? state : { sent: { ...state.sent, [message.id]: message } }));
  },
  unreadChanged({ unreadCount, readMessageIds }) {
    set((state) => {
      const received = { ...state.received };
      for (const id of readMessageIds) {
        const held = received[id];
        if (held && !held.is_read) received[id] = { ...held, is_read: true };
      }
      return { received, unreadCount };
    });
  },
  markReadLocally(id) {
    set((state) => {
      const held = state.received[id];
      if (!held || held.is_read) return state;
      return {
        received: { ...state.received, [id]: { ...held, is_read: true } },
        unreadCount: Math.max(0, state.unreadCount - 1),
      };
    });
  },
  clear() {
    set(empty);
  },
}));

// One user's messages must never show to the next person signing in on the same tab.
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) useMessagesStore.getState().clear();
});

// The app's badge (where the platform has one) follows the unread count while the portal is open,
// as the service worker's pushes set it while it is closed: each snapshot (which may say 0 after a
// push's badge), every change, and a cleared badge on sign-out.
useMessagesStore.subscribe((state, previous) => {
  if (state.unreadCount !== previous.unreadCount || (state.loaded && !previous.loaded)) {
    void showAppBadge(state.unreadCount);
  }
});

/** Newest first, as the boxes list them. */
export const newestFirst = (byId: Record<number, MessageRecord>): MessageRecord[] =>
  Object.values(byId).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
