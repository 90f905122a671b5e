/** Every localStorage key the app uses, in one place so none collide. */
export const storageKeys = {
  cart: 'haat.cart',
  deliveryAddress: 'haat.delivery-address',
  orderContact: 'haat.order-contact',
  language: 'haat.language',
  /** The doctors page's Specialist / General choice (the seed's selectBtn). */
  doctorKind: 'haat.doctor-kind',
  vendorData: 'haat.vendor',
  deliveryPerson: 'haat.delivery-person',
  /** Set when signing out could not reach the server, so the next start finishes it. */
  pendingSignOut: 'haat.sign-out-pending',
} as const;
