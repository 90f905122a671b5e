import { IsEnum, IsIn, IsOptional, MaxLength } from 'class-validator';
import { oneOf, said, tooLong } from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, PageArgs } from '../../shared/pagination';
import { AppointmentStatus } from './appointment-status';

@ObjectType('AdminAppointment', {
  description: "An appointment as admins follow it, with the patient's number.",
  simpleResolvers: true,
})
export class AdminAppointment {
  @Field(() => ID)
  id: string;

  @Field()
  code: string;

  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  @Field({ description: 'YYYY-MM-DD, India.' })
  day: string;

  @Field()
  startsAt: string;

  @Field()
  endsAt: string;

  @Field(() => ID)
  doctorId: string;

  @Field()
  doctorName: string;

  @Field()
  patientName: string;

  @Field()
  patientPhone: string;

  @Field(() => Int, { nullable: true })
  patientAge: number | null;

  @Field(() => String, { nullable: true })
  note: string | null;
}

export const AdminAppointmentConnection = Connection(AdminAppointment, 'AdminAppointment');

@ArgsType()
export class AdminAppointmentsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'One day, YYYY-MM-DD; from today on when left out.' })
  day?: string | null;

  @Field(() => ID, { nullable: true })
  doctorId?: string | null;

  @Field(() => AppointmentStatus, { nullable: true })
  @IsOptional()
  @IsEnum(AppointmentStatus, oneOf())
  status?: AppointmentStatus | null;
}

@InputType()
export class UpdateAppointmentStatusInput {
  @Field(() => ID)
  id: string;

  @Field(() => AppointmentStatus, { description: 'VISITED once the patient has been seen, or CANCELLED.' })
  @IsIn(
    [AppointmentStatus.VISITED, AppointmentStatus.CANCELLED],
    said('An appointment can be marked visited or cancelled.', { reason: 'appointmentMarkInvalid' }),
  )
  status: AppointmentStatus;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500, tooLong('the reason', 500))
  reason?: string | null;
}
