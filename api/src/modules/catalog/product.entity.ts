import { Check, Column, Entity, Index, JoinColumn, ManyToOne, VersionColumn } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { ProductSection } from './product-section';
import { VendorEntity } from './vendor.entity';

@Entity({ name: 'product' })
// A GIN trigram index (gin_trgm_ops), which TypeORM cannot describe: made by the search-text migration.
@Index('product_search_text', { synchronize: false })
@Index('product_vendor_id', ['vendorId'])
@Index('product_section_name', ['section', 'name'])
@Check('product_stock_check', `"stock" >= 0`)
@Check('product_price_check', `"price_paise" >= 0 AND "price_paise" <= "mrp_paise"`)
export class ProductEntity extends RecordEntity {
  @Column('uuid', { name: 'vendor_id' })
  vendorId: string;

  /** Orders will point at products, so a vendor with products cannot be deleted, only made inactive. */
  @ManyToOne(() => VendorEntity, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendor_id', foreignKeyConstraintName: 'product_vendor_id_fkey' })
  vendor?: VendorEntity;

  @Column({ type: 'enum', enum: ProductSection, enumName: 'product_section' })
  section: ProductSection;

  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  /** The names as a search finds them (English, Bengali romanised); kept on every write, never read back. */
  @Column('text', { name: 'search_text', select: false, default: '' })
  searchText?: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'description_bn', nullable: true })
  descriptionBn: string | null;

  /** What one unit of sale is: '1 kg', '500 g', '1 piece', 'strip of 10'. */
  @Column('text')
  unit: string;

  /** Selling price of one unit, in paise. */
  @Column('int', { name: 'price_paise' })
  pricePaise: number;

  /** Printed maximum retail price, in paise; never below the selling price. */
  @Column('int', { name: 'mrp_paise' })
  mrpPaise: number;

  /** Units on hand; the database refuses anything below zero. */
  @Column('int', { default: 0 })
  stock: number;

  /** The vendor's switch to hide a product without losing its stock count. */
  @Column('boolean', { default: true })
  available: boolean;

  /** File name of the picture, if any. */
  @Column('text', { nullable: true })
  image: string | null;

  /** Bumped on every save, so two people editing the same product cannot silently overwrite each other. */
  @VersionColumn({ default: 1 })
  version: number;
}
