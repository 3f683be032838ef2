import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The one Redis connection of a node (with REDIS_URL). Shared state that every node must see
 * alike (presence, sign-in throttle, room sequence numbers) goes through it; the socket.io
 * adapter takes its own pair (a subscriber cannot run commands).
 */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = createClient({ url });
  // node-redis reconnects by itself; an error event without a listener would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Closes a client at shutdown: waits for its pending commands, or drops them when Redis is down (never hangs). */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close().catch(() => client.destroy());
  else client.destroy();
}
