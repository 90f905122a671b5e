/** Pages of words rather than data: about, privacy, and the generic coming-soon one. */
export const infoPaths = {
  aboutUs: '/aboutUs',
  privacy: '/privacy',
  comingSoon: '/comingSoon',
} as const;
