import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { MessageRecord } from '../../shared/schemas/messages.js';
import type { Publisher } from '../realtime/publisher.js';
import { readMessages } from './messages.views.js';
import './messages.changes.js';

/** The messages area's live side: each user room's snapshot and what it is told after a commit. */
export function registerMessagesLive(app: FastifyInstance): void {
  // user:<id> rooms: only that user joins (room-access), so the snapshot is theirs.
  app.roomSnapshots.provide('user', 'messages', async (room) => readMessages(app.db, room.userId));
  app.projections.register(['message-stored'], (changes) => {
    for (const { senderId, message, counts } of changes) publishNewMessage(app.publisher, senderId, message, counts);
  });
  app.projections.register(['messages-read'], (changes) => {
    for (const { userId, event } of changes) app.publisher.publish(rooms.user(userId), 'unread:changed', event);
  });
}

/**
 * Tells every recipient's room about a new message with their new unread count, and the
 * sender's room that it was sent (their other tabs show it in Sent).
 *
 * Recipients are grouped by unread count: everyone with the same count gets the very same
 * payload object. (Each user room numbers its own events, so the publisher still emits, and
 * socket.io encodes, once per recipient room.)
 */
export function publishNewMessage(
  publisher: Publisher,
  senderId: number,
  message: MessageRecord,
  counts: Map<number, number>,
): void {
  const received: MessageRecord = { ...message, is_read: false };
  const byCount = new Map<number, string[]>();
  for (const [recipientId, count] of counts) {
    const group = byCount.get(count) ?? [];
    group.push(rooms.user(recipientId));
    byCount.set(count, group);
  }
  for (const [unreadCount, recipientRooms] of byCount) {
    publisher.publish(recipientRooms, 'message:received', { message: received, unreadCount });
  }
  publisher.publish(rooms.user(senderId), 'message:sent', { message });
}
