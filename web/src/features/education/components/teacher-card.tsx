import { useTranslation } from 'react-i18next';
import type { TeacherMode } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useNameInLanguage } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { CallButton } from '../../../shared/ui/call-button';
import { MapPinIcon } from '../../../shared/ui/icons';
import { Chip, ListingCard, ListingFact } from '../../../shared/ui/listing-card';
import '../../../shared/i18n/sections';

export interface TeacherCardData {
  name: string;
  nameBn?: string | null;
  nameHi?: string | null;
  subjects: string[];
  /** The same subjects in Bengali (and in Hindi), in the same order. */
  subjectsBn?: string[] | null;
  subjectsHi?: string[] | null;
  classFrom: number;
  classTo: number;
  village: string;
  feePaise: number;
  modes: TeacherMode[];
  phone: string;
  qualifications: string;
  qualificationsBn?: string | null;
  qualificationsHi?: string | null;
}

/** One teacher: what and whom they teach, where, for how much, and a button to call them. */
export function TeacherCard({ teacher }: { teacher: TeacherCardData }) {
  const { t } = useTranslation();
  const { pick } = useInLanguage();
  const place = usePlaceName();
  const nameOf = useNameInLanguage();
  const subjects = pick({ en: teacher.subjects, bn: teacher.subjectsBn, hi: teacher.subjectsHi });
  const classes =
    teacher.classFrom === teacher.classTo
      ? t('education.card.classOne', { number: teacher.classFrom })
      : t('education.card.classes', { from: teacher.classFrom, to: teacher.classTo });
  return (
    <ListingCard
      title={teacher.name}
      titleBn={teacher.nameBn}
      titleHi={teacher.nameHi}
      badge={<Chip tone="green">{t('education.card.feePerMonth', { fee: formatRupees(teacher.feePaise) })}</Chip>}
      actions={<CallButton phone={teacher.phone} name={nameOf(teacher.name, teacher.nameBn, teacher.nameHi)} />}
    >
      <ul className="chips" aria-label={t('education.card.subjects')}>
        {subjects.map((subject) => (
          <li key={subject}>
            <Chip>{subject}</Chip>
          </li>
        ))}
      </ul>
      <ListingFact>
        <strong>{classes}</strong>
        {' · '}
        {teacher.modes.map((mode) => t(`education.card.modes.${mode}`)).join(', ')}
      </ListingFact>
      <ListingFact icon={<MapPinIcon size={18} />}>{place(teacher.village)}</ListingFact>
      <ListingFact>
        <span className="visually-hidden">{t('education.card.qualifications')}: </span>
        <span className="teacher-card__qualifications">
          {pick({ en: teacher.qualifications, bn: teacher.qualificationsBn, hi: teacher.qualificationsHi })}
        </span>
      </ListingFact>
    </ListingCard>
  );
}
