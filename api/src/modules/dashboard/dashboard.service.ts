import type { RequestContext } from '../../shared/context';
import { addDays, indiaToday } from '../../shared/india-date';
import { AppointmentStatus } from '../appointments/appointment-status';
import { LOW_STOCK_THRESHOLD } from '../catalog/shop-product.inputs';
import { OrderNeed, ORDER_NEED_SQL } from '../orders/order-needs';
import { OrderStatus } from '../orders/order-status';
import { HelpRequestKind, HelpRequestStatus } from '../requests/help-request-enums';
import type { AdminDashboard } from './dashboard.types';

const OPEN_REQUEST_STATES = [HelpRequestStatus.NEW, HelpRequestStatus.IN_PROGRESS];

/** The instant a day in India begins (India keeps +05:30 all year). */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Counts keyed by what they count, with every key there (a state nothing is in counts 0). */
function countsOf<K extends string>(keys: readonly K[], rows: Array<{ key: string; count: number }>): Map<K, number> {
  const counts = new Map<K, number>(keys.map((key) => [key, 0]));
  for (const row of rows) counts.set(row.key as K, row.count);
  return counts;
}

/**
 * The admin's dashboard: four statements whatever the numbers, run side by side. The orders are
 * counted in one pass over today's orders and those still waiting for prices or a delivery person.
 */
export async function adminDashboard(ctx: RequestContext): Promise<AdminDashboard> {
  const day = indiaToday(ctx.services.clock());
  const prices = ORDER_NEED_SQL[OrderNeed.PRICES];
  const rider = ORDER_NEED_SQL[OrderNeed.DELIVERY_PERSON];
  const [orders, requests, appointments, [lowStock]] = await Promise.all([
    ctx.db.query<Array<{ key: string; count: number; to_price: number; to_assign: number }>>(
      `SELECT o.status::text AS key,
              count(*) FILTER (WHERE o.created_at >= $1 AND o.created_at < $2)::int AS count,
              count(*) FILTER (WHERE ${prices})::int AS to_price,
              count(*) FILTER (WHERE ${rider})::int AS to_assign
         FROM customer_order o
        WHERE (o.created_at >= $1 AND o.created_at < $2) OR ${prices} OR ${rider}
        GROUP BY o.status`,
      [indiaMidnight(day), indiaMidnight(addDays(day, 1))],
    ),
    ctx.db.query<Array<{ key: string; count: number }>>(
      `SELECT kind::text || ' ' || status::text AS key, count(*)::int AS count
         FROM help_request WHERE status = ANY($1::help_request_status[]) GROUP BY kind, status`,
      [OPEN_REQUEST_STATES],
    ),
    ctx.db.query<Array<{ key: string; count: number }>>(
      `SELECT a.status::text AS key, count(*)::int AS count
         FROM appointment a JOIN appointment_slot s ON s.id = a.slot_id
        WHERE s.day = $1::date GROUP BY a.status`,
      [day],
    ),
    ctx.db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM product p JOIN vendor v ON v.id = p.vendor_id
        WHERE v.active AND p.available AND p.stock <= $1`,
      [LOW_STOCK_THRESHOLD],
    ),
  ]);

  const ordersToday = countsOf(Object.values(OrderStatus), orders);
  const requestKeys = Object.values(HelpRequestKind).flatMap((kind) =>
    OPEN_REQUEST_STATES.map((status) => ({ kind, status, key: `${kind} ${status}` })),
  );
  const openRequests = countsOf(
    requestKeys.map((r) => r.key),
    requests,
  );
  const appointmentsToday = countsOf(Object.values(AppointmentStatus), appointments);
  return {
    day,
    ordersToday: [...ordersToday].map(([status, count]) => ({ status, count })),
    listsToPrice: orders.reduce((sum, row) => sum + row.to_price, 0),
    ordersWithoutDeliveryPerson: orders.reduce((sum, row) => sum + row.to_assign, 0),
    openHelpRequests: requestKeys.map(({ kind, status, key }) => ({ kind, status, count: openRequests.get(key) ?? 0 })),
    appointmentsToday: [...appointmentsToday].map(([status, count]) => ({ status, count })),
    lowStockProducts: lowStock.count,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
  };
}
