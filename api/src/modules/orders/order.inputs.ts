import { ArrayMaxSize, ArrayMinSize, IsEnum, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { OrderStatus } from './order-status';

export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 50;

@InputType({ description: 'Who the order is for and where it goes; kept in the browser for next time.' })
export class CustomerInput {
  @Field()
  @IsNotEmpty({ message: 'Enter your name.' })
  @MaxLength(80, { message: 'Keep the name under 80 characters.' })
  name: string;

  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty({ message: 'Enter your mobile number.' })
  @MaxLength(32, { message: 'Enter a 10-digit mobile number.' })
  phone: string;

  @Field()
  @IsNotEmpty({ message: 'Enter the delivery address.' })
  @MaxLength(300, { message: 'Keep the address under 300 characters.' })
  address: string;

  @Field(() => String, { nullable: true, description: 'Something near the address a rider can ask for.' })
  @IsOptional()
  @MaxLength(120, { message: 'Keep the landmark under 120 characters.' })
  landmark?: string | null;
}

@InputType({ description: 'One line of the cart: which product and how many.' })
export class CartLineInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int)
  @IsInt({ message: 'The quantity must be a whole number.' })
  @Min(1, { message: 'The quantity must be at least 1.' })
  @Max(MAX_QUANTITY, { message: `The quantity can be at most ${MAX_QUANTITY}.` })
  quantity: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The price the customer was shown, in paise; if it has changed, nothing is ordered and the cart says so.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  seenPricePaise?: number | null;
}

/** Made once per press of "Place order" and sent again on every retry of that press. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

@InputType()
export class PlaceOrderInput {
  @Field({ description: 'A random key the browser makes for this checkout (16 to 64 letters, digits, - or _).' })
  @Matches(IDEMPOTENCY_KEY, { message: 'The order key is not valid. Please reload the page.' })
  idempotencyKey: string;

  @Field(() => CustomerInput)
  @ValidateNested()
  customer: CustomerInput;

  @Field(() => [CartLineInput])
  @ArrayMinSize(1, { message: 'The cart is empty.' })
  @ArrayMaxSize(MAX_CART_LINES, { message: `A cart can hold at most ${MAX_CART_LINES} lines.` })
  @ValidateNested()
  lines: CartLineInput[];
}

@InputType()
export class TrackOrderInput {
  @Field({ description: 'The order code, such as K7M2QX-1.' })
  @IsNotEmpty()
  @MaxLength(32)
  code: string;

  @Field({ description: 'The secret the placing browser was given.' })
  @IsNotEmpty()
  @MaxLength(128)
  trackingToken: string;
}

@InputType()
export class CancelOrderInput extends TrackOrderInput {
  @Field(() => String, { nullable: true, description: 'Why, in a few words; the shop sees it.' })
  @IsOptional()
  @MaxLength(300, { message: 'Keep the reason under 300 characters.' })
  reason?: string | null;
}

@InputType()
export class UpdateOrderStatusInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => OrderStatus)
  @IsEnum(OrderStatus)
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Why, when cancelling; shown to the customer.' })
  @IsOptional()
  @MaxLength(300, { message: 'Keep the reason under 300 characters.' })
  reason?: string | null;
}
