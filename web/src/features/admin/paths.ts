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
  /** Shops: /admin/vendors, its filters in ?q=, ?category=, ?closed=1. */
  vendors: '/admin/vendors',
  /** Every shop's products: /admin/products, its filters in ?q=, ?shop=, ?section=, ?offsale=1, ?low=1. */
  products: '/admin/products',
  /** Delivery staff: /admin/delivery, its filters in ?q=, ?disabled=1. */
  delivery: '/admin/delivery',
  /** Doctors' appointments: /admin/appointments, filtered by ?day= (today when left out) or ?from=today, ?doctor=, ?status=. */
  appointments: '/admin/appointments',
  /** Requests for help and contact messages: /admin/requests, filtered by ?kind= and ?status= (NEW when left out; all for every state). */
  requests: '/admin/requests',
  /** Admins: /admin/admins, its filters in ?q=, ?disabled=1. */
  admins: '/admin/admins',
};
