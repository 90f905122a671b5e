import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { UserEntity } from '../identity/user.entity';
import { ProductEntity } from './product.entity';

/** One change of a product's stock by hand: who, when (created_at), by how much, why, and the stock after. */
@Entity({ name: 'stock_movement' })
@Index('stock_movement_product_created', ['productId', 'createdAt'])
@Check('stock_movement_stock_after_check', `"stock_after" >= 0`)
export class StockMovementEntity extends RecordEntity {
  @Column('uuid', { name: 'product_id' })
  productId: string;

  @ManyToOne(() => ProductEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'stock_movement_product_id_fkey' })
  product?: ProductEntity;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'stock_movement_user_id_fkey' })
  user?: UserEntity;

  @Column('int')
  delta: number;

  @Column('int', { name: 'stock_after' })
  stockAfter: number;

  @Column('text')
  reason: string;
}
