import { randomUUID } from 'node:crypto';
import { seededServer, signInAdmin, signInShop } from './support/flows';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/** The medical section as admins keep it: doctors with their schedule, lab tests, and hospitals and clinics. */
const DOCTOR_FIELDS = `id name nameBn specialtyId specialty { name } isSpecialist qualifications chamberName chamberAddress village visitingDays visitFrom visitTo
  feePaise phone patientsPerSlot active image { src }`;
const CREATE_DOCTOR = `mutation($input: DoctorInput!) { createDoctor(input: $input) { ${DOCTOR_FIELDS} } }`;
const UPDATE_DOCTOR = `mutation($id: ID!, $input: DoctorInput!) { updateDoctor(id: $id, input: $input) { ${DOCTOR_FIELDS} } }`;
const DELETE_DOCTOR = `mutation($id: ID!) { deleteDoctor(id: $id) { id } }`;
const ADMIN_DOCTORS = `query($search: String, $specialtyId: ID, $village: String, $first: Int!, $after: String) {
  adminDoctors(search: $search, specialtyId: $specialtyId, village: $village, first: $first, after: $after) { nodes { id name village specialtyId active } pageInfo { endCursor hasNextPage } }
}`;
const PUBLIC_DOCTORS = `query($search: String) { doctors(search: $search, first: 50) { nodes { id name feePaise visitFrom } } }`;
const SLOTS = `query($doctorId: ID!) { appointmentSlots(doctorId: $doctorId, days: 7) { day startsAt capacity remaining } }`;
const BOOK = `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { __typename } }`;

const LAB_FIELDS = 'id name nameBn pricePaise sample preparation reportTime homeCollection vendorId labName active';
const CREATE_LAB_TEST = `mutation($input: LabTestInput!) { createLabTest(input: $input) { ${LAB_FIELDS} } }`;
const UPDATE_LAB_TEST = `mutation($id: ID!, $input: LabTestInput!) { updateLabTest(id: $id, input: $input) { ${LAB_FIELDS} } }`;
const DELETE_LAB_TEST = `mutation($id: ID!) { deleteLabTest(id: $id) { id } }`;
const ADMIN_LAB_TESTS = `query($vendorId: ID, $search: String) { adminLabTests(vendorId: $vendorId, search: $search, first: 100) { nodes { id name vendorId active } } }`;
const PUBLIC_LAB_TESTS = `query($search: String) { labTests(search: $search, first: 50) { nodes { id name pricePaise labName } } }`;
const BOOK_LAB = `mutation($input: LabBookingInput!) { bookLabTests(input: $input) { checkoutCode } }`;

const PLACE_FIELDS = 'id type name nameBn address village phone open24h services';
const CREATE_PLACE = `mutation($input: MedicalPlaceInput!) { createMedicalPlace(input: $input) { ${PLACE_FIELDS} } }`;
const UPDATE_PLACE = `mutation($id: ID!, $input: MedicalPlaceInput!) { updateMedicalPlace(id: $id, input: $input) { ${PLACE_FIELDS} } }`;
const DELETE_PLACE = `mutation($id: ID!) { deleteMedicalPlace(id: $id) { id } }`;
const ADMIN_PLACES = `query($type: MedicalPlaceType, $search: String) { adminMedicalPlaces(type: $type, search: $search, first: 100) { nodes { id type name } } }`;
const PUBLIC_PLACES = `query($type: MedicalPlaceType!) { medicalPlaces(type: $type, first: 100) { nodes { id name phone } } }`;

const TRAIL = `query($type: AuditEntity!, $id: ID!) { auditTrail(entityType: $type, entityId: $id) { nodes { action actorRole before after } } }`;

// 10:00 in the village on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:30:00Z');
let server: TestServer;
let admin: SessionClient;
let specialtyId: string;
let vendorId: string;

const doctor = (overrides: Record<string, unknown> = {}) => ({
  name: '  Dr. Mitali Ghosh ',
  nameBn: 'ডাঃ মিতালী ঘোষ',
  specialtyId,
  isSpecialist: true,
  qualifications: 'MBBS, DGO',
  chamberName: 'Ghosh Clinic',
  chamberAddress: 'Near the bus stand',
  village: 'Ilambazar',
  visitingDays: [3, 1, 3],
  visitFrom: '17:00',
  visitTo: '19:30',
  feePaise: 35000,
  phone: '98300 12345',
  patientsPerSlot: 4,
  active: true,
  ...overrides,
});

const labTest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Thyroid Profile (T3 T4 TSH)',
  nameBn: 'থাইরয়েড প্রোফাইল',
  pricePaise: 45000,
  sample: 'Blood',
  preparation: ' ',
  reportTime: 'Next day',
  homeCollection: true,
  vendorId,
  active: true,
  ...overrides,
});

const place = (overrides: Record<string, unknown> = {}) => ({
  type: 'CLINIC',
  name: 'Nirmal Seva Clinic',
  nameBn: 'সেবা ক্লিনিক',
  address: 'Hat Tala',
  village: 'Ilambazar',
  phone: '03463 252 101',
  open24h: false,
  services: 'OPD, dressing',
  ...overrides,
});

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => now }) });
  admin = await signInAdmin(server);
  [{ id: specialtyId }] = await server.db.query('SELECT id FROM specialty ORDER BY sort_order LIMIT 1');
  [{ id: vendorId }] = await server.db.query(
    `SELECT id FROM vendor WHERE category = 'LAB' AND active ORDER BY name LIMIT 1`,
  );
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const trail = async (type: string, id: string) =>
  (await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { type, id })).body.data!.auditTrail.nodes;

async function createDoctor(overrides: Record<string, unknown> = {}) {
  const { body } = await admin.request<{ createDoctor: any }>(CREATE_DOCTOR, { input: doctor(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data!.createDoctor;
}

describe('doctors', () => {
  it('adds a doctor as stored (trimmed, days once each in order, number in one form), shows them to patients with their slots, and keeps the trail', async () => {
    const created = await createDoctor();
    expect(created).toMatchObject({
      name: 'Dr. Mitali Ghosh',
      specialtyId,
      specialty: { name: expect.any(String) },
      visitingDays: [1, 3],
      visitFrom: '17:00',
      visitTo: '19:30',
      feePaise: 35000,
      phone: '+919830012345',
      patientsPerSlot: 4,
      active: true,
      image: null,
    });
    const seen = await postGraphQL<{ doctors: { nodes: any[] } }>(server.graphqlUrl, PUBLIC_DOCTORS, {
      search: 'Mitali',
    });
    expect(seen.body.data!.doctors.nodes).toEqual([expect.objectContaining({ id: created.id, feePaise: 35000 })]);
    // Monday 23rd and Wednesday 25th: hour-long slots at 17:00 and 18:00; 19:00 to 19:30 is too short for another.
    const slots = await postGraphQL<{ appointmentSlots: any[] }>(server.graphqlUrl, SLOTS, { doctorId: created.id });
    expect(
      slots.body
        .data!.appointmentSlots.filter((s: any) => s.day === '2026-11-23')
        .map((s: any) => [s.startsAt, s.capacity]),
    ).toEqual([
      ['17:00', 4],
      ['18:00', 4],
    ]);
    expect(await trail('DOCTOR', created.id)).toEqual([
      expect.objectContaining({
        action: 'created',
        actorRole: 'ADMIN',
        before: null,
        after: expect.objectContaining({ name: 'Dr. Mitali Ghosh', visitingDays: [1, 3], feePaise: 35000 }),
      }),
    ]);
  });

  it('changes the schedule and keeps the bookings already made; the trail names only what changed', async () => {
    const created = await createDoctor({ name: 'Dr. Zubair Alam' });
    const booked = await postGraphQL<{ bookAppointment: { __typename: string } }>(server.graphqlUrl, BOOK, {
      input: {
        idempotencyKey: `appt-${randomUUID()}`,
        doctorId: created.id,
        day: '2026-11-23',
        startsAt: '17:00',
        patient: { name: 'Gour Das', phone: '98000 11223' },
      },
    });
    expect(booked.body.data!.bookAppointment.__typename).toBe('AppointmentBooked');

    const { body } = await admin.request<{ updateDoctor: any }>(UPDATE_DOCTOR, {
      id: created.id,
      input: doctor({
        name: 'Dr. Zubair Alam',
        visitingDays: [2],
        visitFrom: '09:00',
        visitTo: '11:00',
        feePaise: 40000,
      }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateDoctor).toMatchObject({
      visitingDays: [2],
      visitFrom: '09:00',
      visitTo: '11:00',
      feePaise: 40000,
    });
    expect(await server.db.query('SELECT status FROM appointment WHERE doctor_id = $1', [created.id])).toEqual([
      { status: 'BOOKED' },
    ]);
    const [latest] = await trail('DOCTOR', created.id);
    expect(latest).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: { visitingDays: [1, 3], visitFrom: '17:00:00', visitTo: '19:30:00', feePaise: 35000 },
        after: { visitingDays: [2], visitFrom: '09:00:00', visitTo: '11:00:00', feePaise: 40000 },
      }),
    );

    // Booked: it cannot be deleted, and the admin is told to hide the doctor instead.
    const [doctors, audits] = [await count('doctor'), await count('audit_entry')];
    const refused = await admin.request(DELETE_DOCTOR, { id: created.id });
    expect(refused.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
    expect(refused.body.errors![0].message).toMatch(/Appointments are booked with this doctor.*Hide them instead/);
    expect([await count('doctor'), await count('audit_entry')]).toEqual([doctors, audits]);

    const hidden = await admin.request<{ updateDoctor: any }>(UPDATE_DOCTOR, {
      id: created.id,
      input: doctor({ name: 'Dr. Zubair Alam', active: false }),
    });
    expect(hidden.body.data!.updateDoctor.active).toBe(false);
    const seen = await postGraphQL<{ doctors: { nodes: any[] } }>(server.graphqlUrl, PUBLIC_DOCTORS, {
      search: 'Zubair',
    });
    expect(seen.body.data!.doctors.nodes).toEqual([]);
  });

  it('deletes a doctor nothing is booked with; the trail keeps what they were', async () => {
    const created = await createDoctor({ name: 'Dr. Short Stay' });
    const { body } = await admin.request<{ deleteDoctor: { id: string } }>(DELETE_DOCTOR, { id: created.id });
    expect(body.errors).toBeUndefined();
    expect(await server.db.query('SELECT 1 FROM doctor WHERE id = $1', [created.id])).toEqual([]);
    expect((await trail('DOCTOR', created.id))[0]).toEqual(
      expect.objectContaining({ action: 'deleted', before: expect.objectContaining({ name: 'Dr. Short Stay' }) }),
    );
  });

  it.each([
    ['a name of spaces', { name: '  ' }, 'name'],
    ['no visiting day', { visitingDays: [] }, 'visitingDays'],
    ['a day that is not one', { visitingDays: [1, 7] }, 'visitingDays'],
    ['hours that end before they start', { visitFrom: '18:00', visitTo: '17:00' }, 'visitTo'],
    ['hours that end as they start', { visitFrom: '18:00', visitTo: '18:00' }, 'visitTo'],
    ['a time that is not one', { visitFrom: '6 pm' }, 'visitFrom'],
    ['no patients a slot', { patientsPerSlot: 0 }, 'patientsPerSlot'],
    ['a fee below nothing', { feePaise: -100 }, 'feePaise'],
    ['a fee that is a typo', { feePaise: 35_000_00 }, 'feePaise'],
    ['a short number the chamber cannot have', { phone: '100' }, 'phone'],
    ['a specialist without a specialty', { specialtyId: null, isSpecialist: true }, 'specialtyId'],
    ['a specialty that is not there', { specialtyId: '00000000-0000-4000-8000-000000000000' }, 'specialtyId'],
    ['a specialty id that is not one', { specialtyId: 'eye' }, 'specialtyId'],
    ['an empty chamber address', { chamberAddress: '' }, 'chamberAddress'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    const [doctors, audits] = [await count('doctor'), await count('audit_entry')];
    const { status, body } = await admin.request(CREATE_DOCTOR, { input: doctor(overrides) });
    expect(status).toBe(200);
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect([await count('doctor'), await count('audit_entry')]).toEqual([doctors, audits]);
  });

  it('lists every doctor by name, hidden ones too, by specialty and by village', async () => {
    const general = await createDoctor({
      name: 'Dr. Anil Hidden',
      specialtyId: null,
      isSpecialist: false,
      village: 'Joydev',
      active: false,
    });
    const all = (await admin.request<{ adminDoctors: any }>(ADMIN_DOCTORS, { first: 100 })).body.data!.adminDoctors
      .nodes as any[];
    expect(all.map((d) => d.id)).toContain(general.id);
    const names = all.map((d) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const ofSpecialty = (await admin.request<{ adminDoctors: any }>(ADMIN_DOCTORS, { first: 100, specialtyId })).body
      .data!.adminDoctors.nodes as any[];
    expect(ofSpecialty.length).toBeGreaterThan(0);
    expect(ofSpecialty.every((d) => d.specialtyId === specialtyId)).toBe(true);
    const inJoydev = (
      await admin.request<{ adminDoctors: any }>(ADMIN_DOCTORS, { first: 100, village: 'Joydev', search: 'anil' })
    ).body.data!.adminDoctors.nodes as any[];
    expect(inJoydev).toEqual([expect.objectContaining({ id: general.id, village: 'Joydev', active: false })]);

    const villages = await admin.request<{ adminDoctorVillages: string[] }>('query { adminDoctorVillages }');
    expect(villages.body.data!.adminDoctorVillages).toEqual(expect.arrayContaining(['Ilambazar', 'Joydev']));
  });
});

describe('lab tests', () => {
  it("adds a test at a lab, shows it to customers under the lab's name, changes its price, and keeps the trail", async () => {
    const { body } = await admin.request<{ createLabTest: any }>(CREATE_LAB_TEST, { input: labTest() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createLabTest;
    expect(created).toMatchObject({
      name: 'Thyroid Profile (T3 T4 TSH)',
      pricePaise: 45000,
      preparation: null,
      vendorId,
      labName: expect.any(String),
      active: true,
    });
    const seen = await postGraphQL<{ labTests: { nodes: any[] } }>(server.graphqlUrl, PUBLIC_LAB_TESTS, {
      search: 'Thyroid Profile',
    });
    expect(seen.body.data!.labTests.nodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: created.id, labName: created.labName })]),
    );

    const updated = await admin.request<{ updateLabTest: any }>(UPDATE_LAB_TEST, {
      id: created.id,
      input: labTest({ pricePaise: 50000, preparation: 'Morning sample' }),
    });
    expect(updated.body.data!.updateLabTest).toMatchObject({ pricePaise: 50000, preparation: 'Morning sample' });
    expect((await trail('LAB_TEST', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: { pricePaise: 45000, preparation: null },
        after: { pricePaise: 50000, preparation: 'Morning sample' },
      }),
    );
    const ofLab = (await admin.request<{ adminLabTests: any }>(ADMIN_LAB_TESTS, { vendorId })).body.data!.adminLabTests
      .nodes as any[];
    expect(ofLab.map((t) => t.id)).toContain(created.id);
    expect(ofLab.every((t) => t.vendorId === vendorId)).toBe(true);
  });

  it('refuses to delete a booked test (hide it instead), and deletes one never booked', async () => {
    const test = (
      await admin.request<{ createLabTest: any }>(CREATE_LAB_TEST, { input: labTest({ name: 'Vitamin D' }) })
    ).body.data!.createLabTest;
    const booked = await postGraphQL(server.graphqlUrl, BOOK_LAB, {
      input: {
        idempotencyKey: `lab-${randomUUID()}`,
        customer: { name: 'Sabita Mondal', phone: '9832012345', address: 'Kalitala' },
        labTestIds: [test.id],
        preferredDate: '2026-11-24',
        homeCollection: false,
      },
    });
    expect(booked.body.errors).toBeUndefined();
    const [tests, audits] = [await count('lab_test'), await count('audit_entry')];
    const refused = await admin.request(DELETE_LAB_TEST, { id: test.id });
    expect(refused.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
    expect(refused.body.errors![0].message).toMatch(/Bookings include this test.*Hide it instead/);
    expect([await count('lab_test'), await count('audit_entry')]).toEqual([tests, audits]);

    const unbooked = (
      await admin.request<{ createLabTest: any }>(CREATE_LAB_TEST, { input: labTest({ name: 'Never booked' }) })
    ).body.data!.createLabTest;
    expect((await admin.request(DELETE_LAB_TEST, { id: unbooked.id })).body.errors).toBeUndefined();
    expect((await trail('LAB_TEST', unbooked.id))[0]).toMatchObject({ action: 'deleted' });
  });

  it.each([
    ['a name of spaces', { name: '   ' }, 'name'],
    ['a price below nothing', { pricePaise: -1 }, 'pricePaise'],
    ['no sample', { sample: '' }, 'sample'],
    ['no report time', { reportTime: ' ' }, 'reportTime'],
    ['a lab that is not there', { vendorId: '00000000-0000-4000-8000-000000000000' }, 'vendorId'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    const [tests, audits] = [await count('lab_test'), await count('audit_entry')];
    const { body } = await admin.request(CREATE_LAB_TEST, { input: labTest(overrides) });
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect([await count('lab_test'), await count('audit_entry')]).toEqual([tests, audits]);
  });

  it('refuses a shop that is not a lab as the lab', async () => {
    const [{ id: grocery }] = await server.db.query(`SELECT id FROM vendor WHERE category = 'GROCERY' LIMIT 1`);
    const { body } = await admin.request(CREATE_LAB_TEST, { input: labTest({ vendorId: grocery }) });
    expect(body.errors![0]).toMatchObject({
      message: 'There is no such lab; choose one from the list.',
      extensions: { field: 'vendorId' },
    });
  });
});

describe('medical places', () => {
  it('adds, changes and deletes a clinic, shown on the public list by its type, with every change in the trail', async () => {
    const { body } = await admin.request<{ createMedicalPlace: any }>(CREATE_PLACE, { input: place() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createMedicalPlace;
    expect(created).toMatchObject({
      type: 'CLINIC',
      name: 'Nirmal Seva Clinic',
      phone: '+913463252101',
      open24h: false,
    });
    const seen = await postGraphQL<{ medicalPlaces: { nodes: any[] } }>(server.graphqlUrl, PUBLIC_PLACES, {
      type: 'CLINIC',
    });
    expect(seen.body.data!.medicalPlaces.nodes.map((p: any) => p.id)).toContain(created.id);

    const updated = await admin.request<{ updateMedicalPlace: any }>(UPDATE_PLACE, {
      id: created.id,
      input: place({ type: 'NURSING_HOME', open24h: true }),
    });
    expect(updated.body.data!.updateMedicalPlace).toMatchObject({ type: 'NURSING_HOME', open24h: true });
    const homes = (
      await admin.request<{ adminMedicalPlaces: any }>(ADMIN_PLACES, { type: 'NURSING_HOME', search: 'nirmal seva' })
    ).body.data!.adminMedicalPlaces.nodes;
    expect(homes).toEqual([expect.objectContaining({ id: created.id })]);

    expect((await admin.request(DELETE_PLACE, { id: created.id })).body.errors).toBeUndefined();
    expect((await trail('MEDICAL_PLACE', created.id)).map((e: any) => e.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);
  });

  it.each([
    ['a kind that is not one', { type: 'TEMPLE' }, 'type'],
    ['a name of spaces', { name: ' ' }, 'name'],
    ['no address', { address: '' }, 'address'],
    ['a short number', { phone: '108' }, 'phone'],
    ['a number that is not one', { phone: 'call us' }, 'phone'],
  ])('refuses %s, writing nothing', async (_what, overrides, field) => {
    const [places, audits] = [await count('medical_place'), await count('audit_entry')];
    const { body } = await admin.request(CREATE_PLACE, { input: place(overrides) });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    if (field !== 'type') expect(body.errors![0].extensions!.field).toBe(field);
    expect([await count('medical_place'), await count('audit_entry')]).toEqual([places, audits]);
  });
});

describe('who may', () => {
  it('refuses vendors and anonymous callers, writing nothing', async () => {
    const vendor = await signInShop(server);
    const before = [await count('doctor'), await count('lab_test'), await count('medical_place')];
    expect(errorCode((await vendor.request(CREATE_DOCTOR, { input: doctor() })).body)).toBe('FORBIDDEN');
    expect(errorCode((await vendor.request(CREATE_LAB_TEST, { input: labTest() })).body)).toBe('FORBIDDEN');
    expect(errorCode((await vendor.request(ADMIN_PLACES, {})).body)).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, CREATE_PLACE, { input: place() })).body)).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode((await postGraphQL(server.graphqlUrl, ADMIN_DOCTORS, { first: 5 })).body)).toBe('UNAUTHENTICATED');
    expect([await count('doctor'), await count('lab_test'), await count('medical_place')]).toEqual(before);
  });
});
