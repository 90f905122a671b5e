import { IDEMPOTENCY_KEY_DESCRIPTION, IsIdempotencyKey } from '../../shared/idempotency-key';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  atLeast,
  atMost,
  eachTooLong,
  notNegative,
  oneOf,
  rupeesAtMost,
  said,
  tooLong,
  wholeNumber,
  yesOrNo,
} from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { VendorCategory } from '../catalog/vendor-category';
import { OrderNeed } from './order-needs';
import { OrderStatus } from './order-status';

export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 50;

@InputType({ description: 'Who the order is for and where it goes; kept in the browser for next time.' })
export class CustomerInput {
  @Field()
  @IsNotEmpty(said('Enter your name.', { reason: 'nameRequired' }))
  @MaxLength(80, tooLong('the name', 80))
  name: string;

  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty(said('Enter your mobile number.', { reason: 'yourMobileRequired' }))
  @MaxLength(32, said('Enter a 10-digit mobile number.', { reason: 'mobileInvalid' }))
  phone: string;

  @Field()
  @IsNotEmpty(said('Enter the delivery address.', { reason: 'addressRequired' }))
  @MaxLength(300, tooLong('the address', 300))
  address: string;

  @Field(() => String, { nullable: true, description: 'Something near the address a rider can ask for.' })
  @IsOptional()
  @MaxLength(120, tooLong('the landmark', 120))
  landmark?: string | null;
}

/** What every order or booking a customer sends carries: the press's key and who it is for. */
@InputType()
abstract class CustomerRequestInput {
  @Field({ description: IDEMPOTENCY_KEY_DESCRIPTION })
  @IsIdempotencyKey()
  idempotencyKey: string;

  @Field(() => CustomerInput)
  @ValidateNested()
  customer: CustomerInput;
}

@InputType({ description: 'One line of the cart: which product and how many.' })
export class CartLineInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int)
  @IsInt(wholeNumber('The quantity must be a whole number.'))
  @Min(1, atLeast(1, 'The quantity must be at least 1.'))
  @Max(MAX_QUANTITY, atMost(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}.`))
  quantity: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'The price the customer was shown, in paise; if it has changed, nothing is ordered and the cart says so.',
  })
  @IsOptional()
  @IsInt(wholeNumber())
  @Min(0, notNegative('A price cannot be negative.'))
  seenPricePaise?: number | null;
}

@InputType()
export class PlaceOrderInput extends CustomerRequestInput {
  @Field(() => [CartLineInput])
  @ArrayMinSize(1, said('The cart is empty.', { reason: 'cartEmpty' }))
  @ArrayMaxSize(
    MAX_CART_LINES,
    said(`A cart can hold at most ${MAX_CART_LINES} lines.`, {
      reason: 'cartTooMany',
      params: { max: MAX_CART_LINES },
    }),
  )
  @ValidateNested()
  lines: CartLineInput[];

  @Field(() => Boolean, {
    nullable: true,
    description:
      'The customer has read and accepted that an order with a closed shop is delivered after it opens (only shops that take such orders).',
  })
  @IsOptional()
  @IsBoolean(yesOrNo())
  acceptAfterOpening?: boolean | null;
}

/** A code or a key that cannot be one: no order matches it. */
const NO_MATCH = said('No order matches this code and tracking key.', { reason: 'orderNoMatch' });

@InputType()
export class TrackOrderInput {
  @Field({ description: 'The order code, such as K7M2QX-1.' })
  @IsNotEmpty(NO_MATCH)
  @MaxLength(32, NO_MATCH)
  code: string;

  @Field({ description: 'The secret the placing browser was given.' })
  @IsNotEmpty(NO_MATCH)
  @MaxLength(128, NO_MATCH)
  trackingToken: string;
}

@InputType()
export class CancelOrderInput extends TrackOrderInput {
  @Field(() => String, { nullable: true, description: 'Why, in a few words; the shop sees it.' })
  @IsOptional()
  @MaxLength(300, tooLong('the reason', 300))
  reason?: string | null;
}

@InputType()
export class UpdateOrderStatusInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => OrderStatus)
  @IsEnum(OrderStatus, oneOf())
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Why, when cancelling; shown to the customer.' })
  @IsOptional()
  @MaxLength(300, tooLong('the reason', 300))
  reason?: string | null;
}

export const MAX_LIST_LINES = 30;
export const MAX_LINE_PRICE_PAISE = 10_000_000;

/** A photo's name POST /uploads/prescriptions cannot have given. */
const PHOTO_MISSING = said('The prescription photo did not arrive. Please add it again.', {
  reason: 'prescriptionMissing',
});

@InputType({
  description: 'A shopping list (fordo) or a list of medicines, written as free lines, for a shop to price.',
})
export class ListOrderInput extends CustomerRequestInput {
  @Field(() => VendorCategory, { description: 'GROCERY or BAZAAR for a fordo, PHARMACY for medicines.' })
  @IsEnum(VendorCategory, oneOf())
  section: VendorCategory;

  @Field(() => ID, {
    nullable: true,
    description: 'The shop to send it to; left out, any shop of the kind may take it.',
  })
  vendorId?: string | null;

  @Field(() => [String], { description: `The items, one a line ("2 kg Gobindobhog rice"); at most ${MAX_LIST_LINES}.` })
  @ArrayMaxSize(
    MAX_LIST_LINES,
    said(`A list can hold at most ${MAX_LIST_LINES} lines.`, {
      reason: 'listTooLong',
      params: { max: MAX_LIST_LINES },
    }),
  )
  @MaxLength(120, eachTooLong('line', 120))
  lines: string[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(300, tooLong('the note', 300))
  note?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'For medicines: the name POST /uploads/prescriptions gave the photo. With it, the list may be empty.',
  })
  @IsOptional()
  @MaxLength(64, PHOTO_MISSING)
  prescriptionFile?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'For medicines: every photo POST /uploads/prescriptions named (up to 5), in the order they should be read.',
  })
  @IsOptional()
  @ArrayMaxSize(5, said('Send at most 5 photos with one order.', { reason: 'prescriptionTooMany', params: { max: 5 } }))
  @MaxLength(64, { each: true, ...PHOTO_MISSING })
  prescriptionFiles?: string[] | null;
}

@InputType({ description: "The shop's answer to one line of a list." })
export class PricedLineInput {
  @Field(() => Int, { description: "The line's position, 1 for the first." })
  @IsInt(wholeNumber())
  @Min(1, atLeast(1))
  position: number;

  @Field({ description: 'False when the shop cannot supply it.' })
  available: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'For a line the shop adds after the last one (medicines read off a prescription): what it is.',
  })
  @IsOptional()
  @MaxLength(120, tooLong('each line', 120))
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'What the line costs in all, in paise; needed when available.' })
  @IsOptional()
  @IsInt(wholeNumber('The price must be a whole number of paise.'))
  @Min(0, notNegative('A price cannot be negative.'))
  @Max(MAX_LINE_PRICE_PAISE, rupeesAtMost(MAX_LINE_PRICE_PAISE, 'That price is too high for one line.'))
  totalPaise?: number | null;
}

const EVERY_LINE = said('Answer every line of the list once.', { reason: 'answerEveryLine' });

@InputType()
export class PriceListOrderInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => [PricedLineInput], { description: 'Every line of the list, once.' })
  @ArrayMinSize(1, EVERY_LINE)
  @ArrayMaxSize(MAX_LIST_LINES, EVERY_LINE)
  @ValidateNested()
  lines: PricedLineInput[];
}

@InputType()
export class RespondToPriceInput extends TrackOrderInput {
  @Field({ description: 'True to confirm at these prices, false to decline (the order is cancelled).' })
  accept: boolean;
}

export const MAX_LAB_TESTS = 10;
/** How far ahead a lab test can be booked. */
export const LAB_BOOKING_DAYS_AHEAD = 30;

@InputType({ description: 'Lab tests to book: one booking per lab, each test at its listed price.' })
export class LabBookingInput extends CustomerRequestInput {
  @Field(() => [ID])
  @ArrayMinSize(1, said('Choose at least one test.', { reason: 'testsRequired' }))
  @ArrayMaxSize(
    MAX_LAB_TESTS,
    said(`Book at most ${MAX_LAB_TESTS} tests at a time.`, { reason: 'testsTooMany', params: { max: MAX_LAB_TESTS } }),
  )
  labTestIds: string[];

  @Field({ description: `The day wanted, YYYY-MM-DD: today or within ${LAB_BOOKING_DAYS_AHEAD} days.` })
  @MaxLength(10, said('Choose a day.', { reason: 'dayRequired' }))
  preferredDate: string;

  @Field({ description: 'Collect the sample at the address (only for tests that offer it).' })
  homeCollection: boolean;
}

@InputType()
export class AssignOrderInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => ID, { description: 'A delivery person; assigning again moves the order to someone else.' })
  deliveryUserId: string;
}

@InputType()
export class RecordCashInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => Int, { description: 'Cash taken from the customer, in paise.' })
  @IsInt(wholeNumber('Give the amount in whole paise.'))
  @Min(0, notNegative('The amount cannot be negative.'))
  @Max(MAX_LINE_PRICE_PAISE, rupeesAtMost(MAX_LINE_PRICE_PAISE, 'That amount is too high.'))
  amountPaise: number;
}

@InputType({ description: "An admin's correction of the cash recorded for a delivered order." })
export class CorrectCashInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => Int, { description: 'The cash the customer really paid, in paise.' })
  @IsInt(wholeNumber('Give the amount in whole paise.'))
  @Min(0, notNegative('The amount cannot be negative.'))
  @Max(MAX_LINE_PRICE_PAISE, rupeesAtMost(MAX_LINE_PRICE_PAISE, 'That amount is too high.'))
  amountPaise: number;

  @Field({ description: 'Why the amount is corrected; kept in the audit trail.' })
  @IsNotEmpty(said('Say why the cash is corrected.', { reason: 'cashReasonRequired' }))
  @MaxLength(300, tooLong('the reason', 300))
  reason: string;
}

@ArgsType()
export class StaffOrdersArgs extends PageArgs {
  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this state.' })
  @IsOptional()
  @IsEnum(OrderStatus, oneOf())
  status?: OrderStatus | null;

  @Field(() => ID, { nullable: true, description: "Only this shop's orders (for admins)." })
  vendorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only orders placed on this day in India, YYYY-MM-DD.' })
  day?: string | null;

  @Field(() => String, { nullable: true, description: 'Orders whose code starts with this.' })
  @IsOptional()
  @MaxLength(20, said('An order code is shorter than that.', { reason: 'orderCodeTooLong' }))
  code?: string | null;
  @Field(() => OrderNeed, { nullable: true, description: 'Only orders waiting for this from the staff.' })
  @IsOptional()
  @IsEnum(OrderNeed, oneOf())
  needs?: OrderNeed | null;
}
