import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The one Redis connection of a node (with REDIS_URL). Shared state that every node must see
 * alike (presence, sign-in throttle, room sequence numbers) goes through it; the socket.io
 * adapter takes its own pair (a subscriber cannot run commands).
 */
export async function connectRedis(url: string, waitMs = Infinity): Promise<RedisClient> {
  const client = createClient({ url });
  // node-redis reconnects by itself; an error event without a listener would crash the process.
  client.on('error', () => undefined);
  await connectWithin(client.connect(), waitMs);
  return client;
}

/**
 * node-redis's connect() resolves only once Redis answers: a node started during an outage would
 * wait in silence. With a finite wait the caller goes on (the client keeps trying) and says so.
 */
export async function connectWithin(connecting: Promise<unknown>, waitMs: number): Promise<void> {
  if (waitMs === Infinity) {
    await connecting;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const settled = connecting.then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** Closes a client at shutdown: waits for its pending commands, or drops them when Redis is down (never hangs). */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close().catch(() => client.destroy());
  else client.destroy();
}
