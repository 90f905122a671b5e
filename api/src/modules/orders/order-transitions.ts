import { OrderActor, OrderKind, OrderStatus } from './order-status';

const { CUSTOMER, VENDOR, DELIVERY, ADMIN } = OrderActor;
const { CART, FORDO, MEDICINE, LAB_TEST } = OrderKind;
const ALL_KINDS = [CART, FORDO, MEDICINE, LAB_TEST];
/** Lists and prescriptions are priced by the shop before anyone can confirm them. */
const PRICED_FIRST = [FORDO, MEDICINE];
const PRICED_UP_FRONT = [CART, LAB_TEST];
/** Goods are packed and taken to the door; a lab booking never is (its own steps are below). */
const GOODS = [CART, FORDO, MEDICINE];

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor[];
  kinds: OrderKind[];
}

/**
 * Every move an order can make, and who may make it: the one place the rules live. A move not
 * listed here does not happen. Cancelling gives stock back (see order-status.service.ts).
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: OrderStatus.PLACED, to: OrderStatus.CONFIRMED, by: [VENDOR, ADMIN], kinds: PRICED_UP_FRONT },
  { from: OrderStatus.PLACED, to: OrderStatus.PRICED, by: [VENDOR, ADMIN], kinds: PRICED_FIRST },
  { from: OrderStatus.PRICED, to: OrderStatus.CONFIRMED, by: [CUSTOMER], kinds: PRICED_FIRST },
  { from: OrderStatus.CONFIRMED, to: OrderStatus.PACKED, by: [VENDOR, ADMIN], kinds: GOODS },
  { from: OrderStatus.PACKED, to: OrderStatus.OUT_FOR_DELIVERY, by: [VENDOR, DELIVERY, ADMIN], kinds: GOODS },
  { from: OrderStatus.OUT_FOR_DELIVERY, to: OrderStatus.DELIVERED, by: [DELIVERY, ADMIN], kinds: GOODS },
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

export function findTransition(kind: OrderKind, from: OrderStatus, to: OrderStatus): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to && t.kinds.includes(kind));
}

/** The statuses `actor` may move an order of `kind` to from `from`, for buttons and for checks. */
export function nextStatuses(kind: OrderKind, from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return TRANSITIONS.filter((t) => t.from === from && t.kinds.includes(kind) && t.by.includes(actor)).map((t) => t.to);
}
