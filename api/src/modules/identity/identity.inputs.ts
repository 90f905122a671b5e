import { IsEmail, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

const MAX = 256;

@InputType()
export class SignInWithEmailInput {
  /** Checked after trimming (see normalizeLogin), so a pasted address with spaces still works. */
  @Field()
  @IsNotEmpty({ message: 'Enter your email address.' })
  @MaxLength(MAX)
  email: string;

  @Field()
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(MAX)
  password: string;
}

@InputType()
export class SignInWithPhoneInput {
  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty({ message: 'Enter your mobile number.' })
  @MaxLength(32)
  phone: string;

  @Field()
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(MAX)
  password: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the mailed link.' })
  @IsNotEmpty()
  @MaxLength(MAX)
  token: string;

  @Field()
  @IsString()
  @MaxLength(MAX)
  password: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsNotEmpty({ message: 'Enter your current password.' })
  @MaxLength(MAX)
  currentPassword: string;

  @Field()
  @IsString()
  @MaxLength(MAX)
  newPassword: string;
}

@InputType()
export class SetStaffPasswordInput {
  @Field(() => ID, { description: 'A vendor’s or a delivery person’s account.' })
  @IsNotEmpty()
  @MaxLength(64)
  userId: string;

  @Field({ description: 'The new password, to tell them; they choose their own at the next sign-in.' })
  @IsString()
  @MaxLength(MAX)
  password: string;
}

@InputType()
export class CreateDeliveryAccountInput {
  @Field()
  @IsNotEmpty({ message: 'Enter a name.' })
  @MaxLength(120)
  name: string;

  @Field()
  @IsNotEmpty({ message: 'Enter a mobile number.' })
  @MaxLength(32)
  phone: string;

  @Field()
  @IsString()
  @MaxLength(MAX)
  password: string;
}

@InputType()
export class CreateVendorAccountInput extends CreateDeliveryAccountInput {
  @Field(() => ID, { description: 'The shop this account runs.' })
  @IsUUID('all', { message: 'Choose a shop.' })
  vendorId: string;
}

@InputType()
export class CreateAdminAccountInput {
  @Field()
  @IsNotEmpty({ message: 'Enter a name.' })
  @MaxLength(120)
  name: string;

  @Field()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(MAX)
  email: string;

  @Field()
  @IsString()
  @MaxLength(MAX)
  password: string;
}
