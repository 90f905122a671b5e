export const deliveryPaths = {
  delivery: '/delivery',
  screen: '/delivery/screen',
  login: '/deliveryLogin',
} as const;
