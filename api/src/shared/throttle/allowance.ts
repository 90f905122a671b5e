/**
 * An allowance: how many of something a key (a phone, an address, an account) may take in a
 * window, as pure rules over a small state. Every limit in Haat is one: anonymous writes per hour,
 * sign-in attempts per 15 minutes, reset mails per hour. The stores apply these rules atomically:
 * PostgreSQL under a row lock (postgres-limit-store.ts), Redis in one Lua script that mirrors this
 * file line for line (redis-limit-store.ts); limit-stores.test.ts holds both to the same cases.
 *
 * - The window starts at the first take and lasts `windowMs`; a take is refused once `limit` are
 *   taken, until the window ends.
 * - With `lock`, the take that reaches the limit locks the key: `firstMs` the first time, doubling
 *   with each later lock up to `maxMs`; lockouts are forgotten `forgetMs` after the last one. A lock
 *   that ends starts a fresh window.
 * - `giveBack` returns one take, as if it had not been made: a sign-in attempt that proved right,
 *   or a write refused elsewhere. Giving back the take that set a lock lifts the lock.
 */
export interface AllowanceRule {
  limit: number;
  windowMs: number;
  lock?: { firstMs: number; maxMs: number; forgetMs: number };
}

export interface AllowanceState {
  count: number;
  windowEndsAt: number;
  /** 0 when not locked. */
  lockedUntil: number;
  lockouts: number;
  /** When the lockouts are forgotten (0 with none). */
  lockoutsEndAt: number;
}

export type Take = { taken: true } | { taken: false; retryAfterMs: number };

export function lockMs(rule: AllowanceRule, lockouts: number): number {
  const lock = rule.lock!;
  return Math.min(lock.firstMs * 2 ** Math.max(0, lockouts - 1), lock.maxMs);
}

/** The state as it stands at `now`: an ended window or lock starts afresh, old lockouts are forgotten. */
function current(state: AllowanceState | null, now: number, rule: AllowanceRule): AllowanceState {
  const lockouts = state && state.lockoutsEndAt > now ? state.lockouts : 0;
  const lockoutsEndAt = lockouts > 0 ? state!.lockoutsEndAt : 0;
  const ended = !state || state.windowEndsAt <= now || (state.lockedUntil > 0 && state.lockedUntil <= now);
  if (ended) return { count: 0, windowEndsAt: now + rule.windowMs, lockedUntil: 0, lockouts, lockoutsEndAt };
  return { ...state, lockouts, lockoutsEndAt };
}

/**
 * One more take (of `amount`: bytes, say, where the allowance is a size), or the wait until it
 * fits. `next` is the state to keep either way.
 */
export function take(
  state: AllowanceState | null,
  now: number,
  rule: AllowanceRule,
  amount = 1,
): { result: Take; next: AllowanceState } {
  const s = current(state, now, rule);
  if (s.lockedUntil > now) return { result: { taken: false, retryAfterMs: s.lockedUntil - now }, next: s };
  if (s.count + amount > rule.limit) return { result: { taken: false, retryAfterMs: s.windowEndsAt - now }, next: s };
  s.count += amount;
  if (rule.lock && s.count >= rule.limit) {
    s.lockouts += 1;
    s.lockedUntil = now + lockMs(rule, s.lockouts);
    s.lockoutsEndAt = now + rule.lock.forgetMs;
  }
  return { result: { taken: true }, next: s };
}

/** The state with one take (of `amount`) fewer; null when nothing is left worth keeping. */
export function giveBack(
  state: AllowanceState | null,
  now: number,
  rule: AllowanceRule,
  amount = 1,
): AllowanceState | null {
  if (!state) return null;
  const s = current(state, now, rule);
  if (s.count > 0) {
    // Only the take that reaches the limit sets a lock, and none is made while locked: a lock
    // standing at the limit is this take's (or one made with it, whose own give-back lifts it).
    if (rule.lock && s.lockedUntil > now && s.count >= rule.limit) {
      s.lockedUntil = 0;
      s.lockouts = Math.max(0, s.lockouts - 1);
      if (s.lockouts === 0) s.lockoutsEndAt = 0;
    }
    s.count = Math.max(0, s.count - amount);
  }
  return s.count > 0 || s.lockedUntil > now || s.lockouts > 0 ? s : null;
}

/** How long a state is worth keeping (ms since the epoch). */
export function keepUntil(state: AllowanceState): number {
  return Math.max(state.windowEndsAt, state.lockedUntil, state.lockoutsEndAt);
}
