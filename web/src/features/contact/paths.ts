export const contactPaths = {
  contact: '/contact',
} as const;
