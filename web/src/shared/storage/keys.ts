/** Every localStorage key the app uses, in one place so none collide. */
export const storageKeys = {
  cart: 'haat.cart',
  deliveryAddress: 'haat.delivery-address',
  orderContact: 'haat.order-contact',
  language: 'haat.language',
} as const;
