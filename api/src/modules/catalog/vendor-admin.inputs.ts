import { IsBoolean, IsEnum, IsNotEmpty, IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { oneOf, said, tooLong, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { VendorCategory } from './vendor-category';
import { ShopHoursInput } from './vendor.inputs';

/** What a shop is, as an admin writes it down. */
@InputType()
export class VendorFieldsInput {
  @Field()
  @IsNotEmpty(said("Enter the shop's name.", { reason: 'shopNameRequired' }))
  @MaxLength(100, tooLong('the name', 100))
  name: string;

  @Field(() => String, { nullable: true, description: 'The name in Bengali script.' })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  ownerName?: string | null;

  @Field()
  @IsNotEmpty(said('Enter the village.', { reason: 'villageRequired' }))
  @MaxLength(100, tooLong('the village', 100))
  village: string;

  @Field()
  @IsNotEmpty(said('Say where the shop is.', { reason: 'shopAddressRequired' }))
  @MaxLength(300, tooLong('the address', 300))
  address: string;

  @Field(() => String, {
    nullable: true,
    description: 'The address in Bengali; the English is shown where it is left empty.',
  })
  @IsOptional()
  @MaxLength(300, tooLong('the address', 300))
  addressBn?: string | null;

  @Field({ description: "The shop's number for customers; 10 digits." })
  phone: string;

  @Field(() => String, {
    nullable: true,
    description: "The messaging bot's chat id for the shop's orders, such as -1001234567890.",
  })
  @IsOptional()
  @Matches(
    /^(-?\d{1,20}|@[A-Za-z][\w]{4,31})$/,
    said('A chat id is a number such as -1001234567890, or @channelname.', { reason: 'chatIdInvalid' }),
  )
  chatGroupId?: string | null;
}

@InputType()
export class VendorAccountInput {
  @Field({ description: 'Who signs in for the shop.' })
  @IsNotEmpty(said('Enter a name.', { reason: 'nameRequired' }))
  name: string;

  @Field({ description: 'They sign in with this mobile number.' })
  phone: string;

  @Field()
  password: string;
}

@InputType()
export class CreateVendorInput extends VendorFieldsInput {
  @Field(() => VendorCategory)
  @IsEnum(VendorCategory, oneOf())
  category: VendorCategory;

  @Field(() => ShopHoursInput)
  @ValidateNested()
  hours: ShopHoursInput;

  @Field(() => VendorAccountInput, { description: 'The sign-in for the shop, made with it.' })
  @ValidateNested()
  account: VendorAccountInput;
}

@InputType()
export class UpdateVendorInput extends VendorFieldsInput {
  @Field(() => ID)
  id: string;

  @Field({ description: 'False hides the shop and its products from customers; its orders stay.' })
  @IsBoolean(yesOrNo())
  active: boolean;

  @Field(() => ShopHoursInput, {
    nullable: true,
    description: 'New opening hours and closed days; left as they are when left out.',
  })
  @IsOptional()
  @ValidateNested()
  hours?: ShopHoursInput | null;
}

@ArgsType()
export class AdminVendorsArgs extends PageArgs {
  @Field(() => VendorCategory, { nullable: true })
  @IsOptional()
  @IsEnum(VendorCategory, oneOf())
  category?: VendorCategory | null;

  @Field(() => String, { nullable: true, description: 'Part of the name, village or phone.' })
  @IsOptional()
  @MaxLength(100, tooLong('the search', 100))
  search?: string | null;

  @Field({ defaultValue: true, description: 'Shops that are not active too.' })
  @IsBoolean(yesOrNo())
  includeInactive: boolean = true;
}
