import type { HelpRequestKind, HelpRequestStatus, OrderNeed, OrderStatus } from '../../../generated/graphql';
import { noFilter, withFilter } from '../orders/orders-filter';
import { adminLinks } from '../paths';

/** Where each figure of the dashboard leads: the screen that acts on it, with the filter that shows what it counts. */
export const dashboardLinks = {
  ordersOn: (day: string, status: OrderStatus | null = null) =>
    `${adminLinks.orders}?${withFilter(new URLSearchParams(), { ...noFilter, day, status })}`,
  ordersNeeding: (needs: OrderNeed) =>
    `${adminLinks.orders}?${withFilter(new URLSearchParams(), { ...noFilter, needs })}`,
  /** The requests screen shows the NEW ones unless ?status= says another state. */
  requests: (kind: HelpRequestKind, status: HelpRequestStatus = 'NEW') =>
    `${adminLinks.requests}?${new URLSearchParams(status === 'NEW' ? { kind } : { kind, status })}`,
  /** The appointments screen shows today's when no ?day= is given. */
  appointmentsToday: adminLinks.appointments,
  /** The products running out, shop by shop, on the admin's products screen. */
  lowStock: `${adminLinks.products}?low=1`,
};
