import { createUnionType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { LabSamplePlace, OrderActor, OrderKind, OrderStatus } from './order-status';

@ObjectType('OrderReceipt', { description: "One shop's order in a checkout just placed.", simpleResolvers: true })
export class OrderReceipt {
  @Field()
  code: string;

  @Field(() => String, {
    nullable: true,
    description: 'Null for a list sent to any shop of a kind, until one takes it.',
  })
  shopName: string | null;

  @Field(() => String, { nullable: true, description: "The shop's name in Bengali, where it has one." })
  shopNameBn: string | null;

  @Field(() => Int, { nullable: true, description: 'In paise; null while the shop has yet to price it.' })
  totalPaise: number | null;

  @Field(() => Int)
  itemCount: number;

  @Field(() => OrderStatus)
  status: OrderStatus;
}

@ObjectType('OrderPlaced', { description: 'The checkout went through: one order per shop.', simpleResolvers: true })
export class OrderPlaced {
  @Field({ description: 'What to tell the shop or read out on the phone.' })
  checkoutCode: string;

  @Field({ description: "Keep this in the browser: it shows the orders' details and lets the customer cancel." })
  trackingToken: string;

  @Field(() => [OrderReceipt])
  orders: OrderReceipt[];
}

export enum CartProblemReason {
  UNAVAILABLE = 'UNAVAILABLE',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
  PRICE_CHANGED = 'PRICE_CHANGED',
  SHOP_CLOSED = 'SHOP_CLOSED',
}

registerEnumType(CartProblemReason, {
  name: 'CartProblemReason',
  valuesConfig: {
    UNAVAILABLE: { description: 'The product is no longer sold, or its shop is closed to orders.' },
    OUT_OF_STOCK: { description: 'Fewer units are left than the line asks for; `stock` says how many.' },
    PRICE_CHANGED: { description: 'The price is not the one the customer saw; `pricePaise` is the price now.' },
    SHOP_CLOSED: {
      description:
        'The shop is closed now: `shopName` and `opensAt` say which and when it opens. When `takesLaterOrders` is true, the same cart with `acceptAfterOpening` is taken, to be delivered after it opens.',
    },
  },
});

@ObjectType('CartLineProblem', {
  description: 'Why one line of the cart cannot be ordered as it is.',
  simpleResolvers: true,
})
export class CartLineProblem {
  @Field(() => ID)
  productId: string;

  @Field(() => CartProblemReason)
  reason: CartProblemReason;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => Int, { nullable: true, description: 'Units left now.' })
  stock: number | null;

  @Field(() => Int, { nullable: true, description: 'The price now, in paise.' })
  pricePaise: number | null;

  @Field(() => String, { nullable: true, description: "The shop's name, for SHOP_CLOSED." })
  shopName?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the shop next opens, for SHOP_CLOSED.' })
  opensAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'For SHOP_CLOSED: the shop takes orders for after it opens.' })
  takesLaterOrders?: boolean | null;
}

@ObjectType('CartNeedsChanges', {
  description: 'Nothing was ordered: some lines must change first.',
  simpleResolvers: true,
})
export class CartNeedsChanges {
  @Field(() => [CartLineProblem])
  problems: CartLineProblem[];
}

export const PlaceOrderResult = createUnionType({
  name: 'PlaceOrderResult',
  types: () => [OrderPlaced, CartNeedsChanges] as const,
  resolveType: (value) => ('problems' in value ? CartNeedsChanges : OrderPlaced),
});

@ObjectType('OrderSummary', {
  description: 'What Find Order shows to anyone who knows the phone number: nothing personal.',
  simpleResolvers: true,
})
export class OrderSummary {
  @Field()
  code: string;

  @Field()
  placedAt: Date;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Int, { nullable: true })
  totalPaise: number | null;

  @Field(() => Int)
  itemCount: number;
}

@ObjectType('OrderLine', { simpleResolvers: true })
export class OrderLine {
  @Field(() => Int)
  position: number;

  @Field(() => ID, { nullable: true })
  productId: string | null;

  @Field()
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'The Bengali name the customer saw when ordering; none for a free line.',
  })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  unit: string | null;

  @Field(() => Int, { nullable: true })
  quantity: number | null;

  @Field(() => Int, { nullable: true })
  unitPricePaise: number | null;

  @Field(() => Int, { nullable: true })
  totalPaise: number | null;

  @Field()
  available: boolean;
}

@ObjectType('OrderEvent', { description: 'One change of status.', simpleResolvers: true })
export class OrderEvent {
  @Field()
  at: Date;

  @Field(() => OrderStatus, { nullable: true })
  from: OrderStatus | null;

  @Field(() => OrderStatus)
  to: OrderStatus;

  @Field(() => OrderActor)
  by: OrderActor;

  @Field(() => String, { nullable: true })
  reason: string | null;
}

@ObjectType('OrderShop', { simpleResolvers: true })
export class OrderShop {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: "The shop's name in Bengali, where it has one." })
  nameBn: string | null;

  @Field()
  phone: string;
}

@ObjectType('OrderDeliveryPerson', { simpleResolvers: true })
export class OrderDeliveryPerson {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  phone: string;
}

@ObjectType('Order', {
  description: 'An order in full: for the browser holding its tracking token, its shop and admins.',
  simpleResolvers: true,
})
export class Order {
  @Field(() => ID)
  id: string;

  @Field()
  code: string;

  @Field(() => OrderKind)
  kind: OrderKind;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field()
  placedAt: Date;

  @Field(() => Int, { nullable: true })
  totalPaise: number | null;

  @Field({ description: 'Placed while the shop was closed: the customer agreed it is delivered after the shop opens.' })
  forAfterOpening: boolean;

  @Field(() => Int)
  itemCount: number;

  @Field()
  customerName: string;

  @Field()
  customerPhone: string;

  @Field()
  address: string;

  @Field(() => String, { nullable: true })
  landmark: string | null;

  @Field(() => String, { nullable: true, description: 'What the customer added for the shop.' })
  note: string | null;

  @Field(() => String, { nullable: true, description: 'For a lab-test booking: the day asked for, YYYY-MM-DD.' })
  preferredDate: string | null;

  @Field({ description: 'For a lab-test booking: the sample is collected at the address.' })
  homeCollection: boolean;

  @Field({ description: 'A prescription photo came with this medicine order.' })
  hasPrescription: boolean;

  @Field(() => [String], {
    nullable: true,
    description:
      "The prescription photos' addresses (GET with the staff's bearer token), in the order the customer sent them. Only for the order's pharmacy and admins: null for anyone else.",
  })
  prescriptionPhotos: string[] | null;

  @Field(() => LabSamplePlace, {
    nullable: true,
    description: 'For a lab-test booking: where the lab took the sample, once it has.',
  })
  samplePlace: LabSamplePlace | null;

  @Field({
    description:
      "For a lab-test booking: the lab has uploaded the report, fetched at /uploads/lab-reports/{id} with the order's tracking token (X-Tracking-Token) or signed in.",
  })
  hasReport: boolean;

  @Field(() => OrderDeliveryPerson, {
    nullable: true,
    description: 'Who brings it, once an admin has assigned someone.',
  })
  deliveryPerson: OrderDeliveryPerson | null;

  @Field(() => Int, { nullable: true, description: 'Cash on delivery as the delivery person recorded it, in paise.' })
  cashCollectedPaise: number | null;

  @Field(() => OrderShop, { nullable: true, description: 'Null for a shopping list no shop has taken yet.' })
  shop: OrderShop | null;

  @Field(() => [OrderLine])
  lines: OrderLine[];

  @Field(() => [OrderEvent])
  events: OrderEvent[];

  @Field(() => [OrderStatus], {
    description: 'Where the one asking may move it now (for the customer: CANCELLED while allowed).',
  })
  nextStatuses: OrderStatus[];
}

export const OrderConnection = Connection(Order, 'Order');
export type OrderConnection = InstanceType<typeof OrderConnection>;
