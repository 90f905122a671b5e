import { GraphQLError } from 'graphql';
import type { RequestContext } from '../context';

/**
 * Limits on what anyone can write without signing in (orders, lists, lab bookings, appointments,
 * requests for help, the contact form), counted per phone number and per client address within
 * an hour that starts at the first write. The defaults (WRITES_PER_PHONE_PER_HOUR and
 * WRITES_PER_ADDRESS_PER_HOUR change them):
 * - a phone number: 10, which a family ordering groceries, medicines and a doctor's visit on one
 *   busy day stays well under, while a script filling shops with orders in someone's name stops;
 * - an address: 60, because mobile networks put many phones behind one address (carrier NAT), so
 *   one address is often many villagers; a script from one machine still stops at 60.
 * Only new writes count: the same request sent again with its idempotency key (a retry on a bad
 * network, or the offline outbox) is answered as before and counts nothing.
 */
export const WRITE_WINDOW_MS = 60 * 60 * 1000;
export const WRITES_PER_PHONE = 10;
export const WRITES_PER_ADDRESS = 60;

export interface WriteLimits {
  perPhone: number;
  perAddress: number;
}

export interface WriteCount {
  count: number;
  windowStartedAt: number;
}

export const writeCountKeepUntil = (state: WriteCount): number => state.windowStartedAt + WRITE_WINDOW_MS;

/** One more write in the window if under `limit`; otherwise the state as it was, and when the window ends. */
export function takeWrite(state: WriteCount | null, now: number, limit: number): { next: WriteCount; retryAfterMs: number | null } {
  const current = state && now < writeCountKeepUntil(state) ? state : { count: 0, windowStartedAt: now };
  if (current.count >= limit) return { next: current, retryAfterMs: writeCountKeepUntil(current) - now };
  return { next: { count: current.count + 1, windowStartedAt: current.windowStartedAt }, retryAfterMs: null };
}

/** The tables whose rows an anonymous write makes, each with its unique idempotency_key. */
export type WriteTable = 'checkout' | 'appointment' | 'help_request';

export function tooManyWrites(retryAfterMs: number): GraphQLError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new GraphQLError(
    `Too many orders and requests from this phone number or connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } },
  );
}

/**
 * Counts this write against the phone's and the address's limits, or refuses it (TOO_MANY_REQUESTS,
 * saying when to try again) before anything is written. A retry of a write already made passes
 * without counting. Call it once the input is checked, so a mistyped form counts nothing.
 */
export async function countAnonymousWrite(
  ctx: RequestContext,
  write: { phone: string; table: WriteTable; idempotencyKey: string },
): Promise<void> {
  const [made] = await ctx.db.query(`SELECT 1 FROM ${write.table} WHERE idempotency_key = $1`, [write.idempotencyKey]);
  if (made) return;
  const limits = ctx.services.settings.writeLimits;
  await countWrites(ctx, [
    [`write:phone:${write.phone}`, limits.perPhone],
    [addressKey(ctx), limits.perAddress],
  ]);
}

/** The count of anonymous writes from the client's address. */
export const addressKey = (ctx: RequestContext): string => `write:address:${ctx.client.ip}`;

/**
 * One more write against each [key, limit] in turn, or TOO_MANY_REQUESTS (saying when to try
 * again) at the first that is full, with what the earlier ones took given back.
 */
export async function countWrites(ctx: RequestContext, counts: ReadonlyArray<readonly [string, number]>): Promise<void> {
  const now = ctx.services.clock().getTime();
  const store = ctx.services.writeLimits;
  const taken: string[] = [];
  for (const [key, limit] of counts) {
    let retryAfterMs: number | null = null;
    await store.update(key, now, (state) => {
      const result = takeWrite(state, now, limit);
      retryAfterMs = result.retryAfterMs;
      return result.next;
    });
    if (retryAfterMs !== null) {
      // A refused write makes nothing, so it costs nothing: a villager refused because the many
      // phones behind their carrier's address used its hour keeps their own number's count.
      for (const counted of taken) await store.update(counted, now, (state) => (state ? giveBackWrite(state, now) : null));
      throw tooManyWrites(retryAfterMs);
    }
    taken.push(key);
  }
}

/** The state with one write fewer, as if the one just counted had not been. */
export function giveBackWrite(state: WriteCount, now: number): WriteCount | null {
  if (now >= writeCountKeepUntil(state)) return null;
  return { count: Math.max(0, state.count - 1), windowStartedAt: state.windowStartedAt };
}
