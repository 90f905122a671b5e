export * from './keys';
export * from './local-storage';
export * from './delivery-address';
export * from './order-contact';
export * from './my-orders';
