import type { FastifyInstance } from 'fastify';
import '../messages/messages.changes.js';
import type { PushSender } from './push-sender.js';

/**
 * A new message reaches the recipients' devices: who sent it and their unread count, never its
 * subject or body. Sent beside the live projection, not inside it: a slow push service must not
 * hold up the rooms.
 */
export function registerMessagePushes(app: FastifyInstance, sender: PushSender): void {
  const sending = new Set<Promise<void>>();
  app.projections.register(['message-stored'], (changes) => {
    for (const { message, counts } of changes) {
      const push = sender.toPeople(
        [...counts.keys()],
        async (userId) => ({
          kind: 'message',
          title: `New message from ${message.sender.name}`,
          body: 'Open the portal to read it.',
          unread: counts.get(userId) ?? 0,
          url: `/recivedbox/${message.id}`,
          tag: `message-${message.id}`,
        }),
        { kind: 'message' },
      );
      sending.add(push);
      void push.finally(() => sending.delete(push));
    }
  });
  // Pushes under way finish (or time out) before the portal stops.
  app.addHook('preClose', async () => {
    await Promise.allSettled([...sending]);
  });
}
