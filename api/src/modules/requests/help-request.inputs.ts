import { IDEMPOTENCY_KEY_DESCRIPTION, IsIdempotencyKey } from '../../shared/idempotency-key';
import { IsEnum, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { oneOf, said, tooLong } from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { HelpRequestKind, HelpRequestStatus } from './help-request-enums';

@InputType()
export class HelpRequestInput {
  @Field({ description: IDEMPOTENCY_KEY_DESCRIPTION })
  @IsIdempotencyKey()
  idempotencyKey: string;

  @Field(() => HelpRequestKind)
  @IsEnum(HelpRequestKind, oneOf())
  kind: HelpRequestKind;

  @Field(() => String, { nullable: true, description: 'For SERVICE: the kind of service, as in /service/{type}.' })
  @IsOptional()
  @MaxLength(60, said('Choose one of the services listed.', { reason: 'serviceUnknown' }))
  serviceType?: string | null;

  @Field()
  @IsNotEmpty(said('Enter your name.', { reason: 'nameRequired' }))
  @MaxLength(80, tooLong('the name', 80))
  name: string;

  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty(said('Enter your mobile number.', { reason: 'yourMobileRequired' }))
  @MaxLength(32, said('Enter a 10-digit mobile number.', { reason: 'mobileInvalid' }))
  phone: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the village', 80))
  village?: string | null;

  @Field({ description: 'What is needed, in a few words.' })
  @IsNotEmpty(said('Say what you need.', { reason: 'messageRequired' }))
  @MaxLength(500, tooLong('it', 500))
  message: string;
}

@ArgsType()
export class HelpRequestsArgs extends PageArgs {
  @Field(() => HelpRequestStatus, { nullable: true })
  @IsOptional()
  @IsEnum(HelpRequestStatus, oneOf())
  status?: HelpRequestStatus | null;

  @Field(() => HelpRequestKind, { nullable: true })
  @IsOptional()
  @IsEnum(HelpRequestKind, oneOf())
  kind?: HelpRequestKind | null;
}

@InputType()
export class UpdateHelpRequestInput {
  @Field(() => ID)
  id: string;

  @Field(() => HelpRequestStatus)
  @IsEnum(HelpRequestStatus, oneOf())
  status: HelpRequestStatus;

  @Field(() => String, { nullable: true, description: 'What was done; for admins only.' })
  @IsOptional()
  @MaxLength(500, tooLong('the note', 500))
  note?: string | null;
}
