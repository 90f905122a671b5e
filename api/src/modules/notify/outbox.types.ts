import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { OrderStatus } from '../orders/order-status';
import { OutboxChannel, OutboxKind, OutboxStatus } from './outbox-enums';

@ObjectType('OutboxMessage', {
  description: 'A chat post or mail the app sends, as admins follow it.',
  simpleResolvers: true,
})
export class OutboxMessage {
  @Field(() => ID)
  id: string;

  @Field(() => OutboxChannel)
  channel: OutboxChannel;

  @Field(() => OutboxKind)
  kind: OutboxKind;

  @Field(() => OutboxStatus)
  status: OutboxStatus;

  @Field({ description: 'The order or request code it is about, or the address of a mail.' })
  reference: string;

  @Field(() => OrderStatus, {
    nullable: true,
    description: 'For an order status message: the state the order moved to.',
  })
  orderStatus: OrderStatus | null;

  @Field(() => String, {
    nullable: true,
    description: "The shop whose chat group it goes to; null for the admins' group and for mail.",
  })
  shopName: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => Int, { description: 'Tries so far (at most 5 before it is kept as failed).' })
  attempts: number;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last try failed, in the words of the bot or mail server.',
  })
  lastError: string | null;

  @Field()
  createdAt: Date;

  @Field({ description: 'When the next try is due, while it is pending.' })
  nextAttemptAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;
}

export const OutboxMessageConnection = Connection(OutboxMessage, 'OutboxMessage');

@ObjectType('OutboxCounts', {
  description: 'How many messages wait and how many failed: for the admin dashboard.',
  simpleResolvers: true,
})
export class OutboxCounts {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  failed: number;
}
