import type { GuardedRedis } from './redis-guard.js';
import {
  MemoryPersonJoinLimits,
  SESSION_JOINS,
  USER_JOINS,
  type BucketRule,
  type JoinCounter,
  type PersonJoinLimits,
} from './person-join-limits.js';

/**
 * Both buckets checked and taken from in one step (a script runs atomically), so joins through
 * several nodes cannot pass on the same level. Each bucket is a hash { t: tokens, at: ms } that
 * expires once it would be full again. Answers 1 (taken) or 0 (refused, nothing taken). Redis's
 * own clock: every node reads the same time.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function level(key, burst, rate)
  local held = redis.call('HMGET', key, 't', 'at')
  if not held[1] then return burst end
  return math.min(burst, tonumber(held[1]) + math.max(0, now - tonumber(held[2])) * rate / 1000)
end
local levels = {}
for i = 1, 2 do
  levels[i] = level(KEYS[i], tonumber(ARGV[i * 2 - 1]), tonumber(ARGV[i * 2]))
  if levels[i] < 1 then return 0 end
end
for i = 1, 2 do
  redis.call('HSET', KEYS[i], 't', tostring(levels[i] - 1), 'at', now)
  redis.call('PEXPIRE', KEYS[i], math.ceil(tonumber(ARGV[i * 2 - 1]) / tonumber(ARGV[i * 2]) * 1000))
end
return 1
`;

/**
 * The join limits shared by every node. During a Redis outage each node falls back to its own
 * memory: joins stay limited, per node instead of per practice, rather than unlimited.
 */
export class RedisPersonJoinLimits implements PersonJoinLimits {
  private readonly memory: MemoryPersonJoinLimits;

  constructor(
    private readonly redis: GuardedRedis,
    private readonly prefix: string,
    private readonly session: BucketRule = SESSION_JOINS,
    private readonly user: BucketRule = USER_JOINS,
  ) {
    this.memory = new MemoryPersonJoinLimits(session, user);
  }

  async take(person: JoinCounter): Promise<boolean> {
    const keys = [`${this.prefix}joins:s:${person.sessionId}`, `${this.prefix}joins:u:${person.id}`];
    const rules = [this.session, this.user].flatMap((rule) => [String(rule.burst), String(rule.perSecond)]);
    const taken = await this.redis((redis) => redis.eval(TAKE, { keys, arguments: rules }));
    return taken === undefined ? this.memory.take(person) : Number(taken) === 1;
  }
}
