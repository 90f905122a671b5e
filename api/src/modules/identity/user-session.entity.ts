import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { UserEntity } from './user.entity';

/**
 * One signed-in device: the family of refresh tokens that rotate from one sign-in.
 * Access tokens name their session, so revoking it ends them too.
 */
@Entity({ name: 'user_session' })
@Index('user_session_user_id', ['userId'])
export class UserSessionEntity extends RecordEntity {
  @Column('uuid', { name: 'user_id' })
  userId: string;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_session_user_id_fkey' })
  user?: UserEntity;

  /** The sign-in that began it: it ends SESSION_LIFETIME_MS later, however often it refreshes. */
  @Column('timestamptz', { name: 'started_at' })
  startedAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  /** sign-out, refresh-token-reuse, password-reset, password-change, account-disabled, lifetime-over */
  @Column('text', { name: 'revoked_reason', nullable: true })
  revokedReason: string | null;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent: string | null;

  @Column('text', { nullable: true })
  ip: string | null;
}
