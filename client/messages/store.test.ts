import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRecord } from '../../shared/schemas/messages.js';
import { newestFirst, useMessagesStore } from './store';

// The store follows the session, which reads local storage (absent in Node).
vi.hoisted(() => {
  const items = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage ??= {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
});

const message = (id: number, isRead: boolean, minute = id): MessageRecord => ({
  id,
  subject: `S${id}`,
  message: 'x',
  sender: { id: 9, name: 'Maria Lopez' },
  recipients: [{ id: 1, name: 'Me' }],
  created_at: `2025-07-04T10:${String(minute).padStart(2, '0')}:00.000Z`,
  is_read: isRead,
  reply_to: null,
});

describe('messages store', () => {
  beforeEach(() =>
    useMessagesStore
      .getState()
      .replaceAll({ received: [message(1, true), message(2, false)], sent: [], unreadCount: 1 }),
  );

  it('puts a pushed message at the top of the inbox with the pushed count', () => {
    useMessagesStore.getState().receive({ message: message(3, false), unreadCount: 2 });
    const state = useMessagesStore.getState();
    expect(newestFirst(state.received).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(state.unreadCount).toBe(2);
  });

  it('does not let an echo of a held message turn it unread again', () => {
    useMessagesStore.getState().unreadChanged({ unreadCount: 0, readMessageIds: [2] });
    useMessagesStore.getState().receive({ message: message(2, false), unreadCount: 0 });
    expect(useMessagesStore.getState().received[2]!.is_read).toBe(true);
  });

  it('marks read locally once, recomputing the count', () => {
    useMessagesStore.getState().markReadLocally(2);
    useMessagesStore.getState().markReadLocally(2);
    expect(useMessagesStore.getState().unreadCount).toBe(0);
  });

  it('adds a sent message once', () => {
    useMessagesStore.getState().addSent({ message: message(5, true) });
    useMessagesStore.getState().addSent({ message: message(5, true) });
    expect(Object.keys(useMessagesStore.getState().sent)).toEqual(['5']);
  });
});

describe('messages store and the session', () => {
  it('forgets the messages when the signed-in user changes', async () => {
    const { useSession } = await import('../lib/session');
    useMessagesStore.getState().replaceAll({ received: [message(1, false)], sent: [], unreadCount: 1 });
    useSession.setState({ user: { id: 77, email: '', username: 'x', name: 'X', role: 4, user_status: 1 }, token: 't' });
    expect(useMessagesStore.getState()).toMatchObject({ unreadCount: 0, loaded: false, received: {} });
  });
});
