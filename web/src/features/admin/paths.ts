export const adminPaths = {
  admin: '/admin',
  byType: '/admin/:type',
} as const;

export const adminLinks = {
  byType: (type: string) => `/admin/${encodeURIComponent(type)}`,
};
