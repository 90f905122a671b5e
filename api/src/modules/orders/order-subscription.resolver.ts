import { Arg, Field, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { Public, Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { OrderChange } from '../../shared/events';
import { UserRole } from '../identity/user-role';
import { deliveryOrderChanges, shopOrderChanges, trackedOrderChanges } from './order-events';
import { OrderStatus } from './order-status';
import { TrackOrderInput } from './order.inputs';

@ObjectType('OrderChange', { description: 'An order changed: refetch it to see how.', simpleResolvers: true })
export class OrderChangeNotice {
  @Field(() => ID)
  orderId: string;

  @Field()
  code: string;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field()
  at: Date;
}

const notice = (change: OrderChange): OrderChangeNotice => ({
  orderId: change.orderId,
  code: change.code,
  status: change.status as OrderStatus,
  at: new Date(change.at),
});

/** Live order changes over graphql-ws; the access token rides in connectionParams. */
@Resolver()
export class OrderSubscriptionResolver {
  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Subscription(() => OrderChangeNotice, {
    description: "A shop's orders as they change (every order for an admin).",
    subscribe: ({ context }) => shopOrderChanges(context as RequestContext),
  })
  shopOrderChanged(@Root() change: OrderChange): OrderChangeNotice {
    return notice(change);
  }

  @Roles(UserRole.DELIVERY)
  @Subscription(() => OrderChangeNotice, {
    description: 'The orders assigned to the signed-in delivery person as they change.',
    subscribe: ({ context }) => deliveryOrderChanges(context as RequestContext),
  })
  deliveryOrderChanged(@Root() change: OrderChange): OrderChangeNotice {
    return notice(change);
  }

  @Public()
  @Subscription(() => OrderChangeNotice, {
    description: 'One order as it changes, for the browser holding its tracking token.',
    subscribe: ({ args, context }) =>
      trackedOrderChanges(context as RequestContext, (args as { input?: Record<string, unknown> }).input ?? {}),
  })
  trackedOrderChanged(
    @Arg('input', () => TrackOrderInput) _input: TrackOrderInput,
    @Root() change: OrderChange,
  ): OrderChangeNotice {
    return notice(change);
  }
}
