import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DoctorDetailsDocument, type DoctorCardFieldsFragment } from '../../../generated/graphql';
import { hasErrorCode } from '../../../shared/apollo/server-words';
import { useNamesInOrder } from '../../../shared/i18n/names-in-order';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDoctorWords } from '../doctor-words';
import { DoctorCard } from '../components/doctor-card';
import { medicalLinks, medicalPaths } from '../paths';
import { DoctorPageFallback } from './doctor-page-fallback';
import './medical.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's word for an id that cannot be one: as good as "no such doctor" to a visitor. */
const isBadInput = (error: unknown) => hasErrorCode(error, 'BAD_USER_INPUT');

/** /medical/doctorDetails?id=…: one doctor, everything about their chamber, and a way to book. */
export function DoctorDetailsPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id')?.trim() ?? '';
  const possible = UUID.test(id);
  const { data, loading, error, refetch } = useQuery(DoctorDetailsDocument, { variables: { id }, skip: !possible });
  const back = { to: medicalPaths.doctor, label: t('medical.doctors.back') };

  const doctor = data?.doctor;
  if (!possible || !doctor) {
    return (
      <DoctorPageFallback
        title={t('medical.doctorDetails')}
        back={back}
        loading={possible && loading && !data}
        failed={possible && Boolean(error) && !data && !isBadInput(error)}
        notFoundMessage={t('medical.notFound.doctor')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return <DoctorDetails doctor={doctor} back={back} />;
}

/** The doctor's card, then their specialty, degrees and town, and the ways on from here. */
function DoctorDetails({ doctor, back }: { doctor: DoctorCardFieldsFragment; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const words = useDoctorWords(doctor);
  const place = usePlaceName();
  const [specialty, specialtyOther] = useNamesInOrder(
    doctor.specialty?.name ?? '',
    doctor.specialty?.nameBn,
    doctor.specialty?.nameHi,
  );
  return (
    <>
      <PageHeader title={t('medical.doctorDetails')} back={back} />
      <div className="doctor-details">
        <DoctorCard doctor={doctor} withDetailsLink={false} />
        <dl className="listing-card medical-card medical-facts doctor-details__more">
          {doctor.specialty && (
            <div className="medical-facts__row">
              <dt>{t('medical.doctorPage.specialty')}</dt>
              <dd>
                <span className="medical-facts__strong" lang={specialty.lang}>
                  {specialty.text}
                </span>
                {specialtyOther && (
                  <span className="medical-facts__sub" lang={specialtyOther.lang}>
                    {specialtyOther.text}
                  </span>
                )}
              </dd>
            </div>
          )}
          <div className="medical-facts__row">
            <dt>{t('medical.doctorPage.qualifications')}</dt>
            <dd className="medical-facts__strong">{words.qualifications}</dd>
          </div>
          <div className="medical-facts__row">
            <dt>{t('medical.doctorPage.village')}</dt>
            <dd className="medical-facts__strong">{place(doctor.village)}</dd>
          </div>
        </dl>
        <div className="doctor-details__actions">
          <Link className="button button--primary" to={medicalLinks.appointment(doctor.id)}>
            {t('medical.doctorPage.book')}
          </Link>
          {doctor.specialty && doctor.isSpecialist && (
            <Link className="button button--secondary" to={medicalLinks.doctorsBySpecialty(doctor.specialty.slug)}>
              {t('medical.doctorPage.moreOfSpecialty', { specialty: specialty.text })}
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
