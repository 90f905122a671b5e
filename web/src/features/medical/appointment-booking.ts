import type { BookAppointmentInput } from '../../generated/graphql';
import { normalizeMobile } from '../../shared/format/phone';
import { readDeliveryAddress } from '../../shared/storage/delivery-address';
import { storageKeys } from '../../shared/storage/keys';
import { readJson, removeKey, writeJson } from '../../shared/storage/local-storage';
import { readOrderContact } from '../../shared/storage/order-contact';
import { createPressKeys } from '../../shared/storage/press-keys';
import { toLatinDigits } from '../../shared/format/digits';

/** How many days of a doctor's times the page asks for (the API's default; it opens at most 30). */
export const APPOINTMENT_DAYS = 14;

export interface Slot {
  day: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  remaining: number;
}

export interface SlotDay<S extends Slot = Slot> {
  day: string;
  slots: S[];
  /** Places still free across the day. */
  remaining: number;
}

/** The slots by day, in the order the server gave them (day, then time). */
export function slotsByDay<S extends Slot>(slots: readonly S[]): SlotDay<S>[] {
  const days = new Map<string, SlotDay<S>>();
  for (const slot of slots) {
    const day = days.get(slot.day) ?? { day: slot.day, slots: [], remaining: 0 };
    day.slots.push(slot);
    day.remaining += slot.remaining;
    days.set(slot.day, day);
  }
  return [...days.values()];
}

/**
 * The day to show: the one chosen while it still has a place, else the first day with one,
 * else the first day (all full), else none.
 */
export function dayToShow(days: readonly SlotDay[], chosen: string | null): string | null {
  const open = days.filter((d) => d.remaining > 0);
  if (chosen && open.some((d) => d.day === chosen)) return chosen;
  return open[0]?.day ?? days[0]?.day ?? null;
}

export const patientFields = ['name', 'phone', 'age', 'note'] as const;
export type PatientField = (typeof patientFields)[number];
export type PatientValues = Record<PatientField, string>;
export type PatientProblem = 'required' | 'invalid' | 'tooLong';

/** The server's limits (api appointment.inputs.ts). */
const MAX_NAME = 80;
const MAX_NOTE = 300;

/** The same checks the server makes: a name and a mobile number; the age, in whole years, and the note are up to the patient. */
export function checkPatient(values: PatientValues): Partial<Record<PatientField, PatientProblem>> {
  const problems: Partial<Record<PatientField, PatientProblem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > MAX_NAME) problems.name = 'tooLong';
  const phone = values.phone.trim();
  if (!phone) problems.phone = 'required';
  else if (!normalizeMobile(phone)) problems.phone = 'invalid';
  const age = toLatinDigits(values.age).trim();
  if (age && (!/^\d{1,3}$/.test(age) || Number(age) > 130)) problems.age = 'invalid';
  if (values.note.trim().length > MAX_NOTE) problems.note = 'tooLong';
  return problems;
}

/** What a press of Book sends, without its key. */
export function appointmentRequestOf(
  doctorId: string,
  slot: Pick<Slot, 'day' | 'startsAt'>,
  values: PatientValues,
): Omit<BookAppointmentInput, 'idempotencyKey'> {
  const age = toLatinDigits(values.age).trim();
  return {
    doctorId,
    day: slot.day,
    startsAt: slot.startsAt,
    patient: { name: values.name.trim(), phone: values.phone.trim(), age: age ? Number(age) : null },
    note: values.note.trim() || null,
  };
}

/** The form's field for a path the server named ("patient.phone"), if it has one. */
export function patientFieldOf(path: string): PatientField | undefined {
  if (path === 'note') return 'note';
  const field = /^patient\.(name|phone|age)$/.exec(path)?.[1];
  return field as PatientField | undefined;
}

const isPatientValues = (value: unknown): value is PatientValues =>
  typeof value === 'object' &&
  value !== null &&
  patientFields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/**
 * The patient's details as typed so far, kept on every change so a reload (or the phone killing
 * the app) loses nothing; gone once the appointment is booked (rememberBooking).
 */
export function savePatientDraft(values: PatientValues): void {
  writeJson(storageKeys.appointmentDraft, values);
}

export function clearPatientDraft(): void {
  removeKey(storageKeys.appointmentDraft);
}

/**
 * The details typed before a reload, if any; else whoever last ordered or asked from this
 * browser: most often the patient, or the one booking for them.
 */
export function readSavedPatient(): PatientValues {
  const draft = readJson<PatientValues | null>(
    storageKeys.appointmentDraft,
    null,
    (value): value is PatientValues | null => value === null || isPatientValues(value),
  );
  if (draft) return { name: draft.name, phone: draft.phone, age: draft.age, note: draft.note };
  const saved = readDeliveryAddress();
  return {
    name: typeof saved?.name === 'string' ? saved.name : '',
    phone: readOrderContact() ?? '',
    age: '',
    note: '',
  };
}

export const appointmentKeys = createPressKeys(storageKeys.appointmentKey);
