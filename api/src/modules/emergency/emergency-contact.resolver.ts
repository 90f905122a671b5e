import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { EmergencyContactsArgs } from './emergency-contact.inputs';
import { listEmergencyContacts } from './emergency-contact.service';
import { EmergencyContact } from './emergency-contact.types';

@Resolver(() => EmergencyContact)
export class EmergencyContactResolver {
  /** Public: anyone may read emergency numbers. */
  @Query(() => [EmergencyContact], { description: 'Emergency contacts, optionally of one group.' })
  emergencyContacts(@Ctx() ctx: RequestContext, @Args() { group }: EmergencyContactsArgs): Promise<EmergencyContact[]> {
    return listEmergencyContacts(ctx, group);
  }
}
