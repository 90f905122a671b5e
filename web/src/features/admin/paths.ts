export const adminPaths = {
  admin: '/admin',
  byType: '/admin/:type',
} as const;

export const adminLinks = {
  byType: (type: string) => `/admin/${encodeURIComponent(type)}`,
  /** The notifications outbox: /admin/notifications, its filter in ?status= (failed when left out). */
  notifications: '/admin/notifications',
};
