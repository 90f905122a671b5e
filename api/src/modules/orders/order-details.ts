import type { EntityManager } from 'typeorm';
import { factsOf, nextStatuses } from './order-transitions';
import type { VendorCategory } from '../catalog/vendor-category';
import { OrderActor, type LabSamplePlace, type OrderKind, type OrderStatus } from './order-status';
import type { Order, OrderEvent, OrderLine } from './order.types';
import { prescriptionUrl } from './prescriptions';

export interface OrderRow {
  id: string;
  checkout_id: string;
  code: string;
  kind: OrderKind;
  status: OrderStatus;
  vendor_id: string | null;
  category: VendorCategory;
  created_at: Date;
  note: string | null;
  prescription_file: string | null;
  prescription_files: string[];
  preferred_date: string | null;
  home_collection: boolean;
  sample_place: LabSamplePlace | null;
  report_file: string | null;
  total_paise: number | null;
  item_count: number;
  for_after_opening: boolean;
  customer_name: string;
  customer_phone: string;
  address: string;
  landmark: string | null;
  shop_name: string | null;
  shop_name_bn: string | null;
  shop_phone: string | null;
  shop_delivers_itself: boolean | null;
  delivery_user_id: string | null;
  delivery_name: string | null;
  delivery_phone: string | null;
  cash_collected_paise: number | null;
}

/** An order with what the details page needs of its checkout and shop, by a condition on `o`. */
export async function findOrderRows(tx: EntityManager, where: string, params: unknown[]): Promise<OrderRow[]> {
  return tx.query(
    `SELECT o.id, o.checkout_id, o.code, o.kind, o.status, o.vendor_id, o.category, o.created_at, o.total_paise, o.item_count, o.for_after_opening,
            o.note, o.prescription_file, o.prescription_files, to_char(o.preferred_date, 'YYYY-MM-DD') AS preferred_date, o.home_collection,
            o.sample_place, o.report_file,
            c.customer_name, c.customer_phone, c.address, c.landmark, v.name AS shop_name, v.name_bn AS shop_name_bn, v.phone AS shop_phone,
            v.delivers_itself AS shop_delivers_itself,
            o.delivery_user_id, d.name AS delivery_name, d.phone AS delivery_phone, o.cash_collected_paise
       FROM customer_order o
       JOIN checkout c ON c.id = o.checkout_id
       LEFT JOIN vendor v ON v.id = o.vendor_id
       LEFT JOIN app_user d ON d.id = o.delivery_user_id
      WHERE ${where}`,
    params,
  );
}

/** The order's prescription photos in the order sent (an order from before several were allowed has one). */
function photosOf(r: OrderRow): string[] {
  if (r.prescription_files?.length) return r.prescription_files;
  return r.prescription_file ? [r.prescription_file] : [];
}

/** The first word of a name ("Rahim Uddin" → "Rahim"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/, 1)[0] ?? '';
}

/** Orders in full, lines and events included: three statements however many orders. */
export async function orderDetails(tx: EntityManager, rows: OrderRow[], viewer: OrderActor): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events] = await Promise.all([
    tx.query<Array<OrderLine & { order_id: string }>>(
      `SELECT order_id, position, product_id AS "productId", name, name_bn AS "nameBn", unit, quantity, unit_price_paise AS "unitPricePaise",
              total_paise AS "totalPaise", available
         FROM order_line WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
      [ids],
    ),
    tx.query<Array<OrderEvent & { order_id: string }>>(
      `SELECT order_id, created_at AS at, from_status AS "from", to_status AS "to", actor AS by, reason
         FROM order_event WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, created_at, id`,
      [ids],
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    status: r.status,
    placedAt: r.created_at,
    totalPaise: r.total_paise,
    itemCount: r.item_count,
    forAfterOpening: r.for_after_opening,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    address: r.address,
    landmark: r.landmark,
    note: r.note,
    preferredDate: r.preferred_date,
    homeCollection: r.home_collection,
    hasPrescription: r.prescription_file !== null,
    // The photos are the pharmacy's and the admins' to read: the file route refuses anyone else too.
    prescriptionPhotos:
      viewer === OrderActor.VENDOR || viewer === OrderActor.ADMIN ? photosOf(r).map(prescriptionUrl) : null,
    samplePlace: r.sample_place,
    hasReport: r.report_file !== null,
    // The customer's tracking names the rider by first name only, with a number to call.
    deliveryPerson: r.delivery_user_id
      ? {
          id: r.delivery_user_id,
          name: viewer === OrderActor.CUSTOMER ? firstName(r.delivery_name ?? '') : (r.delivery_name ?? ''),
          phone: r.delivery_phone ?? '',
        }
      : null,
    cashCollectedPaise: r.cash_collected_paise,
    shop: r.vendor_id
      ? { id: r.vendor_id, name: r.shop_name ?? '', nameBn: r.shop_name_bn, phone: r.shop_phone ?? '' }
      : null,
    lines: lines.filter((l) => l.order_id === r.id).map(({ order_id: _o, ...line }) => line),
    events: events.filter((e) => e.order_id === r.id).map(({ order_id: _o, ...event }) => event),
    nextStatuses: nextStatuses(r.kind, r.status, viewer, factsOf(r)),
  }));
}
