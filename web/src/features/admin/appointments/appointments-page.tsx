import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminAppointmentsDocument,
  AppointmentDoctorsDocument,
  UpdateAppointmentStatusDocument,
  type AdminAppointmentFieldsFragment,
  type AppointmentStatus,
} from '../../../generated/graphql';
import { formatDay, indiaToday } from '../../../shared/format/date';
import '../../../shared/i18n/admin';
import { CallButton } from '../../../shared/ui/call-button';
import { TextAreaField } from '../../../shared/ui/form';
import { useFlash } from '../../../shared/workspace/flash';
import { adminProblem } from '../kit/admin-problem';
import { AuditHistory, type DescribeAuditEntry } from '../kit/audit-history';
import { ConfirmPanel } from '../kit/confirm-panel';
import { Badge, RecordCard, RecordFacts } from '../kit/record-card';
import { RecordForm, SelectField, useRecordForm } from '../kit/record-form';
import { RecordScreen, ToggleFilter } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';

type Appointment = AdminAppointmentFieldsFragment;

export const appointmentStates = ['BOOKED', 'VISITED', 'CANCELLED'] as const satisfies readonly AppointmentStatus[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const stateTone = { BOOKED: 'warn', VISITED: 'good', CANCELLED: 'bad' } as const;

/** "State: Booked → Visited" and the reason, for the History of an appointment. */
function useDescribeAppointmentChange(): DescribeAuditEntry {
  const { t, i18n } = useTranslation();
  const state = (value: unknown) =>
    typeof value === 'string' && i18n.exists(`admin.appointments.state.${value}`)
      ? t(`admin.appointments.state.${value}` as 'admin.appointments.state.BOOKED')
      : String(value);
  return (entry) => {
    if (entry.action !== 'status' || !entry.after) return null;
    const lines = [
      t('admin.appointments.history.status', { from: state(entry.before?.status), to: state(entry.after.status) }),
    ];
    if (typeof entry.after.reason === 'string' && entry.after.reason)
      lines.push(t('admin.appointments.history.reason', { reason: entry.after.reason }));
    return lines;
  };
}

/** "Mark … visited?" and its answer. */
function VisitedPanel({
  appointment,
  onDone,
  onCancel,
}: {
  appointment: Appointment;
  onDone: (done: Appointment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateAppointmentStatusDocument);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmPanel
      question={t('admin.appointments.visit.question', { code: appointment.code, name: appointment.patientName })}
      confirmLabel={t('admin.appointments.visit.yes')}
      cancelLabel={t('admin.appointments.visit.no')}
      busy={loading}
      busyLabel={t('admin.appointments.visit.busy')}
      danger={false}
      onCancel={onCancel}
      onConfirm={() => {
        setProblem(null);
        update({ variables: { input: { id: appointment.id, status: 'VISITED' } } }).then(
          ({ data }) => data && onDone(data.updateAppointmentStatus),
          (error: unknown) => {
            const p = adminProblem(error);
            setProblem(p.message ?? t(p.key));
          },
        );
      }}
    >
      {problem && (
        <p className="ws-problem" role="alert">
          {problem}
        </p>
      )}
    </ConfirmPanel>
  );
}

const cancelFields = ['reason'] as const;

/** The reason first, then "Cancel …? This cannot be undone.", then the change. */
function CancelForm({
  appointment,
  onDone,
  onCancel,
}: {
  appointment: Appointment;
  onDone: (done: Appointment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm(cancelFields);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [update] = useMutation(UpdateAppointmentStatusDocument);

  function send() {
    let done: Appointment | undefined;
    void form
      .submit(async () => {
        const { data } = await update({
          variables: { input: { id: appointment.id, status: 'CANCELLED', reason: reason.trim() } },
        });
        done = data?.updateAppointmentStatus;
      })
      .then((ok) => {
        setConfirming(false);
        if (ok && done) onDone(done);
      });
  }

  return (
    <>
      <RecordForm
        form={form}
        title={t('admin.appointments.cancel.title', { code: appointment.code })}
        intro={t('admin.appointments.cancel.intro')}
        submitLabel={t('admin.appointments.cancel.submit')}
        onCancel={onCancel}
        onSubmit={() => {
          if (confirming) return;
          if (!reason.trim()) {
            void form.submit(async () => undefined, { reason: t('admin.appointments.cancel.reasonRequired') });
            return;
          }
          setConfirming(true);
        }}
      >
        <TextAreaField
          label={t('admin.appointments.cancel.reason')}
          hint={t('admin.appointments.cancel.reasonHint')}
          rows={2}
          maxLength={500}
          value={reason}
          readOnly={confirming}
          error={form.error('reason')}
          onChange={(e) => {
            setReason(e.target.value);
            form.clear('reason');
          }}
        />
      </RecordForm>
      {confirming && (
        <ConfirmPanel
          question={t('admin.appointments.cancel.question', { code: appointment.code, name: appointment.patientName })}
          confirmLabel={t('admin.appointments.cancel.yes')}
          cancelLabel={t('admin.appointments.cancel.no')}
          busy={form.busy}
          busyLabel={t('admin.appointments.cancel.busy')}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** One appointment: when, with whom, the patient and their number, its state; Visited, Cancel and History. */
function AppointmentCard({ appointment, onChanged }: { appointment: Appointment; onChanged: (text: string) => void }) {
  const { t } = useTranslation();
  const describe = useDescribeAppointmentChange();
  const booked = appointment.status === 'BOOKED';
  const label = t('admin.appointments.row.label', { code: appointment.code, name: appointment.patientName });
  return (
    <RecordCard
      label={label}
      title={t('admin.appointments.row.time', { startsAt: appointment.startsAt, endsAt: appointment.endsAt })}
      subtitle={formatDay(appointment.day)}
      off={appointment.status === 'CANCELLED'}
      badges={
        <Badge tone={stateTone[appointment.status]} testId="appointment-state">
          {t(`admin.appointments.state.${appointment.status}`)}
        </Badge>
      }
      panels={[
        ...(booked
          ? [
              {
                key: 'visited' as const,
                label: t('admin.appointments.visit.button'),
                render: (close: () => void) => (
                  <VisitedPanel
                    appointment={appointment}
                    onCancel={close}
                    onDone={(done) => (close(), onChanged(t('admin.appointments.visit.done', { code: done.code })))}
                  />
                ),
              },
              {
                key: 'cancel' as const,
                label: t('admin.appointments.cancel.button'),
                danger: true,
                render: (close: () => void) => (
                  <CancelForm
                    appointment={appointment}
                    onCancel={close}
                    onDone={(done) => (close(), onChanged(t('admin.appointments.cancel.done', { code: done.code })))}
                  />
                ),
              },
            ]
          : []),
        {
          key: 'history' as const,
          label: t('admin.kit.history.button'),
          render: () => (
            <AuditHistory
              entityType="APPOINTMENT"
              entityId={appointment.id}
              label={t('admin.kit.history.of', { name: appointment.code })}
              describe={describe}
            />
          ),
        },
      ]}
    >
      <RecordFacts
        facts={[
          { label: t('admin.appointments.row.code'), value: appointment.code, testId: 'appointment-code' },
          { label: t('admin.appointments.row.doctor'), value: appointment.doctorName },
          { label: t('admin.appointments.row.patient'), value: appointment.patientName },
          appointment.patientAge != null && {
            label: t('admin.appointments.row.age'),
            value: t('admin.appointments.row.ageValue', { age: appointment.patientAge }),
          },
          !!appointment.note && { label: t('admin.appointments.row.note'), value: appointment.note },
        ]}
      />
      <CallButton phone={appointment.patientPhone} name={appointment.patientName} compact />
    </RecordCard>
  );
}

/** The day to show: a date input, or every day from today on. */
function DayFilter({
  day,
  upcoming,
  onDay,
  onUpcoming,
}: {
  day: string;
  upcoming: boolean;
  onDay: (day: string) => void;
  onUpcoming: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('admin.appointments.filter.day')}
        </label>
        <input
          id={id}
          className="field__input"
          type="date"
          value={upcoming ? '' : day}
          disabled={upcoming}
          onChange={(e) => e.target.value && onDay(e.target.value)}
        />
      </div>
      <ToggleFilter label={t('admin.appointments.filter.upcoming')} checked={upcoming} onChange={onUpcoming} />
    </>
  );
}

/**
 * /admin/appointments: the doctors' appointments in the order they happen, one day's (today's
 * unless ?day= says another) or every day from today on (?from=today), of one doctor (?doctor=)
 * and one state (?status=). A booked one is marked visited, or cancelled with a reason.
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const upcoming = filters.text('from') === 'today';
  const asked = filters.text('day');
  const day = DAY.test(asked) ? asked : indiaToday();
  const doctorId = filters.text('doctor') || null;
  const status = filters.choice('status', appointmentStates);
  const [flashText, flash] = useFlash();
  const doctors = useQuery(AppointmentDoctorsDocument, { fetchPolicy: 'cache-first' });
  const list = usePagedList(
    AdminAppointmentsDocument,
    { day: upcoming ? null : day, doctorId, status },
    'adminAppointments',
  );

  const doctorOptions = doctors.data?.doctors.nodes ?? [];
  const knownDoctor = !doctorId || doctorOptions.some((d) => d.id === doctorId);
  return (
    <RecordScreen
      title={t('admin.appointments.title')}
      intro={t('admin.appointments.intro')}
      filters={
        <>
          <DayFilter
            day={day}
            upcoming={upcoming}
            onDay={(next) => filters.set('day', next === indiaToday() ? null : next)}
            onUpcoming={(on) => filters.set('from', on ? 'today' : null)}
          />
          <SelectField
            label={t('admin.appointments.filter.doctor')}
            value={doctorId ?? ''}
            options={[
              { value: '', label: t('admin.appointments.filter.allDoctors') },
              ...(knownDoctor ? [] : [{ value: doctorId, label: doctorId }]),
              ...doctorOptions.map((d) => ({ value: d.id, label: d.name })),
            ]}
            onChange={(e) => filters.set('doctor', e.target.value)}
          />
          <SelectField
            label={t('admin.appointments.filter.state')}
            value={status ?? ''}
            options={[
              { value: '', label: t('admin.appointments.filter.allStates') },
              ...appointmentStates.map((s) => ({ value: s, label: t(`admin.appointments.state.${s}`) })),
            ]}
            onChange={(e) => filters.set('status', e.target.value)}
          />
        </>
      }
      list={list}
      listLabel={t('admin.appointments.listLabel')}
      emptyText={
        doctorId || status
          ? t('admin.appointments.noMatch')
          : upcoming
            ? t('admin.appointments.emptyUpcoming')
            : t('admin.appointments.empty')
      }
      flashText={flashText}
      renderRow={(appointment) => (
        <AppointmentCard
          appointment={appointment}
          onChanged={(text) => {
            flash(text);
            list.refetch();
          }}
        />
      )}
    />
  );
}
