import { registerEnumType } from 'type-graphql';

/** The doctors page's Specialist / General toggle. */
export enum DoctorKind {
  SPECIALIST = 'SPECIALIST',
  GENERAL = 'GENERAL',
}

registerEnumType(DoctorKind, {
  name: 'DoctorKind',
  description: 'SPECIALIST: doctors of one branch of medicine; GENERAL: general physicians.',
});
