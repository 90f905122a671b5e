import {
  appointmentRequestOf,
  checkPatient,
  clearPatientDraft,
  dayToShow,
  patientFieldOf,
  readSavedPatient,
  savePatientDraft,
  slotsByDay,
  type PatientValues,
} from './appointment-booking';

const slot = (day: string, startsAt: string, remaining: number) => ({
  day,
  startsAt,
  endsAt: `${Number(startsAt.slice(0, 2)) + 1}:00`,
  capacity: 2,
  remaining,
});
const slots = [
  slot('2026-11-22', '19:00', 0),
  slot('2026-11-25', '17:00', 2),
  slot('2026-11-25', '18:00', 0),
  slot('2026-11-29', '17:00', 1),
];
const good: PatientValues = { name: 'Gour Hari Das', phone: '98000 11223', age: '64', note: 'Knee pain' };

describe("a doctor's times", () => {
  it('come by day, with the places left across each day', () => {
    expect(slotsByDay(slots).map((d) => [d.day, d.slots.length, d.remaining])).toEqual([
      ['2026-11-22', 1, 0],
      ['2026-11-25', 2, 2],
      ['2026-11-29', 1, 1],
    ]);
    expect(slotsByDay([])).toEqual([]);
  });

  it('open on the day chosen while it has a place, else on the first day with one', () => {
    const days = slotsByDay(slots);
    expect(dayToShow(days, null)).toBe('2026-11-25');
    expect(dayToShow(days, '2026-11-29')).toBe('2026-11-29');
    expect(dayToShow(days, '2026-11-22')).toBe('2026-11-25');
    expect(dayToShow(slotsByDay([slot('2026-11-22', '19:00', 0)]), null)).toBe('2026-11-22');
    expect(dayToShow([], '2026-11-22')).toBeNull();
  });
});

describe('the patient', () => {
  it('needs a name and a mobile number; age and note are up to them', () => {
    expect(checkPatient(good)).toEqual({});
    expect(checkPatient({ name: '', phone: '', age: '', note: '' })).toEqual({ name: 'required', phone: 'required' });
  });

  it('is refused as the server would refuse', () => {
    expect(checkPatient({ ...good, phone: '12345' })).toEqual({ phone: 'invalid' });
    expect(checkPatient({ ...good, age: '200' })).toEqual({ age: 'invalid' });
    expect(checkPatient({ ...good, age: '6.5' })).toEqual({ age: 'invalid' });
    expect(checkPatient({ ...good, age: '-1' })).toEqual({ age: 'invalid' });
    expect(checkPatient({ ...good, name: 'n'.repeat(81), note: 'x'.repeat(301) })).toEqual({
      name: 'tooLong',
      note: 'tooLong',
    });
  });

  it('is sent trimmed, with the age as a number and no empty note', () => {
    expect(
      appointmentRequestOf(
        'd1',
        { day: '2026-11-25', startsAt: '17:00' },
        { ...good, name: ' Gour ', age: ' ', note: ' ' },
      ),
    ).toEqual({
      doctorId: 'd1',
      day: '2026-11-25',
      startsAt: '17:00',
      patient: { name: 'Gour', phone: '98000 11223', age: null },
      note: null,
    });
    expect(appointmentRequestOf('d1', { day: '2026-11-25', startsAt: '17:00' }, good).patient.age).toBe(64);
  });

  it("knows the server's names for the fields", () => {
    expect(['patient.name', 'patient.phone', 'patient.age', 'note', 'day', 'startsAt'].map(patientFieldOf)).toEqual([
      'name',
      'phone',
      'age',
      'note',
      undefined,
      undefined,
    ]);
  });

  it('is filled in from the last order made on this browser', () => {
    window.localStorage.setItem('haat.delivery-address', JSON.stringify({ name: 'Rina Das' }));
    window.localStorage.setItem('haat.order-contact', '98765 43210');
    expect(readSavedPatient()).toEqual({ name: 'Rina Das', phone: '98765 43210', age: '', note: '' });
  });

  it('is filled in from what was typed before a reload, until that draft is let go', () => {
    window.localStorage.setItem('haat.delivery-address', JSON.stringify({ name: 'Rina Das' }));
    window.localStorage.setItem('haat.order-contact', '98765 43210');
    const typed = { name: 'Gour Hari Das', phone: '98000 11223', age: '64', note: 'Knee pain' };
    savePatientDraft(typed);
    expect(readSavedPatient()).toEqual(typed);
    clearPatientDraft();
    expect(readSavedPatient()).toEqual({ name: 'Rina Das', phone: '98765 43210', age: '', note: '' });
    // Not a draft: ignored.
    window.localStorage.setItem('haat.appointment-draft', JSON.stringify({ name: 'x', phone: 5 }));
    expect(readSavedPatient().name).toBe('Rina Das');
  });
});
