export const cartPaths = {
  cart: '/cart',
} as const;
