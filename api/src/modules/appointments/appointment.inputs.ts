import { IDEMPOTENCY_KEY_DESCRIPTION, IsIdempotencyKey } from '../../shared/idempotency-key';
import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';

/** How far ahead appointments can be booked. */
export const APPOINTMENT_DAYS_AHEAD = 30;

@ArgsType()
export class AppointmentSlotsArgs {
  @Field(() => ID)
  doctorId: string;

  @Field(() => Int, { defaultValue: 14, description: `How many days ahead to look, 1 to ${APPOINTMENT_DAYS_AHEAD}.` })
  @Min(1, { message: 'Look at least 1 day ahead.' })
  @Max(APPOINTMENT_DAYS_AHEAD, { message: `Appointments open at most ${APPOINTMENT_DAYS_AHEAD} days ahead.` })
  days: number = 14;
}

@InputType()
export class PatientInput {
  @Field()
  @IsNotEmpty({ message: "Enter the patient's name." })
  @MaxLength(80, { message: 'Keep the name under 80 characters.' })
  name: string;

  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty({ message: 'Enter a mobile number.' })
  @MaxLength(32, { message: 'Enter a 10-digit mobile number.' })
  phone: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Give the age in whole years.' })
  @Min(0, { message: 'Give the age in whole years.' })
  @Max(130, { message: 'Give the age in whole years.' })
  age?: number | null;
}

@InputType()
export class BookAppointmentInput {
  @Field({ description: IDEMPOTENCY_KEY_DESCRIPTION })
  @IsIdempotencyKey()
  idempotencyKey: string;

  @Field(() => ID)
  doctorId: string;

  @Field({ description: 'YYYY-MM-DD, one of the days appointmentSlots offers.' })
  @MaxLength(10)
  day: string;

  @Field({ description: "HH:MM, the slot's start." })
  @MaxLength(5)
  startsAt: string;

  @Field(() => PatientInput)
  @ValidateNested()
  patient: PatientInput;

  @Field(() => String, { nullable: true, description: 'What it is about, in a few words, for the doctor.' })
  @IsOptional()
  @MaxLength(300, { message: 'Keep the note under 300 characters.' })
  note?: string | null;
}

@InputType()
export class AppointmentTokenInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(32)
  code: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(128)
  trackingToken: string;
}
