import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { UserEntity } from '../identity/user.entity';
import { HelpRequestKind, HelpRequestStatus } from './help-request-enums';

/** Someone asking for medical assistance, or for a plumber, electrician…: admins follow it up. */
@Entity({ name: 'help_request' })
@Index('help_request_code_key', ['code'], { unique: true })
@Index('help_request_idempotency_key_key', ['idempotencyKey'], { unique: true })
@Index('help_request_status_created', ['status', 'createdAt'])
@Check('help_request_phone_check', `"phone" ~ '^[+]91[6-9][0-9]{9}$'`)
@Check('help_request_service_type_check', `("kind" = 'SERVICE') = ("service_type" IS NOT NULL)`)
export class HelpRequestEntity extends RecordEntity {
  @Column('text')
  code: string;

  @Column('text', { name: 'idempotency_key' })
  idempotencyKey: string;

  @Column({ type: 'enum', enum: HelpRequestKind, enumName: 'help_request_kind' })
  kind: HelpRequestKind;

  /** For a SERVICE request: the /service/{type} it came from. */
  @Column('text', { name: 'service_type', nullable: true })
  serviceType: string | null;

  @Column('text')
  name: string;

  @Column('text')
  phone: string;

  @Column('text', { nullable: true })
  village: string | null;

  @Column('text')
  message: string;

  @Column({ type: 'enum', enum: HelpRequestStatus, enumName: 'help_request_status', default: HelpRequestStatus.NEW })
  status: HelpRequestStatus;

  @Column('text', { name: 'admin_note', nullable: true })
  adminNote: string | null;

  @Column('uuid', { name: 'handled_by', nullable: true })
  handledBy: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'handled_by', foreignKeyConstraintName: 'help_request_handled_by_fkey' })
  handler?: UserEntity;
}
