import type { GuardedRedis } from '../realtime/redis-guard.js';
import {
  FREE_ATTEMPTS_PER_USERNAME,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_DEVICE,
  MAX_ATTEMPTS_PER_PAIR,
  MemoryLoginThrottle,
  SLOWDOWN_BASE_MS,
  SLOWDOWN_MAX_MS,
  throttleKeys,
  WINDOW_MS,
  type AttemptLane,
  type LoginThrottle,
  type Reservation,
  type SignInOrigin,
} from './login-throttle.js';

/**
 * Checks the limits and counts the attempt in one step (a script runs atomically), so two
 * nodes' attempts cannot both pass on the same count. Each counter is a hash { n, last } that
 * expires with its window, which opens at its first attempt. A device under its limit is
 * counted alone (KEYS[4], when ARGV[8] is 1); otherwise the pair, address and username are.
 * Answers { wait, lane }: wait 0 (counted) or the milliseconds to wait (nothing counted), lane
 * 1 for the device, 0 for the address. Redis's own clock: every node reads the same time.
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
local function bump(key)
  if redis.call('HINCRBY', key, 'n', 1) == 1 then redis.call('PEXPIRE', key, window) end
  redis.call('HSET', key, 'last', now)
end
if ARGV[8] == '1' and count(KEYS[4]) < tonumber(ARGV[7]) then
  bump(KEYS[4])
  return {0, 1}
end
local wait = 0
if count(KEYS[1]) >= tonumber(ARGV[2]) then wait = left(KEYS[1]) end
if count(KEYS[2]) >= tonumber(ARGV[3]) then wait = math.max(wait, left(KEYS[2])) end
local n = count(KEYS[3])
local free = tonumber(ARGV[4])
if n >= free then
  local gap = math.min(tonumber(ARGV[5]) * 2 ^ (n - free), tonumber(ARGV[6]))
  local last = tonumber(redis.call('HGET', KEYS[3], 'last') or '0')
  wait = math.max(wait, last + gap - now)
end
if wait > 0 then return {math.max(1, math.ceil(wait)), 0} end
for i = 1, 3 do bump(KEYS[i]) end
return {0, 0}
`;

/**
 * A success: the device starts again; an attempt counted by address also opens the pair again
 * and is taken back from the address and the username.
 */
const SUCCEEDED = `
if ARGV[2] == '1' then redis.call('DEL', KEYS[4]) end
if ARGV[1] == 'address' then
  redis.call('DEL', KEYS[1])
  for i = 2, 3 do
    if tonumber(redis.call('HGET', KEYS[i], 'n') or '0') > 0 then redis.call('HINCRBY', KEYS[i], 'n', -1) end
  end
end
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

  private keys(username: string, origin: SignInOrigin): string[] {
    const keys = throttleKeys(username, origin);
    // Without a device the script leaves its key alone; one name holds its place.
    return [keys.pair, keys.address, keys.username, keys.device ?? 'd:-'].map((key) => `${this.prefix}login:${key}`);
  }

  async reserve(username: string, origin: SignInOrigin): Promise<Reservation> {
    const limits = [
      WINDOW_MS,
      MAX_ATTEMPTS_PER_PAIR,
      MAX_ATTEMPTS_PER_ADDRESS,
      FREE_ATTEMPTS_PER_USERNAME,
      SLOWDOWN_BASE_MS,
      SLOWDOWN_MAX_MS,
      MAX_ATTEMPTS_PER_DEVICE,
      origin.device === undefined ? 0 : 1,
    ];
    const keys = this.keys(username, origin);
    const answer = await this.redis((redis) => redis.eval(RESERVE, { keys, arguments: limits.map(String) }));
    if (answer === undefined) return this.memory.reserve(username, origin);
    const [wait, lane] = answer as [number, number];
    return { waitMs: Number(wait), lane: lane === 1 ? 'device' : 'address' };
  }

  async succeeded(username: string, origin: SignInOrigin, lane: AttemptLane): Promise<void> {
    await this.memory.succeeded(username, origin, lane);
    const keys = this.keys(username, origin);
    const args = [lane, origin.device === undefined ? '0' : '1'];
    await this.redis((redis) => redis.eval(SUCCEEDED, { keys, arguments: args }));
  }
}
