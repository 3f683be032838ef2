import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { GuardLog } from './redis-guard.js';
import type { PortalSocketServer } from './socket-server.js';

/**
 * With REDIS_URL, events reach sockets held by other server processes too. Made to survive a
 * Redis restart: both clients have 'error' listeners (an error event without one crashes the
 * process) and reconnect by themselves (node-redis resubscribes the adapter's channels); while
 * Redis is down, publishes fail at once instead of queueing (the adapter does not await them,
 * so a failure is caught here, not left as an unhandled rejection), and each node keeps
 * delivering its own events to its own sockets: the adapter emits locally whatever Redis does.
 */
export async function attachRedisAdapter(
  io: PortalSocketServer,
  redisUrl: string,
  channelPrefix: string,
  log: GuardLog,
): Promise<() => Promise<void>> {
  const pub = createClient({ url: redisUrl, disableOfflineQueue: true });
  const sub = pub.duplicate();
  let down = false;
  const onError = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unavailable: socket events reach only the sockets of this node');
  };
  const onReady = () => {
    if (!down) return;
    down = false;
    log.info({}, 'Redis reachable again: socket events reach every node');
  };
  for (const client of [pub, sub]) client.on('error', onError).on('ready', onReady);
  await Promise.all([pub.connect(), sub.connect()]);

  const publish = pub.publish.bind(pub);
  const guardedPublish = (channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      onError(error);
      return 0;
    });
  Object.defineProperty(pub, 'publish', { value: guardedPublish });

  io.adapter(createAdapter(pub, sub, { key: channelPrefix, requestsTimeout: 2_000 }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
