import { GraphQLError } from 'graphql';
import type { RequestContext } from '../context';
import type { AllowanceRule } from './allowance';
import { takeAll } from './limit-store';

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

/** Find Order's look-ups of a phone's orders: per phone looked up, and per client address. */
export const LOOKUPS_PER_PHONE = 30;
export const LOOKUPS_PER_ADDRESS = 300;

/** What one phone number and one client address may do in an hour. */
export interface WriteLimits {
  perPhone: number;
  perAddress: number;
}

/** An hour's allowance of `limit` writes. */
export const writesPerHour = (limit: number): AllowanceRule => ({ limit, windowMs: WRITE_WINDOW_MS });

/** The tables whose rows an anonymous write makes, each with its unique idempotency_key. */
export type WriteTable = 'checkout' | 'appointment' | 'help_request';

/** Refused for its count: `what` ("orders and requests", "look-ups") and when to try again. */
export function tooMany(what: string, retryAfterMs: number): GraphQLError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new GraphQLError(
    `Too many ${what} from this phone number or connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } },
  );
}

export const tooManyWrites = (retryAfterMs: number): GraphQLError => tooMany('orders and requests', retryAfterMs);

/**
 * Counts this write against the phone's and the address's limits, or refuses it (TOO_MANY_REQUESTS,
 * saying when to try again) before anything is written. A retry of a write already made passes
 * without counting. Call it once the input is checked, so a mistyped form counts nothing.
 */
export async function countAnonymousWrite(
  ctx: RequestContext,
  write: { phone: string; table: WriteTable; idempotencyKey: string },
): Promise<void> {
  const [made] = await ctx.db.query<unknown[]>(`SELECT 1 FROM ${write.table} WHERE idempotency_key = $1`, [
    write.idempotencyKey,
  ]);
  if (made) return;
  const limits = ctx.services.settings.writeLimits;
  await countWrites(ctx, [
    [`write:phone:${write.phone}`, limits.perPhone],
    [addressKey(ctx), limits.perAddress],
  ]);
}

/** The count of anonymous writes from the client's address. */
export const addressKey = (ctx: RequestContext): string => addressKeyOf(ctx.client.ip);
export const addressKeyOf = (ip: string): string => `write:address:${ip}`;

/**
 * One more write against each [key, limit], or TOO_MANY_REQUESTS (saying when to try again) at
 * the first that is full, with what the earlier ones took given back: a villager refused because
 * the many phones behind their carrier's address used its hour keeps their own number's count.
 */
export async function countWrites(
  ctx: RequestContext,
  counts: ReadonlyArray<readonly [string, number]>,
  refusal: (retryAfterMs: number) => GraphQLError = tooManyWrites,
): Promise<void> {
  const result = await takeAll(
    ctx.services.limits,
    counts.map(([key, limit]) => [key, writesPerHour(limit)] as const),
    ctx.services.clock().getTime(),
  );
  if (!result.taken) throw refusal(result.retryAfterMs);
}
