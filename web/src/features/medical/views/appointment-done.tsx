import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CancelAppointmentDocument } from '../../../generated/graphql';
import { errorCodeOf } from '../../../shared/apollo/server-words';
import { serverErrorText } from '../../../shared/apollo/server-words';
import { formatDay } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/bookings';
import {
  findMyAppointment,
  updateMyAppointmentStatus,
  type MyAppointment,
} from '../../../shared/storage/my-appointments';
import { DonePanel } from '../../../shared/ui/done-panel';
import { FormBanner } from '../../../shared/ui/form';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyPanel } from '../../../shared/ui/status-panels';
import { CallButton } from '../components/call-button';
import { medicalPaths } from '../paths';
import { formatTimeOfDay } from '../../../shared/format/schedule';
import { doctorWords } from '../doctor-words';
import { localeOf } from '../../../shared/i18n';

/**
 * An appointment booked on this browser, from its storage (so it shows after a reload, or with
 * no network): the code to say at the chamber, when and where, the fee, the chamber's number to
 * call, and Cancel, which gives the place back.
 */
export function AppointmentDone({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const [appointment, setAppointment] = useState<MyAppointment | null>(() => findMyAppointment(code));
  const title = t('bookings.appointment.done.title');
  const back = { to: medicalPaths.appointment, label: t('bookings.appointment.done.another') };

  if (!appointment) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <EmptyPanel>{t('bookings.appointment.done.missing')}</EmptyPanel>
      </>
    );
  }

  const locale = localeOf(i18n.language);
  const when = `${formatDay(appointment.day, { year: true })}, ${t('medical.doctorCard.hoursRange', {
    from: formatTimeOfDay(appointment.startsAt, locale),
    to: formatTimeOfDay(appointment.endsAt, locale),
  })}`;
  const cancelled = appointment.status === 'CANCELLED';
  const doctor = doctorWords(appointment.doctor, i18n.language);

  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="booking-layout booking-done">
        <DonePanel
          title={cancelled ? t('bookings.appointment.done.cancelled') : t('bookings.appointment.done.booked')}
          codeLabel={t('bookings.appointment.done.codeLabel')}
          code={appointment.code}
          hint={cancelled ? undefined : t('bookings.appointment.done.codeHint')}
          tone={cancelled ? 'muted' : 'done'}
        />

        <dl className="medical-facts appointment-facts">
          <div className="medical-facts__row">
            <dt>{t('bookings.appointment.done.when')}</dt>
            <dd className="medical-facts__strong" data-testid="appointment-when">
              {when}
            </dd>
          </div>
          <div className="medical-facts__row">
            <dt>{t('bookings.appointment.doctorTitle')}</dt>
            <dd className="medical-facts__strong">{doctor.name}</dd>
          </div>
          <div className="medical-facts__row">
            <dt>{t('bookings.appointment.done.chamber')}</dt>
            <dd>
              <span className="medical-facts__strong">{doctor.chamberName}</span>
              <span className="medical-facts__sub">{doctor.chamberAddress}</span>
            </dd>
          </div>
          <div className="medical-facts__row">
            <dt>{t('bookings.appointment.done.fee')}</dt>
            <dd className="medical-facts__strong">
              {t('bookings.appointment.done.feeNote', { fee: formatRupees(appointment.doctor.feePaise) })}
            </dd>
          </div>
          <div className="medical-facts__row">
            <dt>{t('bookings.appointment.done.patient')}</dt>
            <dd className="medical-facts__strong">{appointment.patientName}</dd>
          </div>
        </dl>

        <CallButton
          phone={appointment.doctor.phone}
          verb={t('bookings.appointment.done.callVerb')}
          name={doctor.name}
        />

        {appointment.status === 'BOOKED' && (
          <CancelAppointment
            appointment={appointment}
            onCancelled={(status) =>
              // Kept in memory too, for a browser that refuses storage.
              setAppointment((shown) => updateMyAppointmentStatus(code, status) ?? (shown && { ...shown, status }))
            }
          />
        )}

        <Link className="button button--secondary button--block" to={medicalPaths.appointment}>
          {t('bookings.appointment.done.another')}
        </Link>
      </div>
    </>
  );
}

/** Asks before cancelling; the server has the last word (a day gone by cannot be cancelled). */
function CancelAppointment({
  appointment,
  onCancelled,
}: {
  appointment: MyAppointment;
  onCancelled: (status: string) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelAppointment, { loading }] = useMutation(CancelAppointmentDocument, { fetchPolicy: 'no-cache' });

  if (!confirming) {
    return (
      <button type="button" className="button button--danger button--block" onClick={() => setConfirming(true)}>
        {t('bookings.appointment.done.cancel')}
      </button>
    );
  }

  async function confirm() {
    setProblem(null);
    try {
      const { data } = await cancelAppointment({
        variables: { input: { code: appointment.code, trackingToken: appointment.trackingToken } },
      });
      if (!data) throw new Error('cancelAppointment answered without data');
      onCancelled(data.cancelAppointment.status);
    } catch (error) {
      const code = errorCodeOf(error);
      // Why the server refused (too late, or no such appointment), in the customer's language; otherwise the connection.
      if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND')
        setProblem(serverErrorText(error, t) || t('bookings.appointment.done.cancelFailed'));
      else setProblem(t('bookings.appointment.done.cancelFailed'));
    }
  }

  return (
    <div className="appointment-cancel" role="group" aria-label={t('bookings.appointment.done.cancel')}>
      <p className="appointment-cancel__question">
        {t('bookings.appointment.done.cancelConfirm', { code: appointment.code })}
      </p>
      {problem && <FormBanner>{problem}</FormBanner>}
      <div className="appointment-cancel__buttons">
        <button type="button" className="button button--danger" disabled={loading} onClick={() => void confirm()}>
          {loading ? t('bookings.appointment.done.cancelling') : t('bookings.appointment.done.cancelYes')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={loading}
          onClick={() => setConfirming(false)}
        >
          {t('bookings.appointment.done.cancelNo')}
        </button>
      </div>
    </div>
  );
}
