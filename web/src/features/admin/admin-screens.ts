import { createElement, type ComponentType } from 'react';
import { AdminsPage } from './admins/admins-page';
import { AppointmentsPage } from './appointments/appointments-page';
import { DeliveryStaffPage } from './delivery/delivery-page';
import { NotificationsPage } from './notifications/notifications-page';
import { OrdersPage } from './orders/orders-page';
import { ProductsPage } from './products/products-page';
import { RecordKindPage } from './records/record-kind-page';
import { recordKinds } from './records/kinds';
import { RequestsPage } from './requests/requests-page';
import { VendorsPage } from './vendors/vendors-page';

/**
 * The admin screens built so far, by the {type} of /admin/{type}; any other type shows the
 * admin's home until its screen is built. Loaded as a chunk of its own, with /admin/{type} only.
 */
export const adminScreens: Record<string, ComponentType> = {
  notifications: NotificationsPage,
  orders: OrdersPage,
  vendors: VendorsPage,
  products: ProductsPage,
  delivery: DeliveryStaffPage,
  appointments: AppointmentsPage,
  requests: RequestsPage,
  admins: AdminsPage,
  // The directory's kinds of record, each through the one generic screen.
  ...Object.fromEntries(recordKinds.map((entry) => [entry.type, () => createElement(RecordKindPage, { entry })])),
};
