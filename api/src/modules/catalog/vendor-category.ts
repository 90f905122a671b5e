import { registerEnumType } from 'type-graphql';

/** What a vendor sells; each category has its own section of the site and its own vendor area. */
export enum VendorCategory {
  GROCERY = 'GROCERY',
  BAZAAR = 'BAZAAR',
  FOOD = 'FOOD',
  SHOP = 'SHOP',
  PHARMACY = 'PHARMACY',
  /** A pathology lab: it sells lab tests, not products. */
  LAB = 'LAB',
}

registerEnumType(VendorCategory, { name: 'VendorCategory' });
