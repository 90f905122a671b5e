import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, NotEquals } from 'class-validator';
import {
  atLeast,
  atMost,
  notNegative,
  rupeesAtMost,
  said,
  tooLong,
  wholeNumber,
  yesOrNo,
} from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { ProductsArgs } from './product.inputs';

export const MAX_PRICE_PAISE = 10_000_000;
export const MAX_STOCK = 1_000_000;
/** A product with this many units or fewer is running out: the shop's low-stock list and the admin's dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

@InputType({ description: "What a shop says about one of its products. The catalog it appears in is the shop's own." })
export class ProductInput {
  @Field()
  @IsNotEmpty(said('Give the product a name.', { reason: 'productNameRequired' }))
  @MaxLength(120, tooLong('the name', 120))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120, tooLong('the name', 120))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000, tooLong('the description', 1000))
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The description in Bengali; the English is shown where it is left empty.',
  })
  @IsOptional()
  @MaxLength(1000, tooLong('the description', 1000))
  descriptionBn?: string | null;

  @Field({ description: "One unit of sale: '1 kg', '500 g', 'strip of 10'." })
  @IsNotEmpty(said('Say what one unit is, such as 1 kg.', { reason: 'unitRequired' }))
  @MaxLength(40, tooLong('the unit', 40))
  unit: string;

  @Field(() => Int)
  @IsInt(wholeNumber())
  @Min(0, notNegative('A price cannot be negative.'))
  @Max(MAX_PRICE_PAISE, rupeesAtMost(MAX_PRICE_PAISE, 'That price is too high.'))
  pricePaise: number;

  @Field(() => Int, { description: 'The printed MRP; never below the price.' })
  @IsInt(wholeNumber())
  @Min(0, notNegative('The MRP cannot be negative.'))
  @Max(MAX_PRICE_PAISE, rupeesAtMost(MAX_PRICE_PAISE, 'That MRP is too high.'))
  mrpPaise: number;

  @Field()
  available: boolean;
}

@InputType()
export class CreateProductInput extends ProductInput {
  @Field(() => ID, {
    nullable: true,
    description: "The shop; a vendor's own shop when left out, required for an admin.",
  })
  vendorId?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt(wholeNumber('Stock is a whole number.'))
  @Min(0, notNegative('Stock cannot be negative.'))
  @Max(MAX_STOCK, atMost(MAX_STOCK, 'That is more stock than one product can hold.'))
  stock: number = 0;
}

@InputType()
export class UpdateProductInput extends ProductInput {
  @Field(() => ID)
  id: string;

  @Field(() => Int, {
    description: 'The version you edited; if the product has changed since, nothing is saved (CONFLICT).',
  })
  @IsInt(wholeNumber())
  expectedVersion: number;
}

@InputType()
export class SetStockInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { description: 'Units on hand, counted.' })
  @IsInt(wholeNumber('Stock is a whole number.'))
  @Min(0, notNegative('Stock cannot be negative.'))
  @Max(MAX_STOCK, atMost(MAX_STOCK, 'That is more stock than one product can hold.'))
  stock: number;

  @Field(() => Int, { description: 'The version the count was made against; stale is refused (CONFLICT).' })
  @IsInt(wholeNumber())
  expectedVersion: number;

  @Field({ description: "Why: 'counted', 'delivery from the wholesaler'…" })
  @IsNotEmpty(said('Say why the stock changes.', { reason: 'stockReasonRequired' }))
  @MaxLength(200, tooLong('the reason', 200))
  reason: string;
}

@InputType()
export class AdjustStockInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { description: 'Units to add (positive) or take away (negative).' })
  @IsInt(wholeNumber('Give a whole number of units.'))
  @NotEquals(0, said('Give a number of units to add or take away.', { reason: 'stockChangeZero' }))
  @Min(-MAX_STOCK, atLeast(-MAX_STOCK, 'That is more stock than one product can hold.'))
  @Max(MAX_STOCK, atMost(MAX_STOCK, 'That is more stock than one product can hold.'))
  delta: number;

  @Field()
  @IsNotEmpty(said('Say why the stock changes.', { reason: 'stockReasonRequired' }))
  @MaxLength(200, tooLong('the reason', 200))
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
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(MAX_STOCK, atMost(MAX_STOCK, 'That is more stock than one product can hold.'))
  threshold: number = LOW_STOCK_THRESHOLD;

  @Field(() => ID, { nullable: true, description: 'An admin names the shop; a vendor sees their own.' })
  vendorId?: string | null;
}

@ArgsType()
export class AdminProductsArgs extends ProductsArgs {
  @Field({ defaultValue: false, description: 'Products switched off sale (available: false) too.' })
  @IsBoolean(yesOrNo())
  includeOffSale: boolean = false;

  @Field({ defaultValue: false, description: `Only products with ${LOW_STOCK_THRESHOLD} units or fewer.` })
  @IsBoolean(yesOrNo())
  lowStockOnly: boolean = false;
}
