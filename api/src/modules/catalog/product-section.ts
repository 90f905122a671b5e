import { registerEnumType } from 'type-graphql';

/** The catalog a product is listed in: grocery, the weekly bazaar, food, the online shop or the pharmacy. */
export enum ProductSection {
  GROCERY = 'GROCERY',
  BAZAAR = 'BAZAAR',
  FOOD = 'FOOD',
  SHOP = 'SHOP',
  PHARMACY = 'PHARMACY',
}

registerEnumType(ProductSection, {
  name: 'ProductSection',
  description: 'The catalog a product is listed in; SHOP is the online shop.',
});
