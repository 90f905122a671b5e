import { IsEmail, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { said, tooLong } from '../../shared/rule-reasons';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './password';

const MAX = 256;

const PASSWORD_REQUIRED = said('Enter your password.', { reason: 'passwordRequired' });
const PASSWORD_LENGTH = said(PASSWORD_TOO_LONG.message, PASSWORD_TOO_LONG.why);
const EMAIL_INVALID = said('Enter a valid email address.', { reason: 'emailInvalid' });
const MOBILE_INVALID = said('Enter a 10-digit mobile number.', { reason: 'mobileInvalid' });
const RESET_LINK_USED = said('This reset link has expired or was already used. Please ask for a new one.', {
  reason: 'resetLinkUsed',
});
const ID_INVALID = said('This is not a valid id.', { reason: 'idInvalid' });

@InputType()
export class SignInWithEmailInput {
  /** Checked after trimming (see normalizeLogin), so a pasted address with spaces still works. */
  @Field()
  @IsNotEmpty(said('Enter your email address.', { reason: 'emailRequired' }))
  @MaxLength(MAX, EMAIL_INVALID)
  email: string;

  @Field()
  @IsNotEmpty(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@InputType()
export class SignInWithPhoneInput {
  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty(said('Enter your mobile number.', { reason: 'yourMobileRequired' }))
  @MaxLength(32, MOBILE_INVALID)
  phone: string;

  @Field()
  @IsNotEmpty(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the mailed link.' })
  @IsNotEmpty(RESET_LINK_USED)
  @MaxLength(MAX, RESET_LINK_USED)
  token: string;

  @Field()
  @IsString(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsNotEmpty(said('Enter your current password.', { reason: 'currentPasswordRequired' }))
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  currentPassword: string;

  @Field()
  @IsString(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  newPassword: string;
}

@InputType()
export class SetStaffPasswordInput {
  @Field(() => ID, { description: 'A vendor’s or a delivery person’s account.' })
  @IsNotEmpty(ID_INVALID)
  @MaxLength(64, ID_INVALID)
  userId: string;

  @Field({ description: 'The new password, to tell them; they choose their own at the next sign-in.' })
  @IsString(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@InputType()
export class CreateDeliveryAccountInput {
  @Field()
  @IsNotEmpty(said('Enter a name.', { reason: 'nameRequired' }))
  @MaxLength(120, tooLong('the name', 120))
  name: string;

  @Field()
  @IsNotEmpty(said('Enter a mobile number.', { reason: 'mobileRequired' }))
  @MaxLength(32, MOBILE_INVALID)
  phone: string;

  @Field()
  @IsString(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@InputType()
export class CreateVendorAccountInput extends CreateDeliveryAccountInput {
  @Field(() => ID, { description: 'The shop this account runs.' })
  @IsUUID('all', said('Choose a shop.', { reason: 'shopRequired' }))
  vendorId: string;
}

@InputType()
export class CreateAdminAccountInput {
  @Field()
  @IsNotEmpty(said('Enter a name.', { reason: 'nameRequired' }))
  @MaxLength(120, tooLong('the name', 120))
  name: string;

  @Field()
  @IsEmail({}, EMAIL_INVALID)
  @MaxLength(MAX, EMAIL_INVALID)
  email: string;

  @Field()
  @IsString(PASSWORD_REQUIRED)
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}
