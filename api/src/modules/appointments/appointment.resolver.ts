import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { AppointmentSlotsArgs, AppointmentTokenInput, BookAppointmentInput } from './appointment.inputs';
import { Appointment, AppointmentSlot, BookAppointmentResult } from './appointment.types';
import { appointmentSlots, bookAppointment, cancelAppointment } from './appointments.service';

@Resolver()
export class AppointmentResolver {
  @Public()
  @Query(() => [AppointmentSlot], { description: "A doctor's bookable slots from now on, with the places left in each." })
  appointmentSlots(@Ctx() ctx: RequestContext, @Args() args: AppointmentSlotsArgs): Promise<AppointmentSlot[]> {
    return appointmentSlots(ctx, args);
  }

  @Public()
  @Mutation(() => BookAppointmentResult, { description: 'A place in a slot; SlotFull when the last place went first.' })
  bookAppointment(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BookAppointmentInput) input: BookAppointmentInput,
  ): Promise<typeof BookAppointmentResult> {
    return bookAppointment(ctx, input);
  }

  @Public()
  @Mutation(() => Appointment, { description: 'The patient gives the place back, with the tracking token.' })
  cancelAppointment(@Ctx() ctx: RequestContext, @Arg('input', () => AppointmentTokenInput) input: AppointmentTokenInput): Promise<Appointment> {
    return cancelAppointment(ctx, input);
  }
}
