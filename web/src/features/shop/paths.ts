import type { ProductSection } from '../../generated/graphql';

/** The vendor catalogs: grocery, bazaar, food and the online shop, and one product to buy. */
export const shopPaths = {
  grocery: '/grocery',
  bazaar: '/bazaar',
  food: '/food',
  onlineShop: '/onlineShop',
  buy: '/buy/:product',
} as const;

/**
 * Where each catalog lives. The pharmacy's is a page of the medical section; its address is
 * written here rather than imported, because features do not import each other.
 */
export const catalogPaths: Record<ProductSection, string> = {
  GROCERY: shopPaths.grocery,
  BAZAAR: shopPaths.bazaar,
  FOOD: shopPaths.food,
  SHOP: shopPaths.onlineShop,
  PHARMACY: '/medical/pharmacy',
};

/**
 * Where a catalog's customers can send a list of their own for a shop to price: a fordo, or a
 * medicine order. Written here, like the pharmacy's catalog, because features do not import
 * each other; a test of the route table checks these against the routes.
 */
export const listPaths = {
  GROCERY: '/grocery/fordo',
  BAZAAR: '/bazaar/fordo',
  PHARMACY: '/medical/order',
} as const satisfies Partial<Record<ProductSection, string>>;

export const takesLists = (section: ProductSection): section is keyof typeof listPaths => section in listPaths;

export const shopLinks = {
  buy: (product: string) => `/buy/${encodeURIComponent(product)}`,
  catalog: (section: ProductSection) => catalogPaths[section],
};
