import { Check, Column, Entity, Index, JoinColumn, ManyToOne, VersionColumn } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { VendorEntity } from '../catalog/vendor.entity';
import { CheckoutEntity } from './checkout.entity';
import { VendorCategory } from '../catalog/vendor-category';
import { UserEntity } from '../identity/user.entity';
import { LabSamplePlace, OrderKind, OrderStatus } from './order-status';

/** One shop's part of a checkout. The table is customer_order because ORDER is SQL's own word. */
@Entity({ name: 'customer_order' })
@Index('customer_order_code_key', ['code'], { unique: true })
@Index('customer_order_checkout_id', ['checkoutId'])
@Index('customer_order_phone_created', ['customerPhone', 'createdAt'])
@Index('customer_order_vendor_status', ['vendorId', 'status', 'createdAt'])
@Index('customer_order_category_status', ['category', 'status', 'createdAt'])
@Index('customer_order_delivery_status', ['deliveryUserId', 'status', 'createdAt'])
@Index('customer_order_prescription_file', ['prescriptionFile'], { where: '"prescription_file" IS NOT NULL' })
// A GIN index on the photo names (migration 1763743000000), which TypeORM cannot describe: it leaves it be.
@Index('customer_order_prescription_files', { synchronize: false })
@Check('customer_order_total_check', `"total_paise" IS NULL OR "total_paise" >= 0`)
@Check('customer_order_item_count_check', `"item_count" > 0`)
@Check('customer_order_cash_collected_check', `"cash_collected_paise" IS NULL OR "cash_collected_paise" >= 0`)
export class OrderEntity extends RecordEntity {
  @Column('uuid', { name: 'checkout_id' })
  checkoutId: string;

  @ManyToOne(() => CheckoutEntity, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'checkout_id', foreignKeyConstraintName: 'customer_order_checkout_id_fkey' })
  checkout?: CheckoutEntity;

  /** The checkout's code and this order's number in it: "K7M2QX-1". */
  @Column('text')
  code: string;

  @Column({ type: 'enum', enum: OrderKind, enumName: 'order_kind' })
  kind: OrderKind;

  /** Null only for a shopping list sent to "any shop of this kind", until a shop takes it. */
  @Column('uuid', { name: 'vendor_id', nullable: true })
  vendorId: string | null;

  @ManyToOne(() => VendorEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendor_id', foreignKeyConstraintName: 'customer_order_vendor_id_fkey' })
  vendor?: VendorEntity;

  /** The kind of shop it is for: a list sent to "any grocery" is offered to every grocery. */
  @Column({ type: 'enum', enum: VendorCategory, enumName: 'vendor_category' })
  category: VendorCategory;

  @Column({ type: 'enum', enum: OrderStatus, enumName: 'order_status', default: OrderStatus.PLACED })
  status: OrderStatus;

  /** Copied from the checkout so Find Order reads one table by one index. */
  @Column('text', { name: 'customer_phone' })
  customerPhone: string;

  /** In paise; null while a shopping list waits for its prices. */
  @Column('int', { name: 'total_paise', nullable: true })
  totalPaise: number | null;

  @Column('int', { name: 'item_count' })
  itemCount: number;

  /** What the customer added for the shop ("deliver after 5 pm"). */
  @Column('text', { nullable: true })
  note: string | null;

  /** The stored photo of a prescription (under UPLOAD_DIR), for a medicine order. */
  @Column('text', { name: 'prescription_file', nullable: true })
  prescriptionFile: string | null;

  /** Every prescription photo of the order in the order sent, the first one included. */
  @Column('text', { name: 'prescription_files', array: true, default: () => "'{}'" })
  prescriptionFiles: string[];

  /** For a lab-test booking: the day the customer asked for. */
  @Column('date', { name: 'preferred_date', nullable: true })
  preferredDate: string | null;

  /** For a lab-test booking: the sample is to be collected at the address. */
  @Column('boolean', { name: 'home_collection', default: false })
  homeCollection: boolean;

  /** Placed while its shop was closed, the customer having agreed to delivery after it opens. */
  @Column('boolean', { name: 'for_after_opening', default: false })
  forAfterOpening: boolean;

  /** For a lab-test booking: where the lab took the sample, once it has. */
  @Column({ type: 'enum', enum: LabSamplePlace, enumName: 'lab_sample_place', name: 'sample_place', nullable: true })
  samplePlace: LabSamplePlace | null;

  /** For a lab-test booking: the stored report (under UPLOAD_DIR/lab-reports), once the lab uploads it. */
  @Column('text', { name: 'report_file', nullable: true })
  reportFile: string | null;

  /** Who takes it to the customer, once an admin assigns someone. */
  @Column('uuid', { name: 'delivery_user_id', nullable: true })
  deliveryUserId: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'delivery_user_id', foreignKeyConstraintName: 'customer_order_delivery_user_id_fkey' })
  deliveryUser?: UserEntity;

  @Column('timestamptz', { name: 'cash_collected_at', nullable: true })
  cashCollectedAt: Date | null;

  /** Cash on delivery as the delivery person recorded it. */
  @Column('int', { name: 'cash_collected_paise', nullable: true })
  cashCollectedPaise: number | null;

  @VersionColumn({ default: 1 })
  version: number;
}
