import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { CrossNodeLink } from './publisher.js';
import type { GuardLog } from './redis-guard.js';
import { closeRedisClient, connectWithin } from './redis.js';
import type { PortalSocketServer } from './portal-socket.js';

/**
 * With REDIS_URL, events reach sockets held by other server processes too. Made to survive a
 * Redis restart: both clients have 'error' listeners (an error event without one crashes the
 * process) and reconnect by themselves (node-redis resubscribes the adapter's channels); while
 * Redis is down, publishes fail at once instead of queueing (the adapter does not await them,
 * so a failure is caught here, not left as an unhandled rejection), and each node keeps
 * delivering its own events to its own sockets: the adapter emits locally whatever Redis does.
 * When Redis is back, this node's clients are made to resync (see resyncLocalSockets), and the
 * link's listeners are told (the publisher then has the rooms this node sent to resync
 * everywhere: the other nodes' clients missed those events).
 */
export async function attachRedisAdapter(
  io: PortalSocketServer,
  redisUrl: string,
  channelPrefix: string,
  log: GuardLog,
  connectWaitMs = Infinity,
): Promise<{ link: CrossNodeLink; close: () => Promise<void> }> {
  const pub = createClient({ url: redisUrl, disableOfflineQueue: true });
  const sub = pub.duplicate();
  const ready = new Map([
    [pub, false],
    [sub, false],
  ]);
  let down = false;
  const restoredListeners: (() => void)[] = [];
  const onError = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unavailable: socket events reach only the sockets of this node');
  };
  // The adapter subscribes at once, and a subscription sent before Redis first answered is
  // rejected (an unhandled rejection): a node started during an outage keeps socket.io's own
  // adapter until Redis answers, then installs this one (the resync brings its rooms back).
  let installed = false;
  const installAdapter = () => {
    if (installed) return;
    installed = true;
    io.adapter(createAdapter(pub, sub, { key: channelPrefix, requestsTimeout: 2_000 }));
  };
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => {
      ready.set(client, false);
      onError(error);
    });
    client.on('ready', () => {
      ready.set(client, true);
      if (!down || [...ready.values()].includes(false)) return;
      down = false;
      log.info({}, 'Redis reachable again: socket events reach every node; clients of this node resync');
      installAdapter();
      resyncLocalSockets(io);
      for (const listener of restoredListeners) listener();
    });
  }
  await connectWithin(Promise.all([pub.connect(), sub.connect()]), connectWaitMs);
  if (pub.isReady && sub.isReady) installAdapter();
  else onError(new Error('not reachable at start'));

  const publish = pub.publish.bind(pub);
  const guardedPublish = (channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      if (!down) log.warn({ err: error }, 'a socket event could not be published to the other nodes');
      return 0;
    });
  Object.defineProperty(pub, 'publish', { value: guardedPublish });

  return {
    link: {
      get down() {
        return down;
      },
      onRestored: (listener) => void restoredListeners.push(listener),
    },
    close: async () => {
      await Promise.allSettled([closeRedisClient(pub), closeRedisClient(sub)]);
    },
  };
}

/**
 * After an outage this node's sockets may have missed what other nodes published. Closing their
 * transports (not a socket.io disconnect, which a client takes as final) makes every client
 * reconnect by itself and rejoin its rooms, whose snapshots bring it up to date. In batches, so
 * that the nodes are not met by all their clients in the same instant.
 */
export function resyncLocalSockets(io: PortalSocketServer, batch = 200, pauseMs = 100): void {
  const sockets = [...io.of('/').sockets.values()];
  let start = 0;
  const step = () => {
    for (const socket of sockets.slice(start, start + batch)) if (socket.connected) socket.conn.close();
    start += batch;
    if (start < sockets.length) setTimeout(step, pauseMs).unref();
  };
  step();
}
