import { registerEnumType } from 'type-graphql';

/** Customers have no account: they order with a phone number. These are the people who sign in. */
export enum UserRole {
  ADMIN = 'ADMIN',
  VENDOR = 'VENDOR',
  DELIVERY = 'DELIVERY',
}

registerEnumType(UserRole, { name: 'UserRole' });
