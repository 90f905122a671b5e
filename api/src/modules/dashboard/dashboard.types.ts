import { Field, Int, ObjectType } from 'type-graphql';
import { AppointmentStatus } from '../appointments/appointment-status';
import { OrderStatus } from '../orders/order-status';
import { HelpRequestKind, HelpRequestStatus } from '../requests/help-request-enums';

@ObjectType('OrderStatusCount', { simpleResolvers: true })
export class OrderStatusCount {
  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Int)
  count: number;
}

@ObjectType('HelpRequestCount', { simpleResolvers: true })
export class HelpRequestCount {
  @Field(() => HelpRequestKind)
  kind: HelpRequestKind;

  @Field(() => HelpRequestStatus)
  status: HelpRequestStatus;

  @Field(() => Int)
  count: number;
}

@ObjectType('AppointmentStatusCount', { simpleResolvers: true })
export class AppointmentStatusCount {
  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  @Field(() => Int)
  count: number;
}

@ObjectType('AdminDashboard', {
  description: 'What needs the admins now, counted as of the moment it is asked for.',
  simpleResolvers: true,
})
export class AdminDashboard {
  @Field({ description: 'Today in India, YYYY-MM-DD: the day the "today" figures count.' })
  day: string;

  @Field(() => [OrderStatusCount], {
    description:
      'Orders placed today, by the state they are in now: every state, in the order an order goes through them.',
  })
  ordersToday: OrderStatusCount[];

  @Field(() => Int, {
    description:
      'Shopping lists and medicine orders waiting for a shop to price them (staffOrders needs: PRICES), whatever day they came.',
  })
  listsToPrice: number;

  @Field(() => Int, {
    description: 'Orders waiting for a delivery person (staffOrders needs: DELIVERY_PERSON), whatever day they came.',
  })
  ordersWithoutDeliveryPerson: number;

  @Field(() => [HelpRequestCount], {
    description: 'Requests still open (NEW or IN_PROGRESS), by kind and state: every pair, zeros too.',
  })
  openHelpRequests: HelpRequestCount[];

  @Field(() => [AppointmentStatusCount], {
    description: "Today's appointments with the doctors, by state: every state.",
  })
  appointmentsToday: AppointmentStatusCount[];

  @Field(() => Int, { description: 'Products on sale in open shops with lowStockThreshold units or fewer.' })
  lowStockProducts: number;

  @Field(() => Int, {
    description: "The stock level lowStockProducts counts at or below (the shops' own low-stock default).",
  })
  lowStockThreshold: number;
}
