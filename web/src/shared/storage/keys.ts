/** Every localStorage key the app uses, in one place so none collide. */
export const storageKeys = {
  cart: 'haat.cart',
  deliveryAddress: 'haat.delivery-address',
  orderContact: 'haat.order-contact',
  /** The orders placed from this browser, each with the tracking token that shows its details. */
  myOrders: 'haat.my-orders',
  /** The idempotency key of a Place order press that got no answer, kept for its retry. */
  checkoutKey: 'haat.checkout-key',
  language: 'haat.language',
  /** The doctors page's Specialist / General choice (the seed's selectBtn). */
  doctorKind: 'haat.doctor-kind',
  vendorData: 'haat.vendor',
  deliveryPerson: 'haat.delivery-person',
  /** Set when signing out could not reach the server, so the next start finishes it. */
  pendingSignOut: 'haat.sign-out-pending',
} as const;
