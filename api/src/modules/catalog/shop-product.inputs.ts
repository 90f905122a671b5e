import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { ProductsArgs } from './product.inputs';

export const MAX_PRICE_PAISE = 10_000_000;
export const MAX_STOCK = 1_000_000;
/** A product with this many units or fewer is running out: the shop's low-stock list and the admin's dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

@InputType({ description: 'What a shop says about one of its products. The catalog it appears in is the shop\'s own.' })
export class ProductInput {
  @Field()
  @IsNotEmpty({ message: 'Give the product a name.' })
  @MaxLength(120, { message: 'Keep the name under 120 characters.' })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120, { message: 'Keep the name under 120 characters.' })
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000, { message: 'Keep the description under 1000 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'The description in Bengali; the English is shown where it is left empty.' })
  @IsOptional()
  @MaxLength(1000, { message: 'Keep the description under 1000 characters.' })
  descriptionBn?: string | null;

  @Field({ description: "One unit of sale: '1 kg', '500 g', 'strip of 10'." })
  @IsNotEmpty({ message: 'Say what one unit is, such as 1 kg.' })
  @MaxLength(40, { message: 'Keep the unit under 40 characters.' })
  unit: string;

  @Field(() => Int)
  @IsInt()
  @Min(0, { message: 'A price cannot be negative.' })
  @Max(MAX_PRICE_PAISE, { message: 'That price is too high.' })
  pricePaise: number;

  @Field(() => Int, { description: 'The printed MRP; never below the price.' })
  @IsInt()
  @Min(0, { message: 'The MRP cannot be negative.' })
  @Max(MAX_PRICE_PAISE, { message: 'That MRP is too high.' })
  mrpPaise: number;

  @Field()
  available: boolean;
}

@InputType()
export class CreateProductInput extends ProductInput {
  @Field(() => ID, { nullable: true, description: "The shop; a vendor's own shop when left out, required for an admin." })
  vendorId?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt({ message: 'Stock is a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(MAX_STOCK, { message: 'That is more stock than one product can hold.' })
  stock: number = 0;
}

@InputType()
export class UpdateProductInput extends ProductInput {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'The version you edited; if the product has changed since, nothing is saved (CONFLICT).' })
  @IsInt()
  expectedVersion: number;
}

@InputType()
export class SetStockInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { description: 'Units on hand, counted.' })
  @IsInt({ message: 'Stock is a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(MAX_STOCK, { message: 'That is more stock than one product can hold.' })
  stock: number;

  @Field(() => Int, { description: 'The version the count was made against; stale is refused (CONFLICT).' })
  @IsInt()
  expectedVersion: number;

  @Field({ description: "Why: 'counted', 'delivery from the wholesaler'…" })
  @IsNotEmpty({ message: 'Say why the stock changes.' })
  @MaxLength(200, { message: 'Keep the reason under 200 characters.' })
  reason: string;
}

@InputType()
export class AdjustStockInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { description: 'Units to add (positive) or take away (negative).' })
  @IsInt({ message: 'Give a whole number of units.' })
  @NotEquals(0, { message: 'Give a number of units to add or take away.' })
  @Min(-MAX_STOCK)
  @Max(MAX_STOCK)
  delta: number;

  @Field()
  @IsNotEmpty({ message: 'Say why the stock changes.' })
  @MaxLength(200, { message: 'Keep the reason under 200 characters.' })
  reason: string;
}

@ArgsType()
export class StockMovementsArgs extends PageArgs {
  @Field(() => ID)
  productId: string;
}

@ArgsType()
export class LowStockArgs {
  @Field(() => Int, { defaultValue: LOW_STOCK_THRESHOLD, description: 'Products with this many units or fewer.' })
  @IsInt()
  @Min(0)
  @Max(MAX_STOCK)
  threshold: number = LOW_STOCK_THRESHOLD;

  @Field(() => ID, { nullable: true, description: "An admin names the shop; a vendor sees their own." })
  vendorId?: string | null;
}

@ArgsType()
export class AdminProductsArgs extends ProductsArgs {
  @Field({ defaultValue: false, description: 'Products switched off sale (available: false) too.' })
  @IsBoolean()
  includeOffSale: boolean = false;

  @Field({ defaultValue: false, description: `Only products with ${LOW_STOCK_THRESHOLD} units or fewer.` })
  @IsBoolean()
  lowStockOnly: boolean = false;
}
