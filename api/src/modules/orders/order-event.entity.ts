import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { UserEntity } from '../identity/user.entity';
import { OrderActor, OrderStatus } from './order-status';
import { OrderEntity } from './order.entity';

/** One change of an order's status: who, when (created_at), from what, to what, and why. */
@Entity({ name: 'order_event' })
@Index('order_event_order_id', ['orderId', 'createdAt'])
export class OrderEventEntity extends RecordEntity {
  @Column('uuid', { name: 'order_id' })
  orderId: string;

  @ManyToOne(() => OrderEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_event_order_id_fkey' })
  order?: OrderEntity;

  /** Null for the event that placed the order. */
  @Column({ type: 'enum', enum: OrderStatus, enumName: 'order_status', name: 'from_status', nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ type: 'enum', enum: OrderStatus, enumName: 'order_status', name: 'to_status' })
  toStatus: OrderStatus;

  @Column({ type: 'enum', enum: OrderActor, enumName: 'order_actor' })
  actor: OrderActor;

  /** The staff member who made the change; null for the customer. */
  @Column('uuid', { name: 'actor_user_id', nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id', foreignKeyConstraintName: 'order_event_actor_user_id_fkey' })
  actorUser?: UserEntity;

  @Column('text', { nullable: true })
  reason: string | null;
}
