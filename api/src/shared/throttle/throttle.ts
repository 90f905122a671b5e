import type { AllowanceRule } from './allowance';

/**
 * Sign-in throttling, as allowances (allowance.ts) kept per account and per address:
 * - each attempt is taken from both before its password is looked at, so attempts sent at once
 *   are counted as they arrive, and no more than the limit are ever checked;
 * - the attempt that reaches an account's 5th in 15 minutes (an address's 20th) locks it: 15
 *   minutes the first time, doubling with each later lock (up to a day), so a patient guesser gets
 *   slower and slower;
 * - while locked every attempt is refused, even with the right password;
 * - an attempt that proves right is given back (lifting the lock if it was the one that set it),
 *   so a villager's own success never counts against them, and never erases others' failures.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const FIRST_LOCK_MS = 15 * 60 * 1000;
export const MAX_LOCK_MS = 24 * 60 * 60 * 1000;
const FORGET_LOCKOUTS_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

const lock = { firstMs: FIRST_LOCK_MS, maxMs: MAX_LOCK_MS, forgetMs: FORGET_LOCKOUTS_MS };

/** Password attempts on one account (sign-in, and changing a password). */
export const ACCOUNT_ATTEMPTS: AllowanceRule = { limit: ACCOUNT_LIMIT, windowMs: WINDOW_MS, lock };
/** Password attempts from one address, across accounts. */
export const ADDRESS_ATTEMPTS: AllowanceRule = { limit: ADDRESS_LIMIT, windowMs: WINDOW_MS, lock };
