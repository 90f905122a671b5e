/** The vendor catalogs: grocery, bazaar, food and the online shop, and one product to buy. */
export const shopPaths = {
  grocery: '/grocery',
  bazaar: '/bazaar',
  food: '/food',
  onlineShop: '/onlineShop',
  buy: '/buy/:product',
} as const;

export const shopLinks = {
  buy: (product: string) => `/buy/${encodeURIComponent(product)}`,
};
