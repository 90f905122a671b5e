import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ProductEntity } from '../../src/modules/catalog/product.entity';
import { ProductSection } from '../../src/modules/catalog/product-section';

export interface GroceryProduct {
  name: string;
  pricePaise?: number;
  /** Added to the price of each next one, so their totals tell them apart. */
  priceStep?: number;
  stock: number;
  unit?: string;
}

/**
 * Grocery products of a shop, on sale, written straight to the database: `count` of them named
 * `<name> 0`, `<name> 1` … (or the one `name` when count is 1). Returns their ids in order.
 */
export async function addGroceryProducts(
  db: DataSource,
  vendorId: string,
  count: number,
  product: GroceryProduct,
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const price = product.pricePaise ?? 4000;
  await db.manager.insert(
    ProductEntity,
    ids.map((id, i) => ({
      id,
      vendorId,
      section: ProductSection.GROCERY,
      name: count === 1 ? product.name : `${product.name} ${i}`,
      nameBn: null,
      description: null,
      unit: product.unit ?? '1 kg',
      pricePaise: price + i * (product.priceStep ?? 0),
      mrpPaise: price + i * (product.priceStep ?? 0),
      stock: product.stock,
      available: true,
      image: null,
    })),
  );
  return ids;
}
