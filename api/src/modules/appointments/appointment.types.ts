import { createUnionType, Field, ID, Int, ObjectType } from 'type-graphql';
import { AppointmentStatus } from './appointment-status';

@ObjectType('AppointmentSlot', { description: "One hour of a doctor's sitting on one day.", simpleResolvers: true })
export class AppointmentSlot {
  @Field({ description: 'YYYY-MM-DD' })
  day: string;

  @Field({ description: 'HH:MM, India time' })
  startsAt: string;

  @Field({ description: 'HH:MM, India time' })
  endsAt: string;

  @Field(() => Int)
  capacity: number;

  @Field(() => Int, { description: 'Places still free.' })
  remaining: number;
}

@ObjectType('AppointmentDoctor', { simpleResolvers: true })
export class AppointmentDoctor {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field()
  chamberName: string;

  @Field(() => String, { nullable: true })
  chamberNameBn: string | null;

  @Field(() => String, { nullable: true })
  chamberNameHi: string | null;

  @Field()
  chamberAddress: string;

  @Field(() => String, { nullable: true })
  chamberAddressBn: string | null;

  @Field(() => String, { nullable: true })
  chamberAddressHi: string | null;

  @Field()
  phone: string;

  @Field(() => Int)
  feePaise: number;
}

@ObjectType('Appointment', { simpleResolvers: true })
export class Appointment {
  @Field()
  code: string;

  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  @Field()
  day: string;

  @Field()
  startsAt: string;

  @Field()
  endsAt: string;

  @Field()
  patientName: string;

  @Field(() => AppointmentDoctor)
  doctor: AppointmentDoctor;
}

@ObjectType('AppointmentBooked', { simpleResolvers: true })
export class AppointmentBooked {
  @Field(() => Appointment)
  appointment: Appointment;

  @Field({ description: 'Keep this in the browser: it lets the patient cancel.' })
  trackingToken: string;
}

@ObjectType('SlotFull', {
  description: 'Every place in the slot was taken first; choose another.',
  simpleResolvers: true,
})
export class SlotFull {
  @Field()
  day: string;

  @Field()
  startsAt: string;
}

export const BookAppointmentResult = createUnionType({
  name: 'BookAppointmentResult',
  types: () => [AppointmentBooked, SlotFull] as const,
  resolveType: (value) => ('appointment' in value ? AppointmentBooked : SlotFull),
});
