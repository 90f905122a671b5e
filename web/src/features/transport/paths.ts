export const transportPaths = {
  transport: '/transport',
  toto: '/transport/toto',
  car: '/transport/car',
  bus: '/transport/bus',
  busByDirection: '/transport/bus/:direction',
} as const;

export const transportLinks = {
  busByDirection: (direction: string) => `/transport/bus/${encodeURIComponent(direction)}`,
};
