import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { ProductEntity } from '../catalog/product.entity';
import { LabTestEntity } from '../medical/lab-test.entity';
import { OrderEntity } from './order.entity';

/**
 * What was asked for, copied at the time: a product at its price then, or a free line of a
 * shopping list ("2 kg Gobindobhog rice") that the shop prices later.
 */
@Entity({ name: 'order_line' })
@Index('order_line_position_key', ['orderId', 'position'], { unique: true })
@Index('order_line_product_id', ['productId'])
@Index('order_line_lab_test_id', ['labTestId'])
@Check('order_line_quantity_check', `"quantity" IS NULL OR ("quantity" BETWEEN 1 AND 99)`)
@Check(
  'order_line_price_check',
  `("unit_price_paise" IS NULL OR "unit_price_paise" >= 0) AND ("total_paise" IS NULL OR "total_paise" >= 0)`,
)
export class OrderLineEntity extends RecordEntity {
  @Column('uuid', { name: 'order_id' })
  orderId: string;

  @ManyToOne(() => OrderEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_line_order_id_fkey' })
  order?: OrderEntity;

  /** 1, 2, 3… in the order the customer listed them. */
  @Column('smallint')
  position: number;

  @Column('uuid', { name: 'product_id', nullable: true })
  productId: string | null;

  @ManyToOne(() => ProductEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'order_line_product_id_fkey' })
  product?: ProductEntity;

  @Column('uuid', { name: 'lab_test_id', nullable: true })
  labTestId: string | null;

  @ManyToOne(() => LabTestEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lab_test_id', foreignKeyConstraintName: 'order_line_lab_test_id_fkey' })
  labTest?: LabTestEntity;

  @Column('text')
  name: string;

  /** The Bengali name the customer saw when ordering, kept like the English; none for a free line or a product without one. */
  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { nullable: true })
  unit: string | null;

  @Column('int', { nullable: true })
  quantity: number | null;

  @Column('int', { name: 'unit_price_paise', nullable: true })
  unitPricePaise: number | null;

  @Column('int', { name: 'total_paise', nullable: true })
  totalPaise: number | null;

  /** False when the shop could not supply a line of a list. */
  @Column('boolean', { default: true })
  available: boolean;
}
