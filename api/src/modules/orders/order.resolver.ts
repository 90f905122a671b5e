import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Public, Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { UserRole } from '../identity/user-role';
import { cancelOrderAsCustomer, ordersByPhone, respondToPrice, trackOrder } from './find-order.service';
import { bookLabTests } from './lab-booking.service';
import { placeListOrder, priceListOrder } from './list-order.service';
import {
  AssignOrderInput,
  CancelOrderInput,
  CorrectCashInput,
  RecordCashInput,
  StaffOrdersArgs,
  LabBookingInput,
  ListOrderInput,
  PlaceOrderInput,
  PriceListOrderInput,
  RespondToPriceInput,
  TrackOrderInput,
  UpdateOrderStatusInput,
} from './order.inputs';
import { Order, OrderConnection, OrderPlaced, OrderSummary, PlaceOrderResult } from './order.types';
import { assignOrder, correctCashCollected, recordCashCollected, staffOrders } from './delivery.service';
import type { Page } from '../../shared/pagination';
import { placeOrder } from './place-order.service';
import { moveOrderAsStaff, staffOrder } from './staff-orders.service';

const trimmed = (text: string | null | undefined) => text?.trim() || null;

@Resolver()
export class OrderResolver {
  @Public()
  @Mutation(() => PlaceOrderResult, {
    description:
      'Checks the cart against the shops (prices, stock) and places one order per shop, or says what must change.',
  })
  placeOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
  ): Promise<typeof PlaceOrderResult> {
    return placeOrder(ctx, input);
  }

  @Public()
  @Query(() => [OrderSummary], {
    description: "A phone number's orders, newest first, as summaries: nothing personal.",
  })
  ordersByPhone(@Ctx() ctx: RequestContext, @Arg('phone') phone: string): Promise<OrderSummary[]> {
    return ordersByPhone(ctx, phone);
  }

  @Public()
  @Query(() => Order, {
    description: 'An order in full, for the browser holding its tracking token; NOT_FOUND otherwise.',
  })
  trackOrder(@Ctx() ctx: RequestContext, @Arg('input', () => TrackOrderInput) input: TrackOrderInput): Promise<Order> {
    return trackOrder(ctx, input);
  }

  @Public()
  @Mutation(() => Order, {
    description: 'The customer cancels, with the tracking token, while the shop has not yet acted.',
  })
  cancelOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CancelOrderInput) input: CancelOrderInput,
  ): Promise<Order> {
    return cancelOrderAsCustomer(ctx, input, trimmed(input.reason));
  }

  @Roles(UserRole.ADMIN, UserRole.VENDOR, UserRole.DELIVERY)
  @Query(() => Order, {
    nullable: true,
    description: "One order: a shop's own, a delivery person's assignment, or any for an admin.",
  })
  async order(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Order | null> {
    return staffOrder(ctx, await ctx.auth.require(), id);
  }

  @Roles(UserRole.ADMIN, UserRole.VENDOR, UserRole.DELIVERY)
  @Mutation(() => Order, {
    description: 'Moves an order on (confirm, pack, send out, deliver, cancel) as the order rules allow.',
  })
  async updateOrderStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateOrderStatusInput) input: UpdateOrderStatusInput,
  ): Promise<Order> {
    return moveOrderAsStaff(ctx, await ctx.auth.require(), input.orderId, input.status, trimmed(input.reason));
  }

  @Public()
  @Mutation(() => OrderPlaced, {
    description:
      'Sends a shopping list (to a grocery or the bazaar) or a list of medicines (to a pharmacy) for the shop to price.',
  })
  placeListOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ListOrderInput) input: ListOrderInput,
  ): Promise<OrderPlaced> {
    return placeListOrder(ctx, input);
  }

  @Roles(UserRole.ADMIN, UserRole.VENDOR)
  @Mutation(() => Order, {
    description: 'The shop prices every line of a list (or marks it unavailable); the customer then answers.',
  })
  async priceListOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PriceListOrderInput) input: PriceListOrderInput,
  ): Promise<Order> {
    return priceListOrder(ctx, await ctx.auth.require(), input);
  }

  @Public()
  @Mutation(() => Order, {
    description: 'The customer, with the tracking token, accepts a priced list (CONFIRMED) or declines it (CANCELLED).',
  })
  respondToPrice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RespondToPriceInput) input: RespondToPriceInput,
  ): Promise<Order> {
    return respondToPrice(ctx, input, input.accept);
  }

  @Public()
  @Mutation(() => OrderPlaced, { description: 'Books lab tests for a day, at the listed prices: one booking per lab.' })
  bookLabTests(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LabBookingInput) input: LabBookingInput,
  ): Promise<OrderPlaced> {
    return bookLabTests(ctx, input);
  }

  @Roles(UserRole.ADMIN, UserRole.VENDOR, UserRole.DELIVERY)
  @Query(() => OrderConnection, {
    description:
      "Orders on the signed-in person's desk, newest first: a shop's, a delivery person's assignments, or all for an admin.",
  })
  async staffOrders(@Ctx() ctx: RequestContext, @Args() args: StaffOrdersArgs): Promise<Page<Order>> {
    return staffOrders(ctx, await ctx.auth.require(), args);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => Order, { description: 'Gives an order to a delivery person, or moves it to another.' })
  async assignOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AssignOrderInput) input: AssignOrderInput,
  ): Promise<Order> {
    return assignOrder(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.DELIVERY, UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Order, {
    description:
      'Records the cash taken at the door: its delivery person, or the shop when it delivers its orders itself; settled once the order is delivered.',
  })
  async recordCashCollected(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RecordCashInput) input: RecordCashInput,
  ): Promise<Order> {
    return recordCashCollected(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => Order, {
    description: 'Corrects the cash recorded for a delivered order, with the reason, which the audit trail keeps.',
  })
  async correctCashCollected(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CorrectCashInput) input: CorrectCashInput,
  ): Promise<Order> {
    return correctCashCollected(ctx, await ctx.auth.require(), input);
  }
}
