import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { RedisClient } from './redis.js';

/** Settings every node must share: a node with another JWT_SECRET signs out every other request. */
export const SHARED_SETTINGS = ['JWT_SECRET', 'TZ'] as const;
type SharedSetting = (typeof SHARED_SETTINGS)[number];

const HEARTBEAT_MS = 10_000;
const EXPIRES_AFTER_MS = 30_000;

/** A hash of the value, never the value: Redis and its backups must not hold the secret. */
export function fingerprint(name: SharedSetting, value: string): string {
  return createHash('sha256').update(`portal-setting:${name}:${value}`).digest('hex').slice(0, 16);
}

interface Entry {
  prints: Record<SharedSetting, string>;
  expiresAt: number;
}

export interface NodeFingerprints {
  /** The first setting that differs from a running node's, with that node's name; undefined when all agree. */
  mismatch: { setting: SharedSetting; node: string } | undefined;
  /** Stops the heartbeat and removes this node's entry (at shutdown). */
  leave(): Promise<void>;
}

/**
 * Each running node keeps its fingerprints in one Redis hash (field: the node, refreshed every
 * 10 s, stale after 30 s, removed at shutdown); a starting node compares its own with the live
 * entries. Stopping every node and starting them with new values therefore works at once.
 */
export async function joinNodeFingerprints(
  redis: RedisClient,
  keyPrefix: string,
  values: Record<SharedSetting, string>,
): Promise<NodeFingerprints> {
  const key = `${keyPrefix}node-fingerprints`;
  const node = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const prints = Object.fromEntries(SHARED_SETTINGS.map((name) => [name, fingerprint(name, values[name])])) as Record<
    SharedSetting,
    string
  >;
  let mismatch: NodeFingerprints['mismatch'];
  const now = Date.now();
  for (const [other, text] of Object.entries(await redis.hGetAll(key))) {
    const entry = JSON.parse(text) as Entry;
    if (entry.expiresAt < now) {
      await redis.hDel(key, other);
      continue;
    }
    const setting = SHARED_SETTINGS.find((name) => entry.prints[name] !== prints[name]);
    if (setting && !mismatch) mismatch = { setting, node: other.split(':').slice(0, 2).join(':') };
  }
  const beat = () =>
    redis
      .hSet(key, node, JSON.stringify({ prints, expiresAt: Date.now() + EXPIRES_AFTER_MS } satisfies Entry))
      .catch(() => 0); // Redis down: the entry goes stale, and comes back with the next beat
  let timer: NodeJS.Timeout | undefined;
  if (!mismatch) {
    await beat();
    timer = setInterval(() => void beat(), HEARTBEAT_MS).unref();
  }
  return {
    mismatch,
    async leave() {
      clearInterval(timer);
      if (timer && redis.isReady) await redis.hDel(key, node).catch(() => 0);
    },
  };
}
