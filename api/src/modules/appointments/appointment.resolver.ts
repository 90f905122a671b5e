import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, Roles } from '../../shared/auth/access-rules';
import { indiaToday } from '../../shared/india-date';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import {
  AdminAppointment,
  AdminAppointmentConnection,
  AdminAppointmentsArgs,
  UpdateAppointmentStatusInput,
} from './admin-appointment.types';
import { adminAppointments, updateAppointmentStatus } from './admin-appointments.service';
import type { RequestContext } from '../../shared/context';
import { AppointmentSlotsArgs, AppointmentTokenInput, BookAppointmentInput } from './appointment.inputs';
import { Appointment, AppointmentSlot, BookAppointmentResult } from './appointment.types';
import { appointmentSlots, bookAppointment, cancelAppointment } from './appointments.service';

@Resolver()
export class AppointmentResolver {
  @Public()
  @Query(() => [AppointmentSlot], {
    description: "A doctor's bookable slots from now on, with the places left in each.",
  })
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
  cancelAppointment(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AppointmentTokenInput) input: AppointmentTokenInput,
  ): Promise<Appointment> {
    return cancelAppointment(ctx, input);
  }

  @Roles(UserRole.ADMIN)
  @Query(() => AdminAppointmentConnection, {
    description: "Appointments in the order they happen, one day's or from today on: for admins.",
  })
  adminAppointments(@Ctx() ctx: RequestContext, @Args() args: AdminAppointmentsArgs): Promise<Page<AdminAppointment>> {
    return adminAppointments(ctx, args, indiaToday(ctx.services.clock()));
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => AdminAppointment, { description: 'Marks an appointment visited, or cancels it with a reason.' })
  async updateAppointmentStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateAppointmentStatusInput) input: UpdateAppointmentStatusInput,
  ): Promise<AdminAppointment> {
    return updateAppointmentStatus(ctx, await ctx.auth.require(), input);
  }
}
