import { useTranslation } from 'react-i18next';
import { namesInOrder } from '../../shared/i18n/names-in-order';
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

/**
 * A doctor's name, degrees, chamber and specialty in `language`: the names by the rule for names
 * (a Hindi reader gets the Bengali in Devanagari letters when no Hindi was written), the rest by
 * the one rule of record-text.
 */
export function doctorWords(doctor: DoctorWordsData, language: string) {
  const name = (en: string, bn?: string | null, hi?: string | null) => namesInOrder(language, en, bn, hi)[0].text;
  const text = (en: string, bn?: string | null, hi?: string | null) => inLanguage({ en, bn, hi }, language);
  return {
    name: name(doctor.name, doctor.nameBn, doctor.nameHi),
    qualifications: text(doctor.qualifications ?? '', doctor.qualificationsBn, doctor.qualificationsHi),
    chamberName: name(doctor.chamberName, doctor.chamberNameBn, doctor.chamberNameHi),
    chamberAddress: text(doctor.chamberAddress, doctor.chamberAddressBn, doctor.chamberAddressHi),
    specialty: doctor.specialty ? name(doctor.specialty.name, doctor.specialty.nameBn, doctor.specialty.nameHi) : null,
  };
}

/** doctorWords in the language on screen. */
export function useDoctorWords(doctor: DoctorWordsData) {
  const { i18n } = useTranslation();
  return doctorWords(doctor, i18n.language);
}
