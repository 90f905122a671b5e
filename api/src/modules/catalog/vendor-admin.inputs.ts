import { IsBoolean, IsEnum, IsNotEmpty, IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { VendorCategory } from './vendor-category';
import { ShopHoursInput } from './vendor.inputs';

/** What a shop is, as an admin writes it down. */
@InputType()
export class VendorFieldsInput {
  @Field()
  @IsNotEmpty({ message: "Enter the shop's name." })
  @MaxLength(100, { message: 'Keep the name under 100 characters.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'The name in Bengali script.' })
  @IsOptional()
  @MaxLength(100, { message: 'Keep the name under 100 characters.' })
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, { message: 'Keep the name under 100 characters.' })
  ownerName?: string | null;

  @Field()
  @IsNotEmpty({ message: 'Enter the village.' })
  @MaxLength(100, { message: 'Keep the village under 100 characters.' })
  village: string;

  @Field()
  @IsNotEmpty({ message: 'Say where the shop is.' })
  @MaxLength(300, { message: 'Keep the address under 300 characters.' })
  address: string;

  @Field(() => String, { nullable: true, description: 'The address in Bengali; the English is shown where it is left empty.' })
  @IsOptional()
  @MaxLength(300, { message: 'Keep the address under 300 characters.' })
  addressBn?: string | null;

  @Field({ description: "The shop's number for customers; 10 digits." })
  phone: string;

  @Field(() => String, { nullable: true, description: "The messaging bot's chat id for the shop's orders, such as -1001234567890." })
  @IsOptional()
  @Matches(/^(-?\d{1,20}|@[A-Za-z][\w]{4,31})$/, { message: 'A chat id is a number such as -1001234567890, or @channelname.' })
  chatGroupId?: string | null;
}

@InputType()
export class VendorAccountInput {
  @Field({ description: 'Who signs in for the shop.' })
  @IsNotEmpty({ message: 'Enter a name.' })
  name: string;

  @Field({ description: 'They sign in with this mobile number.' })
  phone: string;

  @Field()
  password: string;
}

@InputType()
export class CreateVendorInput extends VendorFieldsInput {
  @Field(() => VendorCategory)
  @IsEnum(VendorCategory)
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
  @IsBoolean()
  active: boolean;

  @Field(() => ShopHoursInput, { nullable: true, description: 'New opening hours and closed days; left as they are when left out.' })
  @IsOptional()
  @ValidateNested()
  hours?: ShopHoursInput | null;
}

@ArgsType()
export class AdminVendorsArgs extends PageArgs {
  @Field(() => VendorCategory, { nullable: true })
  @IsOptional()
  @IsEnum(VendorCategory)
  category?: VendorCategory | null;

  @Field(() => String, { nullable: true, description: 'Part of the name, village or phone.' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field({ defaultValue: true, description: 'Shops that are not active too.' })
  @IsBoolean()
  includeInactive: boolean = true;
}
