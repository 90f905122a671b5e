import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { VendorEntity } from '../catalog/vendor.entity';
import { UserRole } from './user-role';

/**
 * Someone who signs in: an admin (by email), a vendor or a delivery person (by phone).
 * Only an argon2id hash of the password is ever stored.
 */
@Entity({ name: 'app_user' })
@Index('app_user_email_key', ['email'], { unique: true, where: '"email" IS NOT NULL' })
@Index('app_user_phone_key', ['phone'], { unique: true, where: '"phone" IS NOT NULL' })
@Check(
  'app_user_sign_in_check',
  `("role" = 'ADMIN' AND "email" IS NOT NULL) OR ("role" <> 'ADMIN' AND "phone" IS NOT NULL)`,
)
@Check('app_user_vendor_check', `("role" = 'VENDOR') = ("vendor_id" IS NOT NULL)`)
export class UserEntity extends RecordEntity {
  @Column({ type: 'enum', enum: UserRole, enumName: 'user_role' })
  role: UserRole;

  @Column('text')
  name: string;

  /** Lower-cased; admins sign in with it. */
  @Column('text', { nullable: true })
  email: string | null;

  /** +91XXXXXXXXXX; vendors and delivery staff sign in with it. */
  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  /** The shop a vendor account runs; its category decides the vendor's area of the site. */
  @Column('uuid', { name: 'vendor_id', nullable: true })
  vendorId: string | null;

  @ManyToOne(() => VendorEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendor_id', foreignKeyConstraintName: 'app_user_vendor_id_fkey' })
  vendor?: VendorEntity | null;

  @Column('timestamptz', { name: 'disabled_at', nullable: true })
  disabledAt: Date | null;

  /** Set when an admin gave this account a password: until its owner chooses their own, nothing else works. */
  @Column('boolean', { name: 'must_change_password', default: false })
  mustChangePassword: boolean;
}
