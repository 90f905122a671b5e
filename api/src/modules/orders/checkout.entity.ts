import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/**
 * One press of "Place order": the idempotency key the browser made for it, a fingerprint of what
 * was sent (a key reused with another cart is refused), and the customer's contact.
 */
@Entity({ name: 'checkout' })
@Index('checkout_code_key', ['code'], { unique: true })
@Index('checkout_idempotency_key_key', ['idempotencyKey'], { unique: true })
@Check('checkout_customer_phone_check', `"customer_phone" ~ '^[+]91[6-9][0-9]{9}$'`)
export class CheckoutEntity extends RecordEntity {
  /** Short and unambiguous, for reading out over the phone: 6 characters without 0/O or 1/I. */
  @Column('text')
  code: string;

  @Column('text', { name: 'idempotency_key' })
  idempotencyKey: string;

  /** SHA-256 of the request as normalised: the same key with different content is a mistake. */
  @Column('text')
  fingerprint: string;

  @Column('text', { name: 'customer_name' })
  customerName: string;

  @Column('text', { name: 'customer_phone' })
  customerPhone: string;

  @Column('text')
  address: string;

  @Column('text', { nullable: true })
  landmark: string | null;
}
