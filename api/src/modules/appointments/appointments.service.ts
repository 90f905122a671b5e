import { createHash, randomUUID } from 'node:crypto';
import { countAnonymousWrite } from '../../shared/throttle/write-limits';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { addDays, indiaToday, parseDay, weekdayOf } from '../../shared/india-date';
import { normalizeIndianMobile } from '../../shared/phone';
import { newCheckoutCode } from '../orders/order-code';
import { isTrackingTokenFor, trackingTokenFor } from '../orders/tracking-token';
import { AppointmentStatus } from './appointment-status';
import {
  APPOINTMENT_DAYS_AHEAD,
  type AppointmentSlotsArgs,
  type AppointmentTokenInput,
  type BookAppointmentInput,
} from './appointment.inputs';
import type { Appointment, AppointmentBooked, AppointmentDoctor, AppointmentSlot, SlotFull } from './appointment.types';
import { OutboxKind } from '../notify/outbox-enums';
import { queueAdminNotice } from '../notify/queue-notices';
import { indiaTimeOfDay, slotEnd, slotStarts } from './slot-times';

interface DoctorRow {
  id: string;
  name: string;
  name_bn: string | null;
  name_hi: string | null;
  chamber_name: string;
  chamber_name_bn: string | null;
  chamber_name_hi: string | null;
  chamber_address: string;
  chamber_address_bn: string | null;
  chamber_address_hi: string | null;
  phone: string;
  fee_paise: number;
  visiting_days: number[];
  visit_from: string;
  visit_to: string;
  patients_per_slot: number;
}

/** The doctor's name and chamber in every language, as the receipt shows them. */
const DOCTOR_WORDS = [
  'name',
  'name_bn',
  'name_hi',
  'chamber_name',
  'chamber_name_bn',
  'chamber_name_hi',
  'chamber_address',
  'chamber_address_bn',
  'chamber_address_hi',
] as const;

async function findDoctor(tx: EntityManager, id: string, field: string): Promise<DoctorRow> {
  const [doctor]: DoctorRow[] = await tx.query(
    `SELECT id, ${DOCTOR_WORDS.join(', ')}, phone, fee_paise, visiting_days, visit_from, visit_to, patients_per_slot
       FROM doctor WHERE id = $1 AND active`,
    [requireUuid(id, field)],
  );
  if (!doctor) throw notFound('There is no such doctor.', field, { reason: 'doctorNotFound' });
  return doctor;
}

const doctorOf = (d: DoctorRow): AppointmentDoctor => ({
  id: d.id,
  name: d.name,
  nameBn: d.name_bn,
  nameHi: d.name_hi,
  chamberName: d.chamber_name,
  chamberNameBn: d.chamber_name_bn,
  chamberNameHi: d.chamber_name_hi,
  chamberAddress: d.chamber_address,
  chamberAddressBn: d.chamber_address_bn,
  chamberAddressHi: d.chamber_address_hi,
  phone: d.phone,
  feePaise: d.fee_paise,
});

/**
 * The doctor's slots from now to `days` ahead: each visiting day's hours, with the places left.
 * Slots already begun today are not offered.
 */
export async function appointmentSlots(ctx: RequestContext, args: AppointmentSlotsArgs): Promise<AppointmentSlot[]> {
  const doctor = await findDoctor(ctx.db.manager, args.doctorId, 'doctorId');
  const now = ctx.services.clock();
  const today = indiaToday(now);
  const last = addDays(today, args.days - 1);
  const booked: Array<{ day: string; starts_at: string; capacity: number; booked: number }> = await ctx.db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, to_char(starts_at, 'HH24:MI') AS starts_at, capacity, booked
       FROM appointment_slot WHERE doctor_id = $1 AND day BETWEEN $2 AND $3`,
    [doctor.id, today, last],
  );
  const taken = new Map(booked.map((s) => [`${s.day} ${s.starts_at}`, s]));
  const timeNow = indiaTimeOfDay(now);
  const slots: AppointmentSlot[] = [];
  for (let day = today; day <= last; day = addDays(day, 1)) {
    if (!doctor.visiting_days.includes(weekdayOf(day))) continue;
    for (const startsAt of slotStarts(doctor.visit_from, doctor.visit_to)) {
      if (day === today && startsAt <= timeNow) continue;
      const row = taken.get(`${day} ${startsAt}`);
      const capacity = row?.capacity ?? doctor.patients_per_slot;
      slots.push({
        day,
        startsAt,
        endsAt: slotEnd(startsAt, doctor.visit_to),
        capacity,
        remaining: Math.max(0, capacity - (row?.booked ?? 0)),
      });
    }
  }
  return slots;
}

/** Stands for "the slot filled up first": roll back and say so. */
class SlotTaken extends Error {}

/**
 * A place in a slot. The slot's row counts the places taken and its CHECK refuses one too many,
 * so two patients racing for the last place cannot both have it. The same idempotency key again
 * returns the same appointment.
 */
export async function bookAppointment(
  ctx: RequestContext,
  input: BookAppointmentInput,
): Promise<AppointmentBooked | SlotFull> {
  const name = input.patient.name.trim();
  if (!name) throw badUserInput("Enter the patient's name.", 'patient.name', { reason: 'patientNameRequired' });
  const phone = normalizeIndianMobile(input.patient.phone);
  if (!phone)
    throw badUserInput('Enter a 10-digit mobile number, such as 98765 43210.', 'patient.phone', {
      reason: 'mobileInvalid',
    });
  const note = input.note?.trim() || null;
  const now = ctx.services.clock();
  const today = indiaToday(now);
  const day = parseDay(input.day);
  if (!day || day < today || day > addDays(today, APPOINTMENT_DAYS_AHEAD)) {
    throw badUserInput(`Choose a day from today to ${APPOINTMENT_DAYS_AHEAD} days ahead.`, 'day', {
      reason: 'dayOutOfRange',
      params: { days: APPOINTMENT_DAYS_AHEAD },
    });
  }
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        doctor: input.doctorId,
        day,
        startsAt: input.startsAt,
        name,
        phone,
        age: input.patient.age ?? null,
        note,
      }),
    )
    .digest('hex');
  await countAnonymousWrite(ctx, { phone, table: 'appointment', idempotencyKey: input.idempotencyKey });

  try {
    return await transactionWithRetry(ctx.db, async (tx) => {
      const doctor = await findDoctor(tx, input.doctorId, 'doctorId');
      if (!doctor.visiting_days.includes(weekdayOf(day)))
        throw badUserInput('The doctor does not sit on that day.', 'day', { reason: 'doctorNotSitting' });
      if (!slotStarts(doctor.visit_from, doctor.visit_to).includes(input.startsAt)) {
        throw badUserInput("Choose one of the doctor's slots.", 'startsAt', { reason: 'slotUnknown' });
      }
      if (day === today && input.startsAt <= indiaTimeOfDay(now))
        throw badUserInput('That slot has already begun.', 'startsAt', { reason: 'slotBegun' });

      // Requests with the same key wait for each other here, so a double tap books once.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`appointment:${input.idempotencyKey}`]);
      const [existing]: Array<{ id: string; fingerprint: string }> = await tx.query(
        'SELECT id, fingerprint FROM appointment WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (existing) {
        if (existing.fingerprint !== fingerprint) {
          throw badUserInput(
            'This booking was already made with other details. Please reload the page and try again.',
            'idempotencyKey',
            { reason: 'bookingKeyReused' },
          );
        }
        return booked(ctx, await appointmentById(tx, existing.id));
      }

      let slotId: string;
      try {
        [{ id: slotId }] = await tx.query(
          `INSERT INTO appointment_slot (id, doctor_id, day, starts_at, capacity, booked) VALUES ($1, $2, $3, $4, $5, 1)
           ON CONFLICT (doctor_id, day, starts_at) DO UPDATE SET booked = appointment_slot.booked + 1, updated_at = now()
           RETURNING id`,
          [randomUUID(), doctor.id, day, input.startsAt, doctor.patients_per_slot],
        );
      } catch (error) {
        if (
          (error as { driverError?: { constraint?: string } }).driverError?.constraint ===
          'appointment_slot_booked_check'
        )
          throw new SlotTaken();
        throw error;
      }
      const id = randomUUID();
      const code = `AP-${newCheckoutCode()}`;
      await tx.query(
        `INSERT INTO appointment (id, code, idempotency_key, fingerprint, slot_id, doctor_id, patient_name, patient_phone, patient_age, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, code, input.idempotencyKey, fingerprint, slotId, doctor.id, name, phone, input.patient.age ?? null, note],
      );
      await queueAdminNotice(tx, OutboxKind.APPOINTMENT_BOOKED, id, code);
      ctx.log.info({ doctor: doctor.id, day, startsAt: input.startsAt }, 'appointment booked');
      return booked(ctx, await appointmentById(tx, id));
    });
  } catch (error) {
    if (error instanceof SlotTaken) return { day, startsAt: input.startsAt };
    throw error;
  }
}

const booked = (ctx: RequestContext, found: { appointment: Appointment; id: string }): AppointmentBooked => ({
  appointment: found.appointment,
  trackingToken: trackingTokenFor(ctx.services.settings.jwtSecret, found.id),
});

async function appointmentWhere(
  tx: EntityManager,
  where: string,
  params: unknown[],
): Promise<{ appointment: Appointment; id: string } | null> {
  const [row]: Array<
    DoctorRow & {
      appointment_id: string;
      code: string;
      status: AppointmentStatus;
      day: string;
      starts_at: string;
      patient_name: string;
    }
  > = await tx.query(
    `SELECT a.id AS appointment_id, a.code, a.status, to_char(s.day, 'YYYY-MM-DD') AS day, to_char(s.starts_at, 'HH24:MI') AS starts_at,
              a.patient_name, d.id, ${DOCTOR_WORDS.map((column) => `d.${column}`).join(', ')}, d.phone, d.fee_paise, d.visit_to
         FROM appointment a JOIN appointment_slot s ON s.id = a.slot_id JOIN doctor d ON d.id = a.doctor_id
        WHERE ${where}`,
    params,
  );
  if (!row) return null;
  return {
    id: row.appointment_id,
    appointment: {
      code: row.code,
      status: row.status,
      day: row.day,
      startsAt: row.starts_at,
      endsAt: slotEnd(row.starts_at, row.visit_to),
      patientName: row.patient_name,
      doctor: doctorOf(row),
    },
  };
}

async function appointmentById(tx: EntityManager, id: string) {
  return (await appointmentWhere(tx, 'a.id = $1', [id]))!;
}

const NO_MATCH = 'No appointment matches this code and key.';

/** The patient, with the tracking token, gives the place back while the day has not passed. */
export async function cancelAppointment(ctx: RequestContext, input: AppointmentTokenInput): Promise<Appointment> {
  const code = input.code.trim().toUpperCase();
  return transactionWithRetry(ctx.db, async (tx) => {
    const found = await appointmentWhere(tx, 'a.code = $1', [code]);
    if (!found || !isTrackingTokenFor(ctx.services.settings.jwtSecret, found.id, input.trackingToken))
      throw notFound(NO_MATCH, 'code', { reason: 'appointmentNoMatch' });
    const [locked]: Array<{ status: AppointmentStatus; slot_id: string }> = await tx.query(
      'SELECT status, slot_id FROM appointment WHERE id = $1 FOR UPDATE',
      [found.id],
    );
    if (locked.status !== AppointmentStatus.BOOKED || found.appointment.day < indiaToday(ctx.services.clock())) {
      throw badUserInput('This appointment can no longer be cancelled.', 'code', { reason: 'notCancellable' });
    }
    await tx.query(`UPDATE appointment SET status = 'CANCELLED', updated_at = now() WHERE id = $1`, [found.id]);
    await tx.query('UPDATE appointment_slot SET booked = booked - 1, updated_at = now() WHERE id = $1', [
      locked.slot_id,
    ]);
    return { ...found.appointment, status: AppointmentStatus.CANCELLED };
  });
}
