import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import {
  ProductShopsDocument,
  type AdminProductFieldsFragment,
  type ProductSection,
  type ProductShopsQuery,
} from '../../../generated/graphql';

export type AdminProduct = AdminProductFieldsFragment;
export type ProductShop = ProductShopsQuery['adminVendors']['nodes'][number];

/** The catalogs products are listed in (a lab sells tests, not products). */
export const productSections: readonly ProductSection[] = ['GROCERY', 'BAZAAR', 'FOOD', 'SHOP', 'PHARMACY'];

/** The shops that sell products, by name, closed ones too; [] until they arrive. */
export function useProductShops(): readonly ProductShop[] {
  const { data } = useQuery(ProductShopsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.adminVendors.nodes ?? []).filter((shop) =>
    (productSections as readonly string[]).includes(shop.category),
  );
}

/** A picker's options: each shop by name, a closed one said to be closed. */
export function shopOptions(shops: readonly ProductShop[], t: TFunction): Array<{ value: string; label: string }> {
  return shops.map((shop) => ({
    value: shop.id,
    label: shop.active ? shop.name : t('admin.products.shop.closed', { name: shop.name }),
  }));
}
