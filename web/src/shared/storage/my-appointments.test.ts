import {
  findMyAppointment,
  MY_APPOINTMENTS_LIMIT,
  readMyAppointments,
  rememberAppointment,
  upcomingAppointments,
  updateMyAppointmentStatus,
  type MyAppointment,
} from './my-appointments';

const booked: MyAppointment = {
  code: 'AP-K7M2QX',
  trackingToken: 'token-1',
  status: 'BOOKED',
  bookedAt: '2026-11-22T12:30:00.000Z',
  day: '2026-11-25',
  startsAt: '17:00',
  endsAt: '18:00',
  patientName: 'Gour Hari Das',
  doctor: {
    name: 'Dr. Test Sen',
    chamberName: 'Test Chamber',
    chamberAddress: 'Station Road',
    phone: '+919800012345',
    feePaise: 30000,
  },
};

describe('the appointments booked from this browser', () => {
  it('keeps each with its token under haat.my-appointments, newest first, a repeat once', () => {
    rememberAppointment(booked);
    rememberAppointment({ ...booked, code: 'AP-P3RT9W', day: '2026-11-29' });
    rememberAppointment(booked);
    expect(readMyAppointments().map((a) => a.code)).toEqual(['AP-K7M2QX', 'AP-P3RT9W']);
    expect((JSON.parse(window.localStorage.getItem('haat.my-appointments') ?? '[]') as unknown[])[0]).toEqual(booked);
    expect(findMyAppointment('AP-P3RT9W')?.day).toBe('2026-11-29');
    expect(findMyAppointment('AP-NOSUCH')).toBeNull();
  });

  it('records a cancellation', () => {
    rememberAppointment(booked);
    expect(updateMyAppointmentStatus('AP-K7M2QX', 'CANCELLED')?.status).toBe('CANCELLED');
    expect(findMyAppointment('AP-K7M2QX')?.status).toBe('CANCELLED');
    expect(updateMyAppointmentStatus('AP-NOSUCH', 'CANCELLED')).toBeNull();
  });

  it(`keeps at most ${MY_APPOINTMENTS_LIMIT}, and skips malformed entries`, () => {
    for (let i = 0; i < MY_APPOINTMENTS_LIMIT + 3; i++) rememberAppointment({ ...booked, code: `AP-${i}` });
    expect(readMyAppointments()).toHaveLength(MY_APPOINTMENTS_LIMIT);
    window.localStorage.setItem(
      'haat.my-appointments',
      JSON.stringify([{ code: 'AP-X' }, { ...booked, doctor: { name: 'Dr' } }, booked, null]),
    );
    expect(readMyAppointments().map((a) => a.code)).toEqual(['AP-K7M2QX']);
    window.localStorage.setItem('haat.my-appointments', '{broken');
    expect(readMyAppointments()).toEqual([]);
  });

  it('lists the booked ones from today on, soonest first', () => {
    const list = [
      { ...booked, code: 'later', day: '2026-11-29' },
      { ...booked, code: 'cancelled', status: 'CANCELLED' },
      { ...booked, code: 'past', day: '2026-11-20' },
      { ...booked, code: 'evening', startsAt: '19:00' },
      booked,
    ];
    expect(upcomingAppointments(list, '2026-11-22').map((a) => a.code)).toEqual(['AP-K7M2QX', 'evening', 'later']);
  });
});
