import { registerEnumType } from 'type-graphql';
import { OrderKind, OrderStatus } from './order-status';

/** What an order is waiting for from the staff, as the admin's dashboard counts it and the orders list filters by it. */
export enum OrderNeed {
  /** A shopping list or medicine order that no shop has priced yet. */
  PRICES = 'PRICES',
  /** Confirmed or packed goods, to be taken to the customer, and nobody given it yet. */
  DELIVERY_PERSON = 'DELIVERY_PERSON',
}

registerEnumType(OrderNeed, { name: 'OrderNeed', description: 'What an order is waiting for from the staff.' });

const sqlList = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Each need as a condition on customer_order aliased `o`: the one place the rule lives, so the
 * dashboard's figure and the list it links to always agree. A lab booking needs nobody: the lab
 * collects its samples itself; an order already out for delivery has someone (the shop itself,
 * when no rider was given).
 */
export const ORDER_NEED_SQL: Record<OrderNeed, string> = {
  [OrderNeed.PRICES]: `(o.status = '${OrderStatus.PLACED}' AND o.kind IN (${sqlList([OrderKind.FORDO, OrderKind.MEDICINE])}))`,
  [OrderNeed.DELIVERY_PERSON]: `(o.status IN (${sqlList([OrderStatus.CONFIRMED, OrderStatus.PACKED])}) AND o.delivery_user_id IS NULL AND o.kind <> '${OrderKind.LAB_TEST}')`,
};
