import type { BookAppointmentMutation } from '../../generated/graphql';
import { rememberAppointment } from '../../shared/storage/my-appointments';

type Booked = Exclude<BookAppointmentMutation['bookAppointment'], { __typename: 'SlotFull' }>;

/** Keeps a booked appointment on this phone (with its token), whether it was booked at once or from the outbox. */
export function rememberBooking({ appointment, trackingToken }: Booked): void {
  const { name, chamberName, chamberAddress, phone, feePaise } = appointment.doctor;
  rememberAppointment({
    code: appointment.code,
    trackingToken,
    status: appointment.status,
    bookedAt: new Date().toISOString(),
    day: appointment.day,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    patientName: appointment.patientName,
    doctor: { name, chamberName, chamberAddress, phone, feePaise },
  });
}
