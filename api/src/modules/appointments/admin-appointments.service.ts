import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { parseDay } from '../../shared/india-date';
import { keysetAfter, keysetPageOf, type Page } from '../../shared/pagination';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import type { AdminAppointment, AdminAppointmentsArgs, UpdateAppointmentStatusInput } from './admin-appointment.types';
import { AppointmentStatus } from './appointment-status';
import { slotEnd } from './slot-times';

interface Row {
  id: string;
  code: string;
  status: AppointmentStatus;
  day: string;
  starts_at: string;
  visit_to: string;
  doctor_id: string;
  doctor_name: string;
  patient_name: string;
  patient_phone: string;
  patient_age: number | null;
  note: string | null;
}

const SELECT = `SELECT a.id, a.code, a.status, to_char(s.day, 'YYYY-MM-DD') AS day, to_char(s.starts_at, 'HH24:MI') AS starts_at,
                       to_char(d.visit_to, 'HH24:MI') AS visit_to, d.id AS doctor_id, d.name AS doctor_name,
                       a.patient_name, a.patient_phone, a.patient_age, a.note
                  FROM appointment a JOIN appointment_slot s ON s.id = a.slot_id JOIN doctor d ON d.id = a.doctor_id`;

const toAppointment = (r: Row): AdminAppointment => ({
  id: r.id,
  code: r.code,
  status: r.status,
  day: r.day,
  startsAt: r.starts_at,
  endsAt: slotEnd(r.starts_at, r.visit_to),
  doctorId: r.doctor_id,
  doctorName: r.doctor_name,
  patientName: r.patient_name,
  patientPhone: r.patient_phone,
  patientAge: r.patient_age,
  note: r.note,
});

/** Appointments in the order they happen: one day's, or from today on. */
export async function adminAppointments(
  ctx: RequestContext,
  args: AdminAppointmentsArgs,
  today: string,
): Promise<Page<AdminAppointment>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (args.day) {
    const day = parseDay(args.day);
    if (!day) throw badUserInput('Give the day as YYYY-MM-DD.', 'day', { reason: 'dayFormat' });
    where.push(`s.day = $${params.push(day)}::date`);
  } else {
    where.push(`s.day >= $${params.push(today)}::date`);
  }
  if (args.doctorId) where.push(`a.doctor_id = $${params.push(requireUuid(args.doctorId, 'doctorId'))}`);
  if (args.status) where.push(`a.status = $${params.push(args.status)}`);
  const after = keysetAfter(args);
  if (after) {
    where.push(
      `(to_char(s.day, 'YYYY-MM-DD') || ' ' || to_char(s.starts_at, 'HH24:MI'), a.id) > ($${params.push(String(after[0]))}, $${params.push(after[1])}::uuid)`,
    );
  }
  const rows: Row[] = await ctx.db.query(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY s.day, s.starts_at, a.id LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  const page = keysetPageOf(rows, args, (r) => `${r.day} ${r.starts_at}`);
  return { nodes: page.nodes.map(toAppointment), pageInfo: page.pageInfo };
}

/** An admin marks a booked appointment visited, or cancels it (the place goes back to the slot). */
export async function updateAppointmentStatus(
  ctx: RequestContext,
  admin: AuthUser,
  input: UpdateAppointmentStatusInput,
): Promise<AdminAppointment> {
  const id = requireUuid(input.id, 'id');
  const reason = input.reason?.trim() || null;
  if (input.status === AppointmentStatus.CANCELLED && !reason)
    throw badUserInput('Say why the appointment is cancelled.', 'reason', {
      reason: 'appointmentCancelReasonRequired',
    });
  return transactionWithRetry(ctx.db, async (tx) => {
    const [locked]: Array<{ status: AppointmentStatus; slot_id: string }> = await tx.query(
      'SELECT status, slot_id FROM appointment WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!locked) throw notFound('There is no such appointment.', 'id', { reason: 'appointmentNotFound' });
    if (locked.status !== AppointmentStatus.BOOKED)
      throw badUserInput(`This appointment is already ${locked.status.toLowerCase()}.`, 'status', {
        reason: 'appointmentAlready',
        params: { status: locked.status },
      });
    await tx.query('UPDATE appointment SET status = $2, updated_at = now() WHERE id = $1', [id, input.status]);
    if (input.status === AppointmentStatus.CANCELLED) {
      await tx.query('UPDATE appointment_slot SET booked = booked - 1, updated_at = now() WHERE id = $1', [
        locked.slot_id,
      ]);
    }
    await recordAudit(tx, admin, {
      entityType: AuditEntity.APPOINTMENT,
      entityId: id,
      action: 'status',
      before: { status: locked.status },
      after: { status: input.status, reason },
    });
    const [row]: Row[] = await tx.query(`${SELECT} WHERE a.id = $1`, [id]);
    return toAppointment(row);
  });
}
