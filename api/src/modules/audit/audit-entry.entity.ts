import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../identity/user.entity';
import { UserRole } from '../identity/user-role';
import { AuditEntity } from './audit-enums';

/**
 * One change a staff member made, written in the change's own transaction: who, when, to which
 * record, what (an action word), and the fields it changed, before and after. Never updated.
 */
@Entity({ name: 'audit_entry' })
@Index('audit_entry_entity', ['entityType', 'entityId', 'createdAt'])
export class AuditEntryEntity {
  @PrimaryColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Null once the account is gone; the role and name stay. */
  @Column('uuid', { name: 'actor_user_id', nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id', foreignKeyConstraintName: 'audit_entry_actor_user_id_fkey' })
  actor?: UserEntity;

  @Column({ type: 'enum', enum: UserRole, enumName: 'user_role', name: 'actor_role' })
  actorRole: UserRole;

  @Column('text', { name: 'actor_name' })
  actorName: string;

  @Column({ type: 'enum', enum: AuditEntity, enumName: 'audit_entity', name: 'entity_type' })
  entityType: AuditEntity;

  @Column('uuid', { name: 'entity_id' })
  entityId: string;

  /** What was done, in a word: created, updated, status, assigned, stock, disabled… */
  @Column('text')
  action: string;

  @Column('jsonb', { nullable: true })
  before: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  after: Record<string, unknown> | null;
}
