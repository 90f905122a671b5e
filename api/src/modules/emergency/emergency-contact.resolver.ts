import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { EmergencyContactsArgs } from './emergency-contact.inputs';
import { listEmergencyContacts } from './emergency-contact.service';
import { EmergencyContact } from './emergency-contact.types';

@Resolver(() => EmergencyContact)
export class EmergencyContactResolver {
  @Public()
  @Query(() => [EmergencyContact], { description: 'Emergency contacts, optionally of one group.' })
  emergencyContacts(@Ctx() ctx: RequestContext, @Args() { group }: EmergencyContactsArgs): Promise<EmergencyContact[]> {
    return listEmergencyContacts(ctx, group);
  }
}
