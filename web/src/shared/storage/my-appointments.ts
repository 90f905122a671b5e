import { storageKeys } from './keys';
import { readJson, writeJson, type KeyValueStorage } from './local-storage';

/**
 * An appointment booked from this browser. The tracking token is the only way to cancel it and
 * exists nowhere else, so it is kept here; the rest is the receipt, so the confirmation shows
 * again after a reload or with no network.
 */
export interface MyAppointment {
  code: string;
  trackingToken: string;
  /** BOOKED, CANCELLED or VISITED, as last heard from the server. */
  status: string;
  /** ISO time this browser got the confirmation. */
  bookedAt: string;
  /** YYYY-MM-DD, and the slot's HH:MM start and end, India time. */
  day: string;
  startsAt: string;
  endsAt: string;
  patientName: string;
  doctor: {
    name: string;
    chamberName: string;
    chamberAddress: string;
    phone: string;
    feePaise: number;
  } & Partial<DoctorInOtherLanguages>;
}

/** The doctor's name and chamber as the receipt keeps them in Bengali and Hindi (a receipt from before has none). */
export interface DoctorInOtherLanguages {
  nameBn: string | null;
  nameHi: string | null;
  chamberNameBn: string | null;
  chamberNameHi: string | null;
  chamberAddressBn: string | null;
  chamberAddressHi: string | null;
}

/** More than anyone books before the old ones are long past. */
export const MY_APPOINTMENTS_LIMIT = 30;

const isText = (value: unknown): value is string => typeof value === 'string';

function isMyAppointment(value: unknown): value is MyAppointment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const d = v.doctor as Record<string, unknown> | null | undefined;
  return (
    ['code', 'trackingToken', 'status', 'bookedAt', 'day', 'startsAt', 'endsAt', 'patientName'].every((key) =>
      isText(v[key]),
    ) &&
    typeof d === 'object' &&
    d !== null &&
    ['name', 'chamberName', 'chamberAddress', 'phone'].every((key) => isText(d[key])) &&
    typeof d.feePaise === 'number'
  );
}

/** Newest first; anything malformed in storage is left out. */
export function readMyAppointments(storage?: KeyValueStorage | null): MyAppointment[] {
  return readJson<unknown[]>(storageKeys.myAppointments, [], Array.isArray, storage).filter(isMyAppointment);
}

export function findMyAppointment(code: string, storage?: KeyValueStorage | null): MyAppointment | null {
  return readMyAppointments(storage).find((a) => a.code === code) ?? null;
}

/** Keeps an appointment at the front of the list (one booked again by a retry is not listed twice). */
export function rememberAppointment(appointment: MyAppointment, storage?: KeyValueStorage | null): MyAppointment[] {
  const next = [appointment, ...readMyAppointments(storage).filter((a) => a.code !== appointment.code)].slice(
    0,
    MY_APPOINTMENTS_LIMIT,
  );
  writeJson(storageKeys.myAppointments, next, storage);
  return next;
}

/** Records what the server now says of one appointment (CANCELLED, after Cancel). */
export function updateMyAppointmentStatus(
  code: string,
  status: string,
  storage?: KeyValueStorage | null,
): MyAppointment | null {
  const list = readMyAppointments(storage);
  const index = list.findIndex((a) => a.code === code);
  if (index < 0) return null;
  const updated = { ...list[index], status };
  writeJson(
    storageKeys.myAppointments,
    list.map((a, i) => (i === index ? updated : a)),
    storage,
  );
  return updated;
}

/** The booked appointments from `today` (YYYY-MM-DD) on, soonest first: the ones worth showing again. */
export function upcomingAppointments(appointments: readonly MyAppointment[], today: string): MyAppointment[] {
  return appointments
    .filter((a) => a.status === 'BOOKED' && a.day >= today)
    .sort((a, b) => (a.day === b.day ? a.startsAt.localeCompare(b.startsAt) : a.day.localeCompare(b.day)));
}
