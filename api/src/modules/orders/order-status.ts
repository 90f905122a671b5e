import { registerEnumType } from 'type-graphql';

/**
 * Where an order stands. A shopping list is priced before it is confirmed; the rest skip PRICED.
 * Goods are packed, sent out and delivered; a lab booking has its sample collected, its report
 * made ready and is then done (COMPLETED), never packed or sent out.
 */
export enum OrderStatus {
  PLACED = 'PLACED',
  PRICED = 'PRICED',
  CONFIRMED = 'CONFIRMED',
  PACKED = 'PACKED',
  OUT_FOR_DELIVERY = 'OUT_FOR_DELIVERY',
  DELIVERED = 'DELIVERED',
  SAMPLE_COLLECTED = 'SAMPLE_COLLECTED',
  REPORT_READY = 'REPORT_READY',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(OrderStatus, { name: 'OrderStatus' });

/** What was ordered: a cart of products, a shopping list (fordo), medicines, or lab tests. */
export enum OrderKind {
  CART = 'CART',
  FORDO = 'FORDO',
  MEDICINE = 'MEDICINE',
  LAB_TEST = 'LAB_TEST',
}

registerEnumType(OrderKind, { name: 'OrderKind' });

/** Who moved an order, as its events record it. Customers have no account: they hold the tracking token. */
export enum OrderActor {
  CUSTOMER = 'CUSTOMER',
  VENDOR = 'VENDOR',
  DELIVERY = 'DELIVERY',
  ADMIN = 'ADMIN',
}

registerEnumType(OrderActor, { name: 'OrderActor' });

/** Where a lab booking's sample was taken: at the customer's address, or at the lab. */
export enum LabSamplePlace {
  HOME = 'HOME',
  LAB = 'LAB',
}

registerEnumType(LabSamplePlace, { name: 'LabSamplePlace' });
