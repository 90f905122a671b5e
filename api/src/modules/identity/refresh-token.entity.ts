import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { UserSessionEntity } from './user-session.entity';

/** A refresh token, kept only as its SHA-256; each is good for one use, then replaced. */
@Entity({ name: 'refresh_token' })
@Index('refresh_token_hash_key', ['tokenHash'], { unique: true })
@Index('refresh_token_session_id', ['sessionId'])
export class RefreshTokenEntity extends RecordEntity {
  @Column('uuid', { name: 'session_id' })
  sessionId: string;

  @ManyToOne(() => UserSessionEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'refresh_token_session_id_fkey' })
  session?: UserSessionEntity;

  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** Set when the token is exchanged; a second use is theft and ends the session. */
  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;
}
