/** Pages of words rather than data: about, privacy, contact (with its message form), and the generic coming-soon one. */
export const infoPaths = {
  aboutUs: '/aboutUs',
  privacy: '/privacy',
  comingSoon: '/comingSoon',
  contact: '/contact',
} as const;
