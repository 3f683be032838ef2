import type { GuardedRedis } from '../realtime/redis-guard.js';
import {
  FREE_ATTEMPTS_PER_USERNAME,
  KNOWN_DEVICE_MS,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_PAIR,
  MemoryLoginThrottle,
  SLOWDOWN_BASE_MS,
  SLOWDOWN_MAX_MS,
  throttleKeys,
  WINDOW_MS,
  type LoginThrottle,
} from './login-throttle.js';

/**
 * Checks the limits and counts the attempt in one step (a script runs atomically), so two
 * nodes' attempts cannot both pass on the same count. Each counter is a hash { n, last } that
 * expires with its window, which opens at its first attempt. Answers 0 (counted) or the
 * milliseconds to wait (nothing counted). Redis's own clock: every node reads the same time.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local function count(key) return tonumber(redis.call('HGET', key, 'n') or '0') end
local function left(key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then return window end
  return ttl
end
local wait = 0
if count(KEYS[1]) >= tonumber(ARGV[2]) then wait = left(KEYS[1]) end
if redis.call('EXISTS', KEYS[4]) == 0 then
  if count(KEYS[2]) >= tonumber(ARGV[3]) then wait = math.max(wait, left(KEYS[2])) end
  local n = count(KEYS[3])
  local free = tonumber(ARGV[4])
  if n >= free then
    local gap = math.min(tonumber(ARGV[5]) * 2 ^ (n - free), tonumber(ARGV[6]))
    local last = tonumber(redis.call('HGET', KEYS[3], 'last') or '0')
    wait = math.max(wait, last + gap - now)
  end
end
if wait > 0 then return math.max(1, math.ceil(wait)) end
for i = 1, 3 do
  if redis.call('HINCRBY', KEYS[i], 'n', 1) == 1 then redis.call('PEXPIRE', KEYS[i], window) end
  redis.call('HSET', KEYS[i], 'last', now)
end
return 0
`;

/** A success: the pair starts again, the address and username take this attempt back. */
const SUCCEEDED = `
redis.call('DEL', KEYS[1])
for i = 2, 3 do
  if tonumber(redis.call('HGET', KEYS[i], 'n') or '0') > 0 then redis.call('HINCRBY', KEYS[i], 'n', -1) end
end
redis.call('SET', KEYS[4], '1', 'PX', ARGV[1])
return 0
`;

/**
 * The throttle shared by every node. During a Redis outage it falls back to this node's
 * memory: sign-in keeps working and guessing stays limited, per node instead of per practice.
 * Failing open would leave guessing unlimited for as long as Redis is down.
 */
export class RedisLoginThrottle implements LoginThrottle {
  private readonly memory: MemoryLoginThrottle;

  constructor(
    private readonly redis: GuardedRedis,
    private readonly prefix: string,
    now: () => number = Date.now,
  ) {
    this.memory = new MemoryLoginThrottle(now);
  }

  private keys(username: string, address: string): string[] {
    const keys = throttleKeys(username, address);
    return [keys.pair, keys.address, keys.username, keys.knownDevice].map((key) => `${this.prefix}login:${key}`);
  }

  async reserve(username: string, address: string): Promise<number> {
    const limits = [
      WINDOW_MS,
      MAX_ATTEMPTS_PER_PAIR,
      MAX_ATTEMPTS_PER_ADDRESS,
      FREE_ATTEMPTS_PER_USERNAME,
      SLOWDOWN_BASE_MS,
      SLOWDOWN_MAX_MS,
    ];
    const keys = this.keys(username, address);
    const wait = await this.redis((redis) => redis.eval(RESERVE, { keys, arguments: limits.map(String) }));
    return wait === undefined ? this.memory.reserve(username, address) : Number(wait);
  }

  async isKnownDevice(username: string, address: string): Promise<boolean> {
    const key = this.keys(username, address)[3]!;
    const known = await this.redis((redis) => redis.exists(key));
    return known === undefined ? this.memory.isKnownDevice(username, address) : known === 1;
  }

  async succeeded(username: string, address: string): Promise<void> {
    await this.memory.succeeded(username, address);
    const keys = this.keys(username, address);
    await this.redis((redis) => redis.eval(SUCCEEDED, { keys, arguments: [String(KNOWN_DEVICE_MS)] }));
  }
}
