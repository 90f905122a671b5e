export const vendorPaths = {
  byCategory: '/vendor/:category',
  login: '/vendorLogin',
} as const;

export const vendorLinks = {
  byCategory: (category: string) => `/vendor/${encodeURIComponent(category)}`,
};
