import { registerEnumType } from 'type-graphql';

/** Kinds of place on the /medical/common/{type} listings. */
export enum MedicalPlaceType {
  HOSPITAL = 'HOSPITAL',
  CLINIC = 'CLINIC',
  DIAGNOSTIC_CENTRE = 'DIAGNOSTIC_CENTRE',
  BLOOD_BANK = 'BLOOD_BANK',
  NURSING_HOME = 'NURSING_HOME',
}

registerEnumType(MedicalPlaceType, {
  name: 'MedicalPlaceType',
  description: 'Kinds of place listed under /medical/common/{type}.',
});
