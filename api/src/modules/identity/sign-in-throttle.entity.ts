import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The counts of every limit without Redis (sign-in attempts, anonymous writes, Find Order's look-ups,
 * reset mails), one allowance a key, shared by every API instance (shared/throttle/allowance.ts).
 * Named for the first limit it kept.
 */
@Entity({ name: 'sign_in_throttle' })
export class SignInThrottleEntity {
  /** "account:<role>:<email or phone>", "address:<ip>", "write:phone:<phone>", "lookup:address:<ip>" … */
  @PrimaryColumn('text')
  key: string;

  /** The allowance's state as JSON; its shape belongs to allowance.ts. */
  @Column('jsonb')
  state: Record<string, unknown>;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
