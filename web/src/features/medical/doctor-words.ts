import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../shared/i18n/record-text';

/** A doctor's words as the records keep them: the English, and the Bengali and Hindi where written. */
export interface DoctorWordsData {
  name: string;
  nameBn?: string | null;
  nameHi?: string | null;
  /** Left out where the doctor is known by a receipt, which does not keep the degrees. */
  qualifications?: string;
  qualificationsBn?: string | null;
  qualificationsHi?: string | null;
  chamberName: string;
  chamberNameBn?: string | null;
  chamberNameHi?: string | null;
  chamberAddress: string;
  chamberAddressBn?: string | null;
  chamberAddressHi?: string | null;
  specialty?: { name: string; nameBn?: string | null; nameHi?: string | null } | null;
}

/** A doctor's name, degrees, chamber and specialty in `language`, each by the one rule of record-text. */
export function doctorWords(doctor: DoctorWordsData, language: string) {
  const pick = (en: string, bn?: string | null, hi?: string | null) => inLanguage({ en, bn, hi }, language);
  return {
    name: pick(doctor.name, doctor.nameBn, doctor.nameHi),
    qualifications: pick(doctor.qualifications ?? '', doctor.qualificationsBn, doctor.qualificationsHi),
    chamberName: pick(doctor.chamberName, doctor.chamberNameBn, doctor.chamberNameHi),
    chamberAddress: pick(doctor.chamberAddress, doctor.chamberAddressBn, doctor.chamberAddressHi),
    specialty: doctor.specialty ? pick(doctor.specialty.name, doctor.specialty.nameBn, doctor.specialty.nameHi) : null,
  };
}

/** doctorWords in the language on screen. */
export function useDoctorWords(doctor: DoctorWordsData) {
  const { i18n } = useTranslation();
  return doctorWords(doctor, i18n.language);
}
