import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { UserEntity } from './user.entity';

/** A mailed, single-use reset link, kept only as its SHA-256. */
@Entity({ name: 'password_reset_token' })
@Index('password_reset_token_hash_key', ['tokenHash'], { unique: true })
@Index('password_reset_token_user_id', ['userId'])
export class PasswordResetTokenEntity extends RecordEntity {
  @Column('uuid', { name: 'user_id' })
  userId: string;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_reset_token_user_id_fkey' })
  user?: UserEntity;

  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;
}
