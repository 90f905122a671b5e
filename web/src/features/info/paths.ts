/** Pages of words rather than data: about, privacy, and the two generic ones. */
export const infoPaths = {
  aboutUs: '/aboutUs',
  privacy: '/privacy',
  comingSoon: '/comingSoon',
  thankYou: '/thankYou',
} as const;
