import { useInLanguage } from '../../shared/i18n/record-text';

/** A subject the finder offers, by its English name (which it filters by), with its other names. */
export interface SubjectName {
  name: string;
  nameBn?: string | null;
  nameHi?: string | null;
}

/** A subject, by its English name, in the reader's language (as written, when no other name is known). */
export function useSubjectName(subjectNames: ReadonlyArray<SubjectName>): (subject: string) => string {
  const { pick } = useInLanguage();
  const namesOf = new Map(subjectNames.map((subject) => [subject.name, subject]));
  return (subject) => pick({ en: subject, bn: namesOf.get(subject)?.nameBn, hi: namesOf.get(subject)?.nameHi });
}
