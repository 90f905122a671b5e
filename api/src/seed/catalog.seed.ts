import type { EntityManager } from 'typeorm';
import { ProductSection } from '../modules/catalog/product-section';
import { ProductEntity } from '../modules/catalog/product.entity';
import { VendorCategory } from '../modules/catalog/vendor-category';
import { VendorEntity } from '../modules/catalog/vendor.entity';
import { vendors } from './data/catalog';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

/** Where a vendor's products are listed unless a product says otherwise; a lab sells tests, not products. */
const SECTION_OF: Partial<Record<VendorCategory, ProductSection>> = {
  [VendorCategory.GROCERY]: ProductSection.GROCERY,
  [VendorCategory.BAZAAR]: ProductSection.BAZAAR,
  [VendorCategory.FOOD]: ProductSection.FOOD,
  [VendorCategory.SHOP]: ProductSection.SHOP,
  [VendorCategory.PHARMACY]: ProductSection.PHARMACY,
};

export function vendorId(key: string): string {
  return stableId('vendor', key);
}

export async function seedCatalog(tx: EntityManager): Promise<SeedTally> {
  const vendor = await insertMissing(
    tx,
    VendorEntity,
    vendors.map((v) => ({
      id: vendorId(v.key),
      name: v.name,
      nameBn: v.nameBn,
      category: v.category,
      ownerName: v.ownerName,
      village: v.village,
      address: v.address,
      addressBn: v.addressBn,
      phone: v.phone,
      // Seeded shops open all day, every day, so trying the app works at any hour; each sets its own hours.
      opensAt: '00:00',
      closesAt: '00:00',
      closedDays: [],
      closedOn: null,
      takesLaterOrders: false,
      deliversItself: v.deliversItself ?? false,
      active: true,
      chatGroupId: null,
    })),
  );

  const product = await insertMissing(
    tx,
    ProductEntity,
    vendors.flatMap((v) =>
      v.products.map((p) => {
        const section = p.section ?? SECTION_OF[v.category];
        if (!section) throw new Error(`Seed vendor ${v.key} is a ${v.category}: it cannot list products`);
        return {
          id: stableId('product', `${v.key}:${p.name}:${p.unit}`),
          vendorId: vendorId(v.key),
          section,
          name: p.name,
          nameBn: p.nameBn,
          description: p.description ?? null,
          descriptionBn: p.descriptionBn ?? null,
          unit: p.unit,
          pricePaise: p.pricePaise,
          mrpPaise: p.mrpPaise ?? p.pricePaise,
          stock: p.stock,
          available: p.available ?? true,
          image: null,
        };
      }),
    ),
  );

  return { vendor, product };
}
