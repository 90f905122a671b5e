import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupees } from '../../../shared/format/money';
import { ClockIcon, MapPinIcon } from '../../../shared/ui/icons';
import { ListingCardNames } from '../../../shared/ui/listing-card';
import { medicalLinks } from '../paths';
import { formatTimeOfDay, formatWeekdays } from '../../../shared/format/schedule';
import { localeOf } from '../../../shared/i18n';
import { useDoctorWords, type DoctorWordsData } from '../doctor-words';
import { CallButton } from './call-button';
import { MedicalIcon } from './medical-icon';

/** What the card shows; a doctor from any of the medical queries fits. */
export interface DoctorCardData extends DoctorWordsData {
  id: string;
  qualifications: string;
  visitingDays: readonly number[];
  /** HH:MM, 24-hour. */
  visitFrom: string;
  visitTo: string;
  feePaise: number;
  phone: string;
  imageUrl?: string | null;
}

/**
 * One doctor at one chamber: who, what they treat, where and when they sit, the fee, and a
 * button that calls the chamber. `withDetailsLink` is off on the doctor's own page.
 */
export function DoctorCard({
  doctor,
  headingLevel = 2,
  withDetailsLink = true,
}: {
  doctor: DoctorCardData;
  headingLevel?: 1 | 2 | 3;
  withDetailsLink?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const words = useDoctorWords(doctor);
  const locale = localeOf(i18n.language);
  const days = formatWeekdays(doctor.visitingDays, locale, t('medical.doctorCard.everyDay'));
  const hours = t('medical.doctorCard.hoursRange', {
    from: formatTimeOfDay(doctor.visitFrom, locale),
    to: formatTimeOfDay(doctor.visitTo, locale),
  });

  return (
    <article className="listing-card medical-card doctor-card">
      <div className="doctor-card__head">
        {doctor.imageUrl ? (
          <img
            className="doctor-card__photo"
            src={doctor.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="doctor-card__avatar" aria-hidden="true">
            <MedicalIcon name="doctor" size={28} />
          </span>
        )}
        <ListingCardNames
          title={doctor.name}
          titleBn={doctor.nameBn}
          titleHi={doctor.nameHi}
          headingLevel={headingLevel}
        >
          {words.specialty && <p className="doctor-card__specialty">{words.specialty}</p>}
        </ListingCardNames>
      </div>

      <p className="doctor-card__degrees">
        <MedicalIcon name="degree" size={18} />
        <span>{words.qualifications}</span>
      </p>

      <dl className="medical-facts">
        <div className="medical-facts__row">
          <dt>
            <MapPinIcon size={18} />
            <span>{t('medical.doctorCard.chamber')}</span>
          </dt>
          <dd>
            <span className="medical-facts__strong">{words.chamberName}</span>
            <span className="medical-facts__sub">{words.chamberAddress}</span>
          </dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <MedicalIcon name="calendar" size={18} />
            <span>{t('medical.doctorCard.days')}</span>
          </dt>
          <dd className="medical-facts__strong">{days}</dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <ClockIcon size={18} />
            <span>{t('medical.doctorCard.hours')}</span>
          </dt>
          <dd className="medical-facts__strong">{hours}</dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <MedicalIcon name="rupee" size={18} />
            <span>{t('medical.doctorCard.fee')}</span>
          </dt>
          <dd className="medical-facts__strong medical-facts__price">{formatRupees(doctor.feePaise)}</dd>
        </div>
      </dl>

      <div className="medical-card__actions">
        <CallButton phone={doctor.phone} verb={t('medical.doctorCard.callVerb')} name={words.name} />
        {withDetailsLink && (
          <Link
            className="button button--secondary medical-card__details"
            to={medicalLinks.doctorDetails(doctor.id)}
            aria-label={t('medical.doctorCard.detailsLabel', { name: words.name })}
          >
            {t('medical.doctorCard.details')}
          </Link>
        )}
      </div>
    </article>
  );
}
