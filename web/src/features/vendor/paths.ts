export const vendorPaths = {
  byCategory: '/vendor/:category',
  login: '/vendorLogin',
} as const;

/** The workspace's sections, as ?tab= of /vendor/{category}; orders when left out. */
export const vendorTabs = ['orders', 'products', 'lowStock', 'hours'] as const;
/** A lab's: its bookings, and its tests with their prices. */
export const labTabs = ['orders', 'tests'] as const;
export type VendorTab = (typeof vendorTabs)[number] | (typeof labTabs)[number];

export const vendorLinks = {
  byCategory: (category: string) => `/vendor/${encodeURIComponent(category)}`,
  tab: (category: string, tab: VendorTab) =>
    tab === 'orders' ? vendorLinks.byCategory(category) : `${vendorLinks.byCategory(category)}?tab=${tab}`,
};

/** The tab ?tab= names, if `tabs` has it; orders otherwise. */
export function vendorTabOf(value: string | null, tabs: readonly VendorTab[] = vendorTabs): VendorTab {
  return (tabs as readonly string[]).includes(value ?? '') ? (value as VendorTab) : 'orders';
}
