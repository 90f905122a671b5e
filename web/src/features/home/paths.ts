export const homePaths = {
  home: '/',
} as const;
