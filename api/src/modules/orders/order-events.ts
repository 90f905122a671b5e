import { filter, pipe } from '@graphql-yoga/subscription';
import { whileSignedIn } from '../../shared/auth/live-session';
import type { RequestContext } from '../../shared/context';
import type { OrderChange } from '../../shared/events';
import { notFound } from '../../shared/errors';
import { UserRole } from '../identity/user-role';
import { normalizeOrderCode } from './order-code';
import { isTrackingTokenFor } from './tracking-token';

/**
 * Tells subscribers about orders that changed. Called after the transaction has committed, so a
 * change that rolled back is never announced; a failure here is logged and never undoes the change.
 */
export async function announceOrders(
  ctx: RequestContext,
  where: string,
  params: unknown[],
  extra: Pick<OrderChange, 'previousDeliveryUserId'> = {},
): Promise<void> {
  try {
    const rows: Array<{
      id: string;
      code: string;
      checkout_id: string;
      status: string;
      vendor_id: string | null;
      category: string;
      delivery_user_id: string | null;
    }> = await ctx.db.query(
      `SELECT id, code, checkout_id, status, vendor_id, category, delivery_user_id FROM customer_order o WHERE ${where}`,
      params,
    );
    const at = ctx.services.clock().toISOString();
    for (const row of rows) {
      ctx.services.events.pubSub.publish('ORDER_CHANGED', {
        orderId: row.id,
        code: row.code,
        checkoutId: row.checkout_id,
        status: row.status,
        vendorId: row.vendor_id,
        category: row.category,
        deliveryUserId: row.delivery_user_id,
        at,
        ...extra,
      });
    }
  } catch (error) {
    ctx.log.warn({ err: error }, 'order change not announced');
  }
}

const changes = (ctx: RequestContext) => ctx.services.events.pubSub.subscribe('ORDER_CHANGED');

/**
 * A shop hears its own orders, and lists for any shop of its kind while no shop has taken them;
 * an admin hears every order. Refused at once without a signed-in shop or admin, and ended when
 * the sign-in does (whileSignedIn).
 */
export async function shopOrderChanges(ctx: RequestContext): Promise<AsyncIterable<OrderChange>> {
  const user = await ctx.auth.require([UserRole.VENDOR, UserRole.ADMIN]);
  if (user.role === UserRole.ADMIN) return pipe(changes(ctx), whileSignedIn(ctx, user));
  // A closed shop hears only its own orders (see canSeeOrder).
  const [shop]: Array<{ category: string }> = await ctx.db.query(
    'SELECT category FROM vendor WHERE id = $1 AND active',
    [user.vendorId],
  );
  return pipe(
    changes(ctx),
    filter(
      (change: OrderChange) =>
        change.vendorId === user.vendorId || (change.vendorId === null && change.category === shop?.category),
    ),
    whileSignedIn(ctx, user),
  );
}

/** A delivery person hears the orders assigned to them, and the one taken away from them, while signed in. */
export async function deliveryOrderChanges(ctx: RequestContext): Promise<AsyncIterable<OrderChange>> {
  const user = await ctx.auth.require([UserRole.DELIVERY]);
  return pipe(
    changes(ctx),
    filter((change: OrderChange) => change.deliveryUserId === user.id || change.previousDeliveryUserId === user.id),
    whileSignedIn(ctx, user),
  );
}

/** Whoever holds an order's tracking token hears that order's changes, and nothing else. */
export async function trackedOrderChanges(
  ctx: RequestContext,
  input: { code?: unknown; trackingToken?: unknown },
): Promise<AsyncIterable<OrderChange>> {
  const code = typeof input.code === 'string' ? normalizeOrderCode(input.code) : null;
  const token = typeof input.trackingToken === 'string' ? input.trackingToken : '';
  const [row]: Array<{ checkout_id: string }> = code
    ? await ctx.db.query('SELECT checkout_id FROM customer_order WHERE code = $1', [code])
    : [];
  if (!row || !isTrackingTokenFor(ctx.services.settings.jwtSecret, row.checkout_id, token)) {
    throw notFound('No order matches this code and tracking key.', 'code', { reason: 'orderNoMatch' });
  }
  return pipe(
    changes(ctx),
    filter((change: OrderChange) => change.code === code),
  );
}
