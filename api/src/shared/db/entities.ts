import { EmergencyContactEntity } from '../../modules/emergency/emergency-contact.entity';

/** Every TypeORM entity; a new module adds its entities here. */
export const entities = [EmergencyContactEntity];
