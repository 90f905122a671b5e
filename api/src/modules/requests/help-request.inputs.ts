import { IDEMPOTENCY_KEY_DESCRIPTION, IsIdempotencyKey } from '../../shared/idempotency-key';
import { IsEnum, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { HelpRequestKind, HelpRequestStatus } from './help-request-enums';

@InputType()
export class HelpRequestInput {
  @Field({ description: IDEMPOTENCY_KEY_DESCRIPTION })
  @IsIdempotencyKey()
  idempotencyKey: string;

  @Field(() => HelpRequestKind)
  @IsEnum(HelpRequestKind)
  kind: HelpRequestKind;

  @Field(() => String, { nullable: true, description: 'For SERVICE: the kind of service, as in /service/{type}.' })
  @IsOptional()
  @MaxLength(60)
  serviceType?: string | null;

  @Field()
  @IsNotEmpty({ message: 'Enter your name.' })
  @MaxLength(80, { message: 'Keep the name under 80 characters.' })
  name: string;

  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty({ message: 'Enter your mobile number.' })
  @MaxLength(32, { message: 'Enter a 10-digit mobile number.' })
  phone: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, { message: 'Keep the village under 80 characters.' })
  village?: string | null;

  @Field({ description: 'What is needed, in a few words.' })
  @IsNotEmpty({ message: 'Say what you need.' })
  @MaxLength(500, { message: 'Keep it under 500 characters.' })
  message: string;
}

@ArgsType()
export class HelpRequestsArgs extends PageArgs {
  @Field(() => HelpRequestStatus, { nullable: true })
  @IsOptional()
  @IsEnum(HelpRequestStatus)
  status?: HelpRequestStatus | null;

  @Field(() => HelpRequestKind, { nullable: true })
  @IsOptional()
  @IsEnum(HelpRequestKind)
  kind?: HelpRequestKind | null;
}

@InputType()
export class UpdateHelpRequestInput {
  @Field(() => ID)
  id: string;

  @Field(() => HelpRequestStatus)
  @IsEnum(HelpRequestStatus)
  status: HelpRequestStatus;

  @Field(() => String, { nullable: true, description: 'What was done; for admins only.' })
  @IsOptional()
  @MaxLength(500, { message: 'Keep the note under 500 characters.' })
  note?: string | null;
}
