import type Redis from 'ioredis';
import type { AllowanceRule, Take } from './allowance';
import type { LimitStore } from './limit-store';

const PREFIX = 'haat:limit:';

/**
 * allowance.ts's take and giveBack in Lua, line for line, so Redis runs each as one atomic step:
 * no optimistic retries, so no request fails because others counted on the same key at once.
 * The state is a hash: c count, w window end, l locked until, n lockouts, f lockouts forgotten at.
 * ARGV: op ("take" | "give"), now, limit, window, lock's first, max and forget (0: no lock), amount.
 * Returns { taken 1|0, retry after ms }.
 */
const SCRIPT = `
local op, now, limit, windowMs = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local lockFirst, lockMax, forget, amount = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local h = redis.call('HMGET', KEYS[1], 'c', 'w', 'l', 'n', 'f')
local exists = h[1] ~= false
if not exists and op == 'give' then return {1, 0} end
local c, w, l, n, f = tonumber(h[1]) or 0, tonumber(h[2]) or 0, tonumber(h[3]) or 0, tonumber(h[4]) or 0, tonumber(h[5]) or 0
if f <= now then n = 0 end
if n == 0 then f = 0 end
if (not exists) or w <= now or (l > 0 and l <= now) then c = 0; w = now + windowMs; l = 0 end
local result = {1, 0}
if op == 'take' then
  if l > now then result = {0, l - now}
  elseif c + amount > limit then result = {0, w - now}
  else
    c = c + amount
    if lockFirst > 0 and c >= limit then
      n = n + 1
      l = now + math.min(lockFirst * 2 ^ (n - 1), lockMax)
      f = now + forget
    end
  end
else
  if c > 0 then
    if lockFirst > 0 and l > now and c >= limit then
      l = 0
      n = math.max(0, n - 1)
      if n == 0 then f = 0 end
    end
    c = math.max(0, c - amount)
  end
  if not (c > 0 or l > now or n > 0) then
    redis.call('DEL', KEYS[1])
    return {1, 0}
  end
end
local keep = math.max(w, l, f)
local int = function(x) return string.format('%.0f', x) end
redis.call('HSET', KEYS[1], 'c', int(c), 'w', int(w), 'l', int(l), 'n', int(n), 'f', int(f))
redis.call('PEXPIRE', KEYS[1], int(math.max(1, keep - now)))
return result
`;

type Reply = [number, number];

/** Allowances in Redis, shared by every instance that uses the same server. */
export class RedisLimitStore implements LimitStore {
  constructor(private readonly redis: Redis) {
    redis.defineCommand('haatAllowance', { numberOfKeys: 1, lua: SCRIPT });
  }

  async take(key: string, rule: AllowanceRule, now: number, amount = 1): Promise<Take> {
    const [taken, retryAfterMs] = await this.run('take', key, rule, now, amount);
    return taken === 1 ? { taken: true } : { taken: false, retryAfterMs };
  }

  async giveBack(key: string, rule: AllowanceRule, now: number, amount = 1): Promise<void> {
    await this.run('give', key, rule, now, amount);
  }

  private run(op: 'take' | 'give', key: string, rule: AllowanceRule, now: number, amount: number): Promise<Reply> {
    const lock = rule.lock ?? { firstMs: 0, maxMs: 0, forgetMs: 0 };
    const command = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<Reply>>).haatAllowance;
    return command.call(
      this.redis,
      PREFIX + key,
      op,
      now,
      rule.limit,
      rule.windowMs,
      lock.firstMs,
      lock.maxMs,
      lock.forgetMs,
      amount,
    );
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
