export const adminPaths = {
  admin: '/admin',
  byType: '/admin/:type',
} as const;

export const adminLinks = {
  byType: (type: string) => `/admin/${encodeURIComponent(type)}`,
  /** The notifications outbox: /admin/notifications, its filter in ?status= (failed when left out). */
  notifications: '/admin/notifications',
  /** Every order: /admin/orders, filtered by ?status=&vendor=&day=&code= (the chat messages link to ?code=). */
  orders: '/admin/orders',
};
