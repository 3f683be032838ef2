import { createClient } from 'redis';

/**
 * Whether the Redis of `url` answers a client that brings no credentials (a PING without AUTH,
 * over the same scheme, so TLS too). Such a Redis gives whoever reaches it every live frame,
 * the power to inject events, presence and the sign-in throttle's counters. False when it asks
 * for authentication, and when it cannot be asked (not reachable: the start says so already).
 */
export async function answersWithoutAuthentication(url: string, timeoutMs = 2_000): Promise<boolean> {
  const anonymous = new URL(url);
  anonymous.username = '';
  anonymous.password = '';
  const client = createClient({
    url: anonymous.toString(),
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** The start's one line about an open Redis (NODE_ENV=production): what it exposes and what to do. */
export function openRedisWarning(where: string): string {
  return (
    `Redis (REDIS_URL ${where}) answers without authentication: whoever reaches it reads every live ` +
    'frame and can inject events; set requirepass or an ACL user, put the password in REDIS_URL ' +
    '(redis://:password@host:6379 or rediss:// for TLS) and keep Redis on a private network (SECURITY.md)'
  );
}
