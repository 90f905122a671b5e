export const servicePaths = {
  services: '/service',
  byType: '/service/:type',
} as const;

export const serviceLinks = {
  byType: (type: string) => `/service/${encodeURIComponent(type)}`,
};
