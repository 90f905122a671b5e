import { randomUUID } from 'node:crypto';
import { seededServer, signInAdmin } from './support/flows';
import { errorCode } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
// 18:00 in the village on Sunday 22 November 2026.
const now = new Date('2026-11-22T12:30:00Z');
let doctorId: string;

beforeAll(async () => {
  server = await seededServer({ poolSize: 10, services: () => ({ clock: () => now }) });
  // A test doctor: Sunday and Wednesday, 17:00 to 20:00, two patients an hour.
  doctorId = randomUUID();
  await server.db.query(
    `INSERT INTO doctor (id, name, specialty_id, is_specialist, qualifications, chamber_name, chamber_address, village, visiting_days,
                         visit_from, visit_to, fee_paise, phone, patients_per_slot)
     VALUES ($1, 'Dr. Test Sen', NULL, false, 'MBBS', 'Test Chamber', 'Station Road', 'Ilambazar', '{0,3}', '17:00', '20:00', 30000, '+919800012345', 2)`,
    [doctorId],
  );
});
afterAll(() => server.close());

const SLOTS = `query Slots($doctorId: ID!, $days: Int) { appointmentSlots(doctorId: $doctorId, days: $days) { day startsAt endsAt capacity remaining } }`;
const BOOK = `mutation Book($input: BookAppointmentInput!) {
  bookAppointment(input: $input) {
    __typename
    ... on AppointmentBooked { trackingToken appointment { code status day startsAt endsAt patientName doctor { name chamberName feePaise } } }
    ... on SlotFull { day startsAt }
  }
}`;
const CANCEL = `mutation Cancel($input: AppointmentTokenInput!) { cancelAppointment(input: $input) { code status } }`;

const booking = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: `appt-${randomUUID()}`,
  doctorId,
  day: '2026-11-25',
  startsAt: '17:00',
  patient: { name: 'Gour Hari Das', phone: '98000 11223', age: 64 },
  note: 'Knee pain',
  ...overrides,
});

async function slots(days = 7) {
  const { body } = await postGraphQL<{ appointmentSlots: any[] }>(server.graphqlUrl, SLOTS, { doctorId, days });
  expect(body.errors).toBeUndefined();
  return body.data!.appointmentSlots;
}

describe('appointments', () => {
  it("offers the hours of the doctor's visiting days, leaving out today's slots already begun", async () => {
    expect(await slots(7)).toEqual([
      { day: '2026-11-22', startsAt: '19:00', endsAt: '20:00', capacity: 2, remaining: 2 },
      { day: '2026-11-25', startsAt: '17:00', endsAt: '18:00', capacity: 2, remaining: 2 },
      { day: '2026-11-25', startsAt: '18:00', endsAt: '19:00', capacity: 2, remaining: 2 },
      { day: '2026-11-25', startsAt: '19:00', endsAt: '20:00', capacity: 2, remaining: 2 },
    ]);
  });

  it('books a place, and the slot shows one place fewer', async () => {
    const { body } = await postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
      input: booking({ startsAt: '18:00' }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.bookAppointment).toMatchObject({
      __typename: 'AppointmentBooked',
      appointment: {
        code: expect.stringMatching(/^AP-[2-9A-Z]{6}$/),
        status: 'BOOKED',
        day: '2026-11-25',
        startsAt: '18:00',
        endsAt: '19:00',
        patientName: 'Gour Hari Das',
        doctor: { name: 'Dr. Test Sen', chamberName: 'Test Chamber', feePaise: 30000 },
      },
    });
    expect((await slots()).find((s) => s.day === '2026-11-25' && s.startsAt === '18:00').remaining).toBe(1);
  });

  it('never overbooks: of 20 patients racing for a slot of 2, two get in and the rest hear it is full', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
          input: booking({ day: '2026-12-02', startsAt: '19:00' }),
        }),
      ),
    );
    const kinds = results.map((r) => r.body.errors?.[0]?.extensions?.code ?? r.body.data!.bookAppointment.__typename);
    expect(kinds.filter((k) => k === 'AppointmentBooked')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'SlotFull')).toHaveLength(18);
    const [slot] = await server.db.query(
      `SELECT booked FROM appointment_slot WHERE doctor_id = $1 AND day = '2026-12-02' AND starts_at = '19:00'`,
      [doctorId],
    );
    expect(slot.booked).toBe(2);
  });

  it('gives the last place to one of two racing for it', async () => {
    await postGraphQL(server.graphqlUrl, BOOK, { input: booking({ day: '2026-12-06', startsAt: '17:00' }) });
    const [a, b] = await Promise.all([
      postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
        input: booking({ day: '2026-12-06', startsAt: '17:00' }),
      }),
      postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
        input: booking({ day: '2026-12-06', startsAt: '17:00' }),
      }),
    ]);
    expect([a.body.data!.bookAppointment.__typename, b.body.data!.bookAppointment.__typename].sort()).toEqual([
      'AppointmentBooked',
      'SlotFull',
    ]);
  });

  it('refuses a place the database cannot give, even written straight to it', async () => {
    await expect(
      server.db.query(`UPDATE appointment_slot SET booked = capacity + 1 WHERE doctor_id = $1 AND day = '2026-12-02'`, [
        doctorId,
      ]),
    ).rejects.toThrow(/appointment_slot_booked_check/);
  });

  it('books once for the same key sent 10 times at once', async () => {
    const input = booking({ day: '2026-12-09', startsAt: '18:00' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, { input })),
    );
    const codes = new Set(results.map((r) => r.body.data!.bookAppointment.appointment.code));
    expect(codes.size).toBe(1);
    const [{ n }] = await server.db.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM appointment WHERE idempotency_key = $1',
      [input.idempotencyKey],
    );
    expect(n).toBe(1);
  });

  it('lets the patient give the place back with the token, once', async () => {
    const { body } = await postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
      input: booking({ day: '2026-12-09', startsAt: '19:00' }),
    });
    const { trackingToken, appointment } = body.data!.bookAppointment;
    const before = (await slots(30)).find((s) => s.day === '2026-12-09' && s.startsAt === '19:00').remaining;
    const wrong = await postGraphQL(server.graphqlUrl, CANCEL, {
      input: { code: appointment.code, trackingToken: 'x'.repeat(43) },
    });
    expect(errorCode(wrong.body)).toBe('NOT_FOUND');
    const cancelled = await postGraphQL<{ cancelAppointment: any }>(server.graphqlUrl, CANCEL, {
      input: { code: appointment.code, trackingToken },
    });
    expect(cancelled.body.data!.cancelAppointment).toEqual({ code: appointment.code, status: 'CANCELLED' });
    expect((await slots(30)).find((s) => s.day === '2026-12-09' && s.startsAt === '19:00').remaining).toBe(before + 1);
    const again = await postGraphQL(server.graphqlUrl, CANCEL, { input: { code: appointment.code, trackingToken } });
    expect(errorCode(again.body)).toBe('BAD_USER_INPUT');
  });

  // The reason names the sentence, for the web to say it in the customer's language: the
  // checks of the input's shape (shared/rule-reasons.ts) name theirs as the service's refusals do.
  it.each([
    ['a day the doctor does not sit', { day: '2026-11-26' }, 'day', { reason: 'doctorNotSitting' }],
    ['a day gone by', { day: '2026-11-18' }, 'day', { reason: 'dayOutOfRange', params: { days: 30 } }],
    ['a day 31 days ahead', { day: '2026-12-23' }, 'day', { reason: 'dayOutOfRange', params: { days: 30 } }],
    ['a slot already begun today', { day: '2026-11-22', startsAt: '17:00' }, 'startsAt', { reason: 'slotBegun' }],
    ['a time that is not a slot', { startsAt: '17:30' }, 'startsAt', { reason: 'slotUnknown' }],
    [
      'a phone that is not a mobile',
      { patient: { name: 'A', phone: '12345' } },
      'patient.phone',
      { reason: 'mobileInvalid' },
    ],
    [
      'no patient name',
      { patient: { name: '  ', phone: '9800011223' } },
      'patient.name',
      { reason: 'patientNameRequired' },
    ],
    [
      'an age of 200',
      { patient: { name: 'A', phone: '9800011223', age: 200 } },
      'patient.age',
      { reason: 'ageInvalid' },
    ],
    [
      'a name of 81 letters',
      { patient: { name: 'A'.repeat(81), phone: '9800011223' } },
      'patient.name',
      { reason: 'tooLong', params: { max: 80 } },
    ],
    ['a doctor id that is not an id', { doctorId: 'dr-sen' }, 'doctorId', { reason: 'idInvalid' }],
  ])(
    'refuses %s with BAD_USER_INPUT naming the field and the reason, and books nothing',
    async (_what, overrides, field, why) => {
      const [before] = await server.db.query('SELECT count(*)::int AS n FROM appointment');
      const { body } = await postGraphQL(server.graphqlUrl, BOOK, { input: booking(overrides) });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      const { code: _code, problems: _problems, ...extensions } = body.errors![0].extensions!;
      expect(extensions).toEqual({ field, ...why });
      expect((await server.db.query('SELECT count(*)::int AS n FROM appointment'))[0]).toEqual(before);
    },
  );

  it('lists each field its input rules refuse, with the reason and the values the sentence fills in', async () => {
    const { body } = await postGraphQL(server.graphqlUrl, BOOK, {
      input: booking({ patient: { name: 'A'.repeat(81), phone: '9800011223', age: 200 }, note: 'n'.repeat(301) }),
    });
    expect(body.errors![0].extensions!.problems).toEqual([
      { field: 'patient.name', message: 'Keep the name under 80 characters.', reason: 'tooLong', params: { max: 80 } },
      { field: 'patient.age', message: 'Give the age in whole years.', reason: 'ageInvalid' },
      { field: 'note', message: 'Keep the note under 300 characters.', reason: 'tooLong', params: { max: 300 } },
    ]);
  });

  it('answers an unknown doctor with NOT_FOUND', async () => {
    const { body } = await postGraphQL(server.graphqlUrl, BOOK, { input: booking({ doctorId: randomUUID() }) });
    expect(errorCode(body)).toBe('NOT_FOUND');
    expect(body.errors![0].extensions).toMatchObject({ field: 'doctorId', reason: 'doctorNotFound' });
  });

  it('names why a cancel is refused: no such appointment, or too late', async () => {
    const { body } = await postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
      input: booking({ day: '2026-12-13', startsAt: '19:00' }),
    });
    const { trackingToken, appointment } = body.data!.bookAppointment;
    const wrong = await postGraphQL(server.graphqlUrl, CANCEL, {
      input: { code: appointment.code, trackingToken: 'x'.repeat(43) },
    });
    expect(wrong.body.errors![0].extensions).toEqual({
      code: 'NOT_FOUND',
      field: 'code',
      reason: 'appointmentNoMatch',
    });
    await postGraphQL(server.graphqlUrl, CANCEL, { input: { code: appointment.code, trackingToken } });
    const again = await postGraphQL(server.graphqlUrl, CANCEL, { input: { code: appointment.code, trackingToken } });
    expect(again.body.errors![0]).toMatchObject({
      message: 'This appointment can no longer be cancelled.',
      extensions: { code: 'BAD_USER_INPUT', field: 'code', reason: 'notCancellable' },
    });
  });

  it('names a key used before for another booking', async () => {
    const input = booking({ day: '2026-12-13', startsAt: '18:00' });
    await postGraphQL(server.graphqlUrl, BOOK, { input });
    const { body } = await postGraphQL(server.graphqlUrl, BOOK, {
      input: { ...input, patient: { name: 'Someone Else', phone: '9800099999' } },
    });
    expect(body.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'idempotencyKey',
      reason: 'bookingKeyReused',
    });
  });
});

describe('appointments for admins', () => {
  const LIST = `query List($day: String, $doctorId: ID, $status: AppointmentStatus, $first: Int, $after: String) {
    adminAppointments(day: $day, doctorId: $doctorId, status: $status, first: $first, after: $after) {
      nodes { id code status day startsAt endsAt doctorName patientName patientPhone patientAge note } pageInfo { endCursor hasNextPage }
    }
  }`;
  const MARK = `mutation Mark($input: UpdateAppointmentStatusInput!) { updateAppointmentStatus(input: $input) { code status } }`;
  const TRAIL = `query Trail($id: ID!) { auditTrail(entityType: APPOINTMENT, entityId: $id) { nodes { action actorRole before after } } }`;

  async function asAdmin() {
    const client = await signInAdmin(server);
    return client;
  }

  it("lists them in the order they happen, with the patient's number, and marks them visited or cancelled with a reason", async () => {
    const admin = await asAdmin();
    for (const startsAt of ['19:00', '18:00']) {
      const { body } = await postGraphQL<{ bookAppointment: any }>(server.graphqlUrl, BOOK, {
        input: booking({ day: '2026-12-16', startsAt }),
      });
      expect(body.data!.bookAppointment.__typename).toBe('AppointmentBooked');
    }
    const { body } = await admin.request<{ adminAppointments: { nodes: any[]; pageInfo: any } }>(LIST, {
      day: '2026-12-16',
      doctorId,
      first: 1,
    });
    const first = body.data!.adminAppointments;
    expect(first.nodes).toEqual([
      expect.objectContaining({
        day: '2026-12-16',
        startsAt: '18:00',
        endsAt: '19:00',
        doctorName: 'Dr. Test Sen',
        patientPhone: '+919800011223',
        patientAge: 64,
      }),
    ]);
    const second = (
      await admin.request<{ adminAppointments: { nodes: any[] } }>(LIST, {
        day: '2026-12-16',
        doctorId,
        first: 1,
        after: first.pageInfo.endCursor,
      })
    ).body.data!.adminAppointments.nodes;
    expect(second.map((a) => a.startsAt)).toEqual(['19:00']);

    const noReason = await admin.request(MARK, { input: { id: first.nodes[0].id, status: 'CANCELLED' } });
    expect(errorCode(noReason.body)).toBe('BAD_USER_INPUT');
    expect(
      (
        await admin.request<{ updateAppointmentStatus: any }>(MARK, {
          input: { id: first.nodes[0].id, status: 'CANCELLED', reason: 'Doctor away' },
        })
      ).body.data!.updateAppointmentStatus.status,
    ).toBe('CANCELLED');
    expect(
      (await admin.request<{ updateAppointmentStatus: any }>(MARK, { input: { id: second[0].id, status: 'VISITED' } }))
        .body.data!.updateAppointmentStatus.status,
    ).toBe('VISITED');
    const again = await admin.request(MARK, { input: { id: second[0].id, status: 'CANCELLED', reason: 'oops' } });
    expect(errorCode(again.body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await admin.request(MARK, { input: { id: second[0].id, status: 'BOOKED' } })).body)).toBe(
      'BAD_USER_INPUT',
    );

    // The cancelled place is free again.
    const [slot] = await server.db.query(
      `SELECT booked FROM appointment_slot WHERE doctor_id = $1 AND day = '2026-12-16' AND starts_at = '18:00'`,
      [doctorId],
    );
    expect(slot.booked).toBe(0);
    const trail = (await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { id: first.nodes[0].id })).body.data!
      .auditTrail.nodes;
    expect(trail).toEqual([
      {
        action: 'status',
        actorRole: 'ADMIN',
        before: { status: 'BOOKED', reason: null },
        after: { status: 'CANCELLED', reason: 'Doctor away' },
      },
    ]);
    expect(errorCode((await postGraphQL(server.graphqlUrl, LIST, {})).body)).toBe('UNAUTHENTICATED');
  });
});
