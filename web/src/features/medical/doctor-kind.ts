import type { DoctorKind } from '../../generated/graphql';
import { readText, storageKeys, writeText } from '../../shared/storage';

/** The seed's selectBtn: a plain string, 'specialist' unless the visitor chose 'general'. */
export type DoctorChoice = 'specialist' | 'general';

export const DEFAULT_DOCTOR_CHOICE: DoctorChoice = 'specialist';

/** The choice made on an earlier visit, so the doctors page opens where the person left it. */
export function readDoctorChoice(): DoctorChoice {
  return readText(storageKeys.doctorKind) === 'general' ? 'general' : DEFAULT_DOCTOR_CHOICE;
}

export function saveDoctorChoice(choice: DoctorChoice): void {
  writeText(storageKeys.doctorKind, choice);
}

export function doctorKindOf(choice: DoctorChoice): DoctorKind {
  return choice === 'general' ? 'GENERAL' : 'SPECIALIST';
}
