import type { RequestContext } from '../../shared/context';
import { EmergencyContactEntity } from './emergency-contact.entity';
import type { EmergencyContact } from './emergency-contact.types';
import type { EmergencyGroup } from './emergency-group';

/** Contacts in the order the page shows them: by group, then the admin's order, then name. */
export async function listEmergencyContacts(
  ctx: RequestContext,
  group?: EmergencyGroup | null,
): Promise<EmergencyContact[]> {
  return ctx.db.getRepository(EmergencyContactEntity).find({
    where: group ? { group } : {},
    order: { group: 'ASC', sortOrder: 'ASC', name: 'ASC' },
  });
}
