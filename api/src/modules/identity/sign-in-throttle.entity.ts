import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins per account or per address, shared by every API instance (see throttle.ts). */
@Entity({ name: 'sign_in_throttle' })
export class SignInThrottleEntity {
  /** "account:<role>:<email or phone>" or "address:<ip>" */
  @PrimaryColumn('text')
  key: string;

  /** The throttle state as JSON; its shape belongs to throttle.ts. */
  @Column('jsonb')
  state: Record<string, unknown>;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
