import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { UserRole } from '../identity/user-role';
import { recordLabSample } from './lab-booking-steps.service';
import { RecordLabSampleInput } from './lab-booking.inputs';
import { Order } from './order.types';

/** A lab's steps on its bookings that carry more than a status (the report is uploaded over HTTP: lab-reports.ts). */
@Resolver()
export class LabBookingResolver {
  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Order, {
    description: 'The lab took the sample of a confirmed booking, at home or at the lab: SAMPLE_COLLECTED.',
  })
  async recordLabSample(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RecordLabSampleInput) input: RecordLabSampleInput,
  ): Promise<Order> {
    return recordLabSample(ctx, await ctx.auth.require(), input);
  }
}
