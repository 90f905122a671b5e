import { OrderActor, OrderKind, OrderStatus } from './order-status';

const { CUSTOMER, VENDOR, DELIVERY, ADMIN } = OrderActor;
const { CART, FORDO, MEDICINE, LAB_TEST } = OrderKind;
const ALL_KINDS = [CART, FORDO, MEDICINE, LAB_TEST];
/** Lists and prescriptions are priced by the shop before anyone can confirm them. */
const PRICED_FIRST = [FORDO, MEDICINE];
const PRICED_UP_FRONT = [CART, LAB_TEST];
/** Goods are packed and taken to the door; a lab booking never is (its own steps are below). */
const GOODS = [CART, FORDO, MEDICINE];

/** What about an order, beyond its kind and state, a move may need. */
export interface OrderFacts {
  /** A shop has the order (a list no shop took yet has none). */
  hasShop: boolean;
  /** A Haat delivery person is assigned. */
  hasRider: boolean;
  /** The order's shop takes its orders to the door itself. */
  shopDeliversItself: boolean;
}

/**
 * A condition a move needs besides who makes it:
 * - carrier: someone to take it to the door, an assigned rider or the shop itself;
 * - ownDelivery: the shop hands it over itself: it delivers its own orders, or no rider took this one;
 * - shop: a shop has taken the order.
 */
type Need = 'carrier' | 'ownDelivery' | 'shop';

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor[];
  kinds: OrderKind[];
  needs?: Need;
  /** Made only by pricing the list line by line (priceListOrder), never by a status move. */
  byPricing?: boolean;
}

/** The facts of an order's row (customer_order, with its shop's delivers_itself). */
export function factsOf(order: {
  vendor_id: string | null;
  delivery_user_id: string | null;
  shop_delivers_itself: boolean | null;
}): OrderFacts {
  return {
    hasShop: order.vendor_id !== null,
    hasRider: order.delivery_user_id !== null,
    shopDeliversItself: order.shop_delivers_itself === true,
  };
}

export function meets(need: Need | undefined, facts: OrderFacts): boolean {
  if (need === 'carrier') return facts.hasRider || facts.shopDeliversItself;
  if (need === 'ownDelivery') return facts.shopDeliversItself || !facts.hasRider;
  if (need === 'shop') return facts.hasShop;
  return true;
}

/**
 * Every move an order can make, and who may make it: the one place the rules live. A move not
 * listed here does not happen. Cancelling gives stock back (see order-status.service.ts).
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: OrderStatus.PLACED, to: OrderStatus.CONFIRMED, by: [VENDOR, ADMIN], kinds: PRICED_UP_FRONT },
  { from: OrderStatus.PLACED, to: OrderStatus.PRICED, by: [VENDOR, ADMIN], kinds: PRICED_FIRST, byPricing: true },
  { from: OrderStatus.PRICED, to: OrderStatus.CONFIRMED, by: [CUSTOMER], kinds: PRICED_FIRST, needs: 'shop' },
  { from: OrderStatus.CONFIRMED, to: OrderStatus.PACKED, by: [VENDOR, ADMIN], kinds: GOODS },
  // Sent out with a rider assigned, or by a shop that takes its orders to the door itself.
  {
    from: OrderStatus.PACKED,
    to: OrderStatus.OUT_FOR_DELIVERY,
    by: [VENDOR, DELIVERY, ADMIN],
    kinds: GOODS,
    needs: 'carrier',
  },
  { from: OrderStatus.OUT_FOR_DELIVERY, to: OrderStatus.DELIVERED, by: [DELIVERY, ADMIN], kinds: GOODS },
  { from: OrderStatus.OUT_FOR_DELIVERY, to: OrderStatus.DELIVERED, by: [VENDOR], kinds: GOODS, needs: 'ownDelivery' },
  // A lab booking: the lab takes the sample (at home or at the lab, recordLabSample), uploads the
  // report (lab-reports.ts), and marks it done.
  { from: OrderStatus.CONFIRMED, to: OrderStatus.SAMPLE_COLLECTED, by: [VENDOR, ADMIN], kinds: [LAB_TEST] },
  { from: OrderStatus.SAMPLE_COLLECTED, to: OrderStatus.REPORT_READY, by: [VENDOR, ADMIN], kinds: [LAB_TEST] },
  { from: OrderStatus.REPORT_READY, to: OrderStatus.COMPLETED, by: [VENDOR, ADMIN], kinds: [LAB_TEST] },
  // The customer may cancel until the shop has acted, and decline a priced list.
  { from: OrderStatus.PLACED, to: OrderStatus.CANCELLED, by: [CUSTOMER, VENDOR, ADMIN], kinds: ALL_KINDS },
  { from: OrderStatus.PRICED, to: OrderStatus.CANCELLED, by: [CUSTOMER, VENDOR, ADMIN], kinds: PRICED_FIRST },
  // The shop or an admin may cancel until the order has left the shop.
  { from: OrderStatus.CONFIRMED, to: OrderStatus.CANCELLED, by: [VENDOR, ADMIN], kinds: ALL_KINDS },
  { from: OrderStatus.PACKED, to: OrderStatus.CANCELLED, by: [VENDOR, ADMIN], kinds: GOODS },
  // The lab or an admin may cancel a booking until its report is ready.
  { from: OrderStatus.SAMPLE_COLLECTED, to: OrderStatus.CANCELLED, by: [VENDOR, ADMIN], kinds: [LAB_TEST] },
];

/** The moves from `from` to `to` for this kind of order, whoever makes them. */
export function findTransitions(kind: OrderKind, from: OrderStatus, to: OrderStatus): Transition[] {
  return TRANSITIONS.filter((t) => t.from === from && t.to === to && t.kinds.includes(kind));
}

/**
 * The statuses `actor` may bring an order of `kind` to from `from`, for buttons and for checks.
 * PRICED among them means the actor may price the list (priceListOrder), the only way there.
 */
export function nextStatuses(kind: OrderKind, from: OrderStatus, actor: OrderActor, facts: OrderFacts): OrderStatus[] {
  const next = TRANSITIONS.filter(
    (t) => t.from === from && t.kinds.includes(kind) && t.by.includes(actor) && meets(t.needs, facts),
  ).map((t) => t.to);
  return [...new Set(next)];
}
