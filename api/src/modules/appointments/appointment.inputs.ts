import { IDEMPOTENCY_KEY_DESCRIPTION, IsIdempotencyKey } from '../../shared/idempotency-key';
import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { atLeast, atMost, said, tooLong } from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';

/** How far ahead appointments can be booked. */
export const APPOINTMENT_DAYS_AHEAD = 30;

@ArgsType()
export class AppointmentSlotsArgs {
  @Field(() => ID)
  doctorId: string;

  @Field(() => Int, { defaultValue: 14, description: `How many days ahead to look, 1 to ${APPOINTMENT_DAYS_AHEAD}.` })
  @Min(1, atLeast(1, 'Look at least 1 day ahead.'))
  @Max(
    APPOINTMENT_DAYS_AHEAD,
    atMost(APPOINTMENT_DAYS_AHEAD, `Appointments open at most ${APPOINTMENT_DAYS_AHEAD} days ahead.`),
  )
  days: number = 14;
}

const AGE = said('Give the age in whole years.', { reason: 'ageInvalid' });

@InputType()
export class PatientInput {
  @Field()
  @IsNotEmpty(said("Enter the patient's name.", { reason: 'patientNameRequired' }))
  @MaxLength(80, tooLong('the name', 80))
  name: string;

  @Field({ description: 'A 10-digit Indian mobile number, written any usual way.' })
  @IsNotEmpty(said('Enter a mobile number.', { reason: 'mobileRequired' }))
  @MaxLength(32, said('Enter a 10-digit mobile number.', { reason: 'mobileInvalid' }))
  phone: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(AGE)
  @Min(0, AGE)
  @Max(130, AGE)
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
  @MaxLength(10, said('Give the day as YYYY-MM-DD.', { reason: 'dayFormat' }))
  day: string;

  @Field({ description: "HH:MM, the slot's start." })
  @MaxLength(5, said("Choose one of the doctor's slots.", { reason: 'slotUnknown' }))
  startsAt: string;

  @Field(() => PatientInput)
  @ValidateNested()
  patient: PatientInput;

  @Field(() => String, { nullable: true, description: 'What it is about, in a few words, for the doctor.' })
  @IsOptional()
  @MaxLength(300, tooLong('the note', 300))
  note?: string | null;
}

/** A code or a key that cannot be one: no appointment matches it. */
const NO_MATCH = said('No appointment matches this code and key.', { reason: 'appointmentNoMatch' });

@InputType()
export class AppointmentTokenInput {
  @Field()
  @IsNotEmpty(NO_MATCH)
  @MaxLength(32, NO_MATCH)
  code: string;

  @Field()
  @IsNotEmpty(NO_MATCH)
  @MaxLength(128, NO_MATCH)
  trackingToken: string;
}
