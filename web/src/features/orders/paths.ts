export const orderPaths = {
  findOrder: '/findOrder',
  ordersForPhone: '/findOrder/:phone',
  /** The confirmation after a checkout; it reads the orders this browser placed. */
  thankYou: '/thankYou',
  /** One order from a shared link: its token after the # (share-link.ts). */
  track: '/track/:code',
} as const;

export const orderLinks = {
  ordersForPhone: (phone: string) => `/findOrder/${encodeURIComponent(phone)}`,
  /** The phone's orders with one of them opened. */
  order: (phone: string, code: string) => `/findOrder/${encodeURIComponent(phone)}?order=${encodeURIComponent(code)}`,
};
