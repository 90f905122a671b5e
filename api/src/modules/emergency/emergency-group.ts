import { registerEnumType } from 'type-graphql';

/** The seed's six emergency pages, one per group. */
export enum EmergencyGroup {
  POLICE = 'POLICE',
  FIRE = 'FIRE',
  AMBULANCE = 'AMBULANCE',
  TRANSPORT = 'TRANSPORT',
  HOSPITAL = 'HOSPITAL',
  WBSEDCL = 'WBSEDCL',
}

registerEnumType(EmergencyGroup, {
  name: 'EmergencyGroup',
  description: 'Groups of emergency contacts; WBSEDCL is the electricity supplier.',
});
