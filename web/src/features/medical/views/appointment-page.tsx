import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DoctorsDocument, type DoctorCardFieldsFragment } from '../../../generated/graphql';
import { formatDay, indiaToday } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/bookings';
import { readMyAppointments, upcomingAppointments } from '../../../shared/storage/my-appointments';
import { useNameInLanguage } from '../../../shared/i18n/names-in-order';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { appendNodes, LoadMore } from '../components/load-more';
import { medicalLinks, medicalPaths } from '../paths';
import { formatTimeOfDay, formatWeekdays } from '../../../shared/format/schedule';
import { useDoctorWords } from '../doctor-words';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { localeOf } from '../../../shared/i18n';
import { AppointmentBooking } from './appointment-booking-view';
import { AppointmentDone } from './appointment-done';
import './medical.css';
import './bookings.css';

const PAGE_SIZE = 10;

/**
 * /medical/appointment: choose a doctor (or come with `?doctor=ID` from their page), a day and a
 * time with a place left, and book; `?booked=CODE` shows an appointment booked on this browser,
 * with its Cancel.
 */
export function AppointmentPage() {
  const [params] = useSearchParams();
  const booked = params.get('booked');
  const doctorId = params.get('doctor')?.trim();
  if (booked) return <AppointmentDone key={booked} code={booked} />;
  if (doctorId) return <AppointmentBooking key={doctorId} doctorId={doctorId} />;
  return <DoctorPicker />;
}

function DoctorPicker() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(DoctorsDocument, {
    variables: { search: search || null, first: PAGE_SIZE },
  });
  const doctors = data?.doctors;

  let body;
  if (loading && !doctors) {
    body = (
      <div className="medical-status">
        <Spinner />
      </div>
    );
  } else if (error && !doctors) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!doctors || doctors.nodes.length === 0) {
    body = (
      <EmptyPanel>
        {search ? t('bookings.appointment.noMatch', { search }) : t('bookings.appointment.empty')}
      </EmptyPanel>
    );
  } else {
    body = (
      <>
        <ul className="doctor-picks" aria-label={t('bookings.appointment.chooseDoctor')}>
          {doctors.nodes.map((doctor) => (
            <li key={doctor.id}>
              <DoctorPick doctor={doctor} />
            </li>
          ))}
        </ul>
        <LoadMore
          pageInfo={doctors.pageInfo}
          onLoad={(after) =>
            fetchMore({
              variables: { after },
              updateQuery: (shown, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                doctors: appendNodes(shown.doctors, fetchMoreResult.doctors),
              }),
            })
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('medical.appointment')}
        subtitle={t('bookings.appointment.intro')}
        back={{ to: medicalPaths.medical, label: t('medical.hub.back') }}
      />
      <YourAppointments />
      <h2 className="booking-section__title">{t('bookings.appointment.chooseDoctor')}</h2>
      <div className="medical-controls">
        <SearchBox
          label={t('bookings.appointment.searchLabel')}
          placeholder={t('bookings.appointment.searchPlaceholder')}
          value={search}
          onSearch={setSearch}
        />
      </div>
      {body}
    </>
  );
}

/** One doctor to choose: who, where and when they sit, the fee; the whole card is the link. */
function DoctorPick({ doctor }: { doctor: DoctorCardFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const words = useDoctorWords(doctor);
  const place = usePlaceName();
  const locale = localeOf(i18n.language);
  const days = formatWeekdays(doctor.visitingDays, locale, t('medical.doctorCard.everyDay'));
  const hours = t('medical.doctorCard.hoursRange', {
    from: formatTimeOfDay(doctor.visitFrom, locale),
    to: formatTimeOfDay(doctor.visitTo, locale),
  });
  return (
    <Link
      className="doctor-pick"
      to={medicalLinks.appointment(doctor.id)}
      aria-label={t('bookings.appointment.pickLabel', { name: words.name })}
    >
      <span className="doctor-pick__head">
        <span className="doctor-pick__name">{words.name}</span>
        <span className="doctor-pick__fee">{formatRupees(doctor.feePaise)}</span>
      </span>
      {words.specialty && <span className="doctor-pick__specialty">{words.specialty}</span>}
      <span className="doctor-pick__line">
        {words.chamberName}, {place(doctor.village)}
      </span>
      <span className="doctor-pick__line">
        {days} · {hours}
      </span>
      <span className="doctor-pick__go" aria-hidden="true">
        {t('bookings.appointment.pick')} →
      </span>
    </Link>
  );
}

/** The appointments this browser booked that are still to come, to see again or cancel. */
function YourAppointments() {
  const { t, i18n } = useTranslation();
  const nameOf = useNameInLanguage();
  const [appointments] = useState(() => upcomingAppointments(readMyAppointments(), indiaToday()));
  if (appointments.length === 0) return null;
  const locale = localeOf(i18n.language);
  return (
    <section className="booking-section your-appointments" aria-labelledby="your-appointments">
      <h2 className="booking-section__title" id="your-appointments">
        {t('bookings.appointment.yours')}
      </h2>
      <ul className="your-appointments__list">
        {appointments.map((a) => (
          <li key={a.code}>
            <Link className="your-appointments__item" to={medicalLinks.appointmentBooked(a.code)}>
              <span className="your-appointments__when">
                {formatDay(a.day)}, {formatTimeOfDay(a.startsAt, locale)}
              </span>
              <span>
                {nameOf(a.doctor.name, a.doctor.nameBn, a.doctor.nameHi)} · {a.code}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
