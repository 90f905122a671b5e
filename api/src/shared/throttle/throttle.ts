/**
 * Sign-in throttling, as pure rules over a small state kept per key (an account or an address):
 * - failures count within a 15-minute window;
 * - reaching the limit locks the key: 15 minutes the first time, doubling with each later lock
 *   (up to a day), so a patient guesser gets slower and slower;
 * - while locked every attempt is refused, even with the right password;
 * - a successful sign-in clears the account's state.
 */
export interface ThrottleState {
  failures: number;
  windowStartedAt: number;
  lockedUntil: number | null;
  lockouts: number;
  /** When the last lock was set; lockouts are forgotten a day after it. */
  lastLockAt: number | null;
}

export const WINDOW_MS = 15 * 60 * 1000;
export const FIRST_LOCK_MS = 15 * 60 * 1000;
export const MAX_LOCK_MS = 24 * 60 * 60 * 1000;
const FORGET_LOCKOUTS_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

/** Seconds to wait before trying again, or 0 when attempts are allowed. */
export function secondsLocked(state: ThrottleState | null, now: number): number {
  if (!state?.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil - now) / 1000);
}

export function lockDurationMs(lockouts: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, lockouts - 1), MAX_LOCK_MS);
}

export function afterFailure(state: ThrottleState | null, now: number, limit: number): ThrottleState {
  const lockouts = state?.lastLockAt && now - state.lastLockAt < FORGET_LOCKOUTS_MS ? state.lockouts : 0;
  const inWindow = state && now - state.windowStartedAt < WINDOW_MS && !(state.lockedUntil && state.lockedUntil <= now);
  const failures = (inWindow ? state.failures : 0) + 1;
  const windowStartedAt = inWindow ? state.windowStartedAt : now;
  if (failures >= limit) {
    const nextLockouts = lockouts + 1;
    return { failures: 0, windowStartedAt: now, lockedUntil: now + lockDurationMs(nextLockouts), lockouts: nextLockouts, lastLockAt: now };
  }
  return { failures, windowStartedAt, lockedUntil: null, lockouts, lastLockAt: state?.lastLockAt ?? null };
}

/** How long a key's state is worth keeping. */
export function keepUntil(state: ThrottleState): number {
  return Math.max(state.windowStartedAt + WINDOW_MS, state.lockedUntil ?? 0, (state.lastLockAt ?? 0) + FORGET_LOCKOUTS_MS);
}
