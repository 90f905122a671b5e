import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { notNegative, rupeesAtMost, said, wholeNumber, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { MAX_PRICE_PAISE } from './lab-test.admin';

@ArgsType()
export class ShopLabTestsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "The lab (an admin names one; a lab's vendor gets their own)." })
  @IsOptional()
  @IsUUID('all', said('Choose a lab from the list.', { reason: 'labNotListed' }))
  vendorId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words to find in the test name (English or Bengali) or sample.',
  })
  search?: string | null;
}

@InputType({ description: "A lab's own price of one of its tests, and whether it takes bookings." })
export class UpdateShopLabTestInput {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'The price in paise; new bookings pay it, bookings made keep theirs.' })
  @IsInt(wholeNumber('Enter the price in rupees, such as 350.'))
  @Min(0, notNegative('The price cannot be below ₹0.'))
  @Max(MAX_PRICE_PAISE, rupeesAtMost(MAX_PRICE_PAISE, 'Enter a price of ₹50,000 or less.'))
  pricePaise: number;

  @Field({ description: 'False hides the test from customers and from booking.' })
  @IsBoolean(yesOrNo())
  active: boolean;
}
