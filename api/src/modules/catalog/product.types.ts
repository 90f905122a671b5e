import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { ProductSection } from './product-section';
import { Vendor } from './vendor.types';

// Plain fields read the row as it is: no per-field middleware on a list of hundreds of them.
@ObjectType('Product', { description: 'Something a shop sells, by the unit it sells it in.', simpleResolvers: true })
export class Product {
  @Field(() => ID)
  id: string;

  @Field(() => ProductSection)
  section: ProductSection;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'The name in Bengali, where it has one.' })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'The description in Bengali, where it has one.' })
  descriptionBn: string | null;

  @Field({ description: "One unit of sale: '1 kg', '500 g', 'strip of 10'." })
  unit: string;

  @Field(() => Int, { description: 'Selling price of one unit, in paise.' })
  pricePaise: number;

  @Field(() => Int, { description: 'Printed maximum retail price, in paise; never below the selling price.' })
  mrpPaise: number;

  @Field(() => Int, { description: 'Units on hand.' })
  stock: number;

  @Field({ description: 'False when the shop has switched this product off; it cannot be ordered then.' })
  available: boolean;

  @Field(() => String, { nullable: true, description: 'Where to fetch its picture; null when it has none.' })
  imageUrl: string | null;

  @Field(() => Int, { description: 'Goes up with every change; send it back with an edit so a stale copy is refused.' })
  version: number;

  // Every query that finds products reads their shop in the same statement, so this is a plain
  // field: no resolver, no loader, nothing to run per product.
  @Field(() => Vendor, { description: 'The shop that sells it.' })
  vendor: Vendor;
}

export const ProductConnection = Connection(Product, 'Product');
export type ProductConnection = InstanceType<typeof ProductConnection>;
