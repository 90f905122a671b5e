export const galleryPaths = {
  byName: '/gallery/:name',
} as const;

export const galleryLinks = {
  byName: (name: string) => `/gallery/${encodeURIComponent(name)}`,
};
