export const orderPaths = {
  findOrder: '/findOrder',
  ordersForPhone: '/findOrder/:phone',
} as const;

export const orderLinks = {
  ordersForPhone: (phone: string) => `/findOrder/${encodeURIComponent(phone)}`,
};
