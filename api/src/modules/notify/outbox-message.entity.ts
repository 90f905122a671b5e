import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { VendorEntity } from '../catalog/vendor.entity';
import { OutboxChannel, OutboxKind, OutboxStatus } from './outbox-enums';

/**
 * A message to send, written in the same transaction as the change it tells of, so a committed
 * change always has its message and a rolled-back one never does. The worker renders the text when
 * it sends (from the record the subject names), so a corrected chat group applies on a retry.
 */
@Entity({ name: 'outbox_message' })
@Index('outbox_message_due', ['nextAttemptAt'], { where: `"status" = 'PENDING'` })
@Index('outbox_message_status_created', ['status', 'createdAt'])
@Index('outbox_message_pending_subject', ['subjectId', 'createdAt'], { where: `"status" = 'PENDING'` })
@Check('outbox_message_mail_check', `("channel" = 'MAIL') = ("email" IS NOT NULL)`)
@Check('outbox_message_attempts_check', `"attempts" >= 0`)
export class OutboxMessageEntity extends RecordEntity {
  @Column({ type: 'enum', enum: OutboxChannel, enumName: 'outbox_channel' })
  channel: OutboxChannel;

  @Column({ type: 'enum', enum: OutboxKind, enumName: 'outbox_kind' })
  kind: OutboxKind;

  @Column({ type: 'enum', enum: OutboxStatus, enumName: 'outbox_status', default: OutboxStatus.PENDING })
  status: OutboxStatus;

  /** A chat message to this shop's group; a chat message without a shop goes to the admins' group. */
  @Column('uuid', { name: 'vendor_id', nullable: true })
  vendorId: string | null;

  @ManyToOne(() => VendorEntity, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendor_id', foreignKeyConstraintName: 'outbox_message_vendor_id_fkey' })
  vendor?: VendorEntity;

  /** A mail's address. */
  @Column('text', { nullable: true })
  email: string | null;

  /** The order, appointment, help request or reset token the message is about. */
  @Column('uuid', { name: 'subject_id' })
  subjectId: string;

  /** What a person looks for in the admins' list: an order or request code, or an address. */
  @Column('text')
  reference: string;

  /** What the subject alone does not say: the move an order made, the reset link's token. */
  @Column('jsonb', { default: () => `'{}'` })
  payload: Record<string, unknown>;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt: Date;

  /** While a worker is sending it; another worker takes it only after this (its process may have died). */
  @Column('timestamptz', { name: 'locked_until', nullable: true })
  lockedUntil: Date | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  /** The chat id or address it went to. */
  @Column('text', { name: 'sent_to', nullable: true })
  sentTo: string | null;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
