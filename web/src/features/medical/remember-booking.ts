import type { BookAppointmentMutation } from '../../generated/graphql';
import { rememberAppointment } from '../../shared/storage/my-appointments';
import { clearPatientDraft } from './appointment-booking';

type Booked = Exclude<BookAppointmentMutation['bookAppointment'], { __typename: 'SlotFull' }>;

/**
 * Keeps a booked appointment on this phone (with its token), whether it was booked at once or from
 * the outbox; the patient's details typed for it are no longer a draft.
 */
export function rememberBooking({ appointment, trackingToken }: Booked): void {
  clearPatientDraft();
  const {
    name,
    nameBn,
    nameHi,
    chamberName,
    chamberNameBn,
    chamberNameHi,
    chamberAddress,
    chamberAddressBn,
    chamberAddressHi,
    phone,
    feePaise,
  } = appointment.doctor;
  rememberAppointment({
    code: appointment.code,
    trackingToken,
    status: appointment.status,
    bookedAt: new Date().toISOString(),
    day: appointment.day,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    patientName: appointment.patientName,
    doctor: {
      name,
      nameBn,
      nameHi,
      chamberName,
      chamberNameBn,
      chamberNameHi,
      chamberAddress,
      chamberAddressBn,
      chamberAddressHi,
      phone,
      feePaise,
    },
  });
}
