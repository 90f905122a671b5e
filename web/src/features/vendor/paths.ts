export const vendorPaths = {
  byCategory: '/vendor/:category',
  login: '/vendorLogin',
} as const;

/** The workspace's sections, as ?tab= of /vendor/{category}; orders when left out. */
export const vendorTabs = ['orders', 'products', 'lowStock'] as const;
export type VendorTab = (typeof vendorTabs)[number];

export const vendorLinks = {
  byCategory: (category: string) => `/vendor/${encodeURIComponent(category)}`,
  tab: (category: string, tab: VendorTab) => (tab === 'orders' ? vendorLinks.byCategory(category) : `${vendorLinks.byCategory(category)}?tab=${tab}`),
};

export function vendorTabOf(value: string | null): VendorTab {
  return (vendorTabs as readonly string[]).includes(value ?? '') ? (value as VendorTab) : 'orders';
}
