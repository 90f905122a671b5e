import { useMutation, useQuery } from '@apollo/client/react';
import type { ParseKeys } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  AppointmentSlotsDocument,
  BookAppointmentDocument,
  DoctorDetailsDocument,
  type BookAppointmentMutationVariables,
} from '../../../generated/graphql';
import {
  errorCodeOf,
  hasErrorCode,
  noticeRefusalText,
  readInputProblems,
  sortProblems,
} from '../../../shared/apollo/server-words';
import { formatDay } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/bookings';
import { useSubmit } from '../../../shared/forms/use-submit';
import { KeptOfflinePanel } from '../../../shared/offline/kept-offline';
import { outbox as defaultOutbox, type Outbox } from '../../../shared/offline/outbox';
import { rememberBooking } from '../remember-booking';
import type { PressKeys } from '../../../shared/storage/press-keys';
import { FormBanner, SubmitButton, TextAreaField, TextField, useFormBanner } from '../../../shared/ui/form';
import { AlertIcon, MapPinIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import {
  APPOINTMENT_DAYS,
  appointmentKeys,
  appointmentRequestOf,
  checkPatient,
  dayToShow,
  patientFieldOf,
  patientFields,
  readSavedPatient,
  savePatientDraft,
  slotsByDay,
  type PatientField,
  type Slot,
} from '../appointment-booking';
import { CallButton } from '../components/call-button';
import { medicalLinks, medicalPaths } from '../paths';
import { formatTimeOfDay } from '../../../shared/format/schedule';
import { localeOf } from '../../../shared/i18n';
import { doctorWords } from '../doctor-words';
import { DoctorPageFallback } from './doctor-page-fallback';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Banner =
  | { kind: 'network' | 'keyConflict' | 'doctorGone' }
  | { kind: 'slotFull'; day: string; startsAt: string }
  | { kind: 'slotGone'; message: string }
  | { kind: 'message'; text: string };

type FieldElement = HTMLInputElement | HTMLTextAreaElement | null;

/**
 * Booking with one doctor: their days with places left, the times of the day chosen (a full time
 * cannot be chosen), the patient, and Book. When the last place of a time goes to someone else
 * first, the page says so and shows the times afresh.
 */
export function AppointmentBooking({
  doctorId,
  keys = appointmentKeys,
  outbox = defaultOutbox,
}: {
  doctorId: string;
  keys?: PressKeys;
  outbox?: Outbox;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const possible = UUID.test(doctorId);
  const doctorQuery = useQuery(DoctorDetailsDocument, { variables: { id: doctorId }, skip: !possible });
  const slotsQuery = useQuery(AppointmentSlotsDocument, {
    variables: { doctorId, days: APPOINTMENT_DAYS },
    skip: !possible,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [bookAppointment] = useMutation(BookAppointmentDocument, { fetchPolicy: 'no-cache' });
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<Pick<Slot, 'day' | 'startsAt'> | null>(null);
  const [slotError, setSlotError] = useState(false);
  const [values, setValues] = useState(readSavedPatient);
  const [errors, setErrors] = useState<Partial<Record<PatientField, string>>>({});
  const { banner, setBanner, showBanner, bannerRef } = useFormBanner<Banner>();
  const fields = useRef<Partial<Record<PatientField, FieldElement>>>({});
  const slotsRef = useRef<HTMLDivElement>(null);
  const ids = { doctor: useId(), day: useId(), time: useId(), patient: useId() };
  // A booking kept offline and answered while this page is open: its code, or why not.
  const {
    busy,
    queued,
    submit: send,
  } = useSubmit({
    kind: 'appointment',
    keys,
    outbox,
    onKeptAnswer: (answered) => {
      if (answered.code) void navigate(medicalLinks.appointmentBooked(answered.code), { replace: true });
      else if (answered.refused) showBanner({ kind: 'message', text: noticeRefusalText(answered, t) });
    },
  });

  const locale = localeOf(i18n.language);
  const time = (hhmm: string) => formatTimeOfDay(hhmm, locale);
  const title = t('medical.appointment');
  const back = { to: medicalPaths.appointment, label: t('bookings.appointment.change') };

  if (queued) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <KeptOfflinePanel />
      </>
    );
  }

  const doctor = doctorQuery.data?.doctor;
  if (!possible || !doctor) {
    return (
      <DoctorPageFallback
        title={title}
        back={back}
        loading={possible && doctorQuery.loading && !doctorQuery.data}
        failed={
          possible &&
          Boolean(doctorQuery.error) &&
          !doctorQuery.data &&
          !hasErrorCode(doctorQuery.error, 'BAD_USER_INPUT')
        }
        notFoundMessage={t('medical.notFound.doctor')}
        onRetry={() => void doctorQuery.refetch().catch(() => undefined)}
      />
    );
  }

  const words = doctorWords(doctor, i18n.language);
  const days = slotsByDay(slotsQuery.data?.appointmentSlots ?? []);
  const shownDay = dayToShow(days, chosenDay);
  const dayShown = days.find((d) => d.day === shownDay);

  function showErrors(found: Partial<Record<PatientField, string>>) {
    setErrors(found);
    const first = patientFields.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  /** The time chosen went or was refused: forget it and ask for the times again. */
  function freshTimes() {
    setSlot(null);
    void slotsQuery.refetch().catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !doctor) return;
    setBanner(null);
    const problems = checkPatient(values);
    const found: Partial<Record<PatientField, string>> = {};
    for (const field of patientFields) {
      const problem = problems[field];
      if (problem) found[field] = t(`bookings.appointment.errors.${field}.${problem}` as ParseKeys);
    }
    setSlotError(!slot);
    if (!slot) {
      setErrors(found);
      slotsRef.current?.scrollIntoView?.({ block: 'center' });
      return;
    }
    showErrors(found);
    if (Object.keys(found).length > 0) return;

    const request = appointmentRequestOf(doctor.id, slot, values);
    const outcome = await send({
      signature: JSON.stringify(request),
      variables: (idempotencyKey): BookAppointmentMutationVariables => ({ input: { ...request, idempotencyKey } }),
      send: async (variables) => {
        const { data } = await bookAppointment({ variables });
        if (!data) throw new Error('bookAppointment answered without data');
        return data.bookAppointment;
      },
      // The doctor is gone: a definite answer too.
      refusal: (error) => readInputProblems(error) ?? (errorCodeOf(error) === 'NOT_FOUND' ? 'doctorGone' : null),
    });
    if (outcome.answer === 'done') {
      const result = outcome.data;
      if (result.__typename === 'SlotFull') {
        showBanner({ kind: 'slotFull', day: result.day, startsAt: result.startsAt });
        freshTimes();
        return;
      }
      rememberBooking(result);
      void navigate(medicalLinks.appointmentBooked(result.appointment.code), { replace: true });
    } else if (outcome.answer === 'none') {
      // No definite answer: the place may have been taken for us. The key is kept for the retry.
      showBanner({ kind: 'network' });
    } else if (outcome.answer === 'refused') {
      const refused = outcome.refusal;
      if (refused === 'doctorGone') {
        showBanner({ kind: 'doctorGone' });
        return;
      }
      const sorted = sortProblems(refused, patientFieldOf);
      showErrors(sorted.fields);
      const slotProblem = refused.find((p) => p.field === 'day' || p.field === 'startsAt');
      if (sorted.keyConflict) showBanner({ kind: 'keyConflict' });
      else if (slotProblem) {
        showBanner({ kind: 'slotGone', message: slotProblem.message });
        freshTimes();
      } else if (sorted.other) showBanner({ kind: 'message', text: sorted.other });
    }
  }

  let bannerText: string | null = null;
  if (banner?.kind === 'slotFull')
    bannerText = t('bookings.appointment.banner.slotFull', { day: formatDay(banner.day), time: time(banner.startsAt) });
  else if (banner?.kind === 'slotGone')
    bannerText = t('bookings.appointment.banner.slotGone', { message: banner.message });
  else if (banner?.kind === 'message') bannerText = banner.text;
  else if (banner) bannerText = t(`bookings.appointment.banner.${banner.kind}`);

  let times;
  if (slotsQuery.loading && !slotsQuery.data) {
    times = (
      <div className="medical-status">
        <Spinner />
      </div>
    );
  } else if (slotsQuery.error && !slotsQuery.data) {
    times = (
      <RetryPanel
        message={t('bookings.appointment.slotsFailed')}
        onRetry={() => void slotsQuery.refetch().catch(() => undefined)}
      />
    );
  } else if (days.length === 0) {
    times = <EmptyPanel>{t('bookings.appointment.noSlots', { days: APPOINTMENT_DAYS })}</EmptyPanel>;
  } else {
    times = (
      <>
        <div className="day-chips" role="group" aria-label={t('bookings.appointment.daysLabel')}>
          <ul className="day-chips__list">
            {days.map((d) => (
              <li key={d.day}>
                <button
                  type="button"
                  className="day-chip"
                  aria-pressed={d.day === shownDay}
                  disabled={d.remaining === 0}
                  onClick={() => {
                    setChosenDay(d.day);
                    if (slot && slot.day !== d.day) setSlot(null);
                  }}
                >
                  <span className="day-chip__day">{formatDay(d.day)}</span>
                  <span className="day-chip__places">
                    {d.remaining === 0
                      ? t('bookings.appointment.full')
                      : t('bookings.appointment.dayPlaces', { count: d.remaining })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {dayShown && (
          <>
            <h3 className="booking-subtitle" id={ids.time}>
              {t('bookings.appointment.slotsLabel', { day: formatDay(dayShown.day) })}
            </h3>
            <ul className="slot-grid" aria-labelledby={ids.time}>
              {dayShown.slots.map((s) => {
                const range = t('medical.doctorCard.hoursRange', { from: time(s.startsAt), to: time(s.endsAt) });
                const places =
                  s.remaining === 0
                    ? t('bookings.appointment.full')
                    : t('bookings.appointment.placesLeft', { count: s.remaining });
                const chosen = slot?.day === s.day && slot.startsAt === s.startsAt;
                return (
                  <li key={s.startsAt}>
                    <button
                      type="button"
                      className="slot"
                      aria-pressed={chosen}
                      disabled={s.remaining === 0 || busy}
                      onClick={() => {
                        setSlot({ day: s.day, startsAt: s.startsAt });
                        setSlotError(false);
                      }}
                    >
                      {/* Named by the words it shows (a comma between them for a screen reader). */}
                      <span className="slot__time">{range}</span>
                      <span className="visually-hidden">, </span>
                      <span className="slot__places">{places}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </>
    );
  }

  const change = (field: PatientField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      savePatientDraft(next);
      return next;
    });
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const ref = (field: PatientField) => (element: FieldElement) => {
    fields.current[field] = element;
  };

  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="booking-layout">
        <section className="booking-section appointment-doctor" aria-labelledby={ids.doctor}>
          <h2 className="appointment-doctor__name" id={ids.doctor}>
            {words.name}
          </h2>
          {words.specialty && <p className="doctor-card__specialty">{words.specialty}</p>}
          <p className="appointment-doctor__line">
            <MapPinIcon size={18} />
            <span>
              <strong>{words.chamberName}</strong>, {words.chamberAddress}
            </span>
          </p>
          <p className="appointment-doctor__fee">
            {t('bookings.appointment.done.feeNote', { fee: formatRupees(doctor.feePaise) })}
          </p>
        </section>

        {banner && (
          <div className="booking-banner" ref={bannerRef} tabIndex={-1}>
            <FormBanner>
              <p className="form-banner__line">{bannerText}</p>
              {banner.kind === 'doctorGone' && (
                <Link to={medicalPaths.appointment}>{t('bookings.appointment.change')}</Link>
              )}
            </FormBanner>
          </div>
        )}

        <section className="booking-section" aria-labelledby={ids.day} ref={slotsRef}>
          <h2 className="booking-section__title" id={ids.day}>
            {t('bookings.appointment.dayTitle')}
          </h2>
          {times}
          {slotError && (
            <p className="field__error booking-slot-error" role="alert">
              <AlertIcon size={16} />
              <span>{t('bookings.appointment.errors.slot')}</span>
            </p>
          )}
          {days.length === 0 && !slotsQuery.loading && (
            <CallButton phone={doctor.phone} verb={t('medical.doctorCard.callVerb')} name={words.name} />
          )}
        </section>

        <form className="form booking-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <section className="booking-section" aria-labelledby={ids.patient}>
            <h2 className="booking-section__title" id={ids.patient}>
              {t('bookings.appointment.patientTitle')}
            </h2>
            <div className="form">
              <TextField
                ref={ref('name')}
                label={t('bookings.appointment.name')}
                name="patientName"
                autoComplete="name"
                value={values.name}
                onChange={(event) => change('name', event.target.value)}
                error={errors.name}
              />
              <TextField
                ref={ref('phone')}
                label={t('bookings.appointment.phone')}
                hint={t('bookings.appointment.phoneHint')}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(event) => change('phone', event.target.value)}
                error={errors.phone}
              />
              <TextField
                ref={ref('age')}
                label={t('bookings.appointment.age')}
                hint={t('bookings.appointment.ageHint')}
                name="age"
                inputMode="numeric"
                maxLength={3}
                value={values.age}
                onChange={(event) => change('age', event.target.value)}
                error={errors.age}
              />
              <TextAreaField
                ref={ref('note')}
                label={t('bookings.appointment.note')}
                hint={t('bookings.appointment.noteHint')}
                name="note"
                rows={2}
                value={values.note}
                onChange={(event) => change('note', event.target.value)}
                error={errors.note}
              />
            </div>
          </section>
          <SubmitButton
            busy={busy}
            label={t('bookings.appointment.submit')}
            busyLabel={t('bookings.appointment.submitting')}
          />
        </form>
      </div>
    </>
  );
}
