import { stableId } from '../src/seed/stable-id';
import { seededServer, signInAdmin } from './support/flows';
import { LAB_A } from './support/lab-bookings';
import { recordWrites } from './support/record-writes';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/**
 * The medical, emergency, teacher and transport pages in the reader's language: every text a
 * customer reads there has a Bengali and a Hindi form an admin writes beside the English, and the
 * public queries give them back as written. The demo village has them all in Bengali. Every
 * record made here is deleted again.
 */
let server: TestServer;
let admin: SessionClient;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const anyone = <T>(query: string, variables: Record<string, unknown> = {}) =>
  postGraphQL<T>(server.graphqlUrl, query, variables);
const { create, remove } = recordWrites(() => admin);

describe('the Bengali and Hindi of each record, written by an admin, read by anyone', () => {
  it("a doctor: the name, degrees and chamber in both, and the specialty's Hindi name", async () => {
    const specialtyId = stableId('specialty', 'paediatrics');
    const id = await create('Doctor', {
      name: 'Dr. Rupa Hazra',
      nameBn: 'ডাঃ রূপা হাজরা',
      nameHi: ' डॉ. रूपा हाज़रा ',
      specialtyId,
      isSpecialist: true,
      qualifications: 'MBBS, DCH',
      qualificationsBn: 'এম.বি.বি.এস, ডি.সি.এইচ',
      qualificationsHi: 'एम.बी.बी.एस., डी.सी.एच.',
      chamberName: 'Hazra Clinic',
      chamberNameBn: 'হাজরা ক্লিনিক',
      chamberNameHi: 'हाज़रा क्लिनिक',
      chamberAddress: 'Bazar Para',
      chamberAddressBn: 'বাজার পাড়া',
      chamberAddressHi: '',
      village: 'Supur',
      visitingDays: [2],
      visitFrom: '10:00',
      visitTo: '12:00',
      feePaise: 30000,
      phone: '98300 45678',
      patientsPerSlot: 5,
      active: true,
    });
    const seen = await anyone<{ doctor: any }>(
      `query($id: ID!) { doctor(id: $id) { nameHi qualificationsBn qualificationsHi chamberNameBn chamberNameHi chamberAddressBn chamberAddressHi specialty { nameHi } } }`,
      { id },
    );
    expect(seen.body.data!.doctor).toEqual({
      nameHi: 'डॉ. रूपा हाज़रा',
      qualificationsBn: 'এম.বি.বি.এস, ডি.সি.এইচ',
      qualificationsHi: 'एम.बी.बी.एस., डी.सी.एच.',
      chamberNameBn: 'হাজরা ক্লিনিক',
      chamberNameHi: 'हाज़रा क्लिनिक',
      chamberAddressBn: 'বাজার পাড়া',
      chamberAddressHi: null,
      specialty: { nameHi: 'शिशु रोग विशेषज्ञ' },
    });
    // A search in Hindi finds the doctor too.
    const found = await anyone<{ doctors: { nodes: Array<{ id: string }> } }>(
      `{ doctors(search: "रूपा", first: 10) { nodes { id } } }`,
    );
    expect(found.body.data!.doctors.nodes).toEqual([{ id }]);
    await remove('Doctor', id);
  });

  it('a lab test and a hospital: their Hindi beside the Bengali', async () => {
    const test = await create('LabTest', {
      name: 'Serum Calcium',
      nameBn: 'সিরাম ক্যালসিয়াম',
      nameHi: 'सीरम कैल्शियम',
      pricePaise: 20000,
      sample: 'Blood',
      sampleBn: 'রক্ত',
      sampleHi: 'रक्त',
      preparation: 'Fasting 8 hours',
      preparationBn: null,
      preparationHi: '8 घंटे खाली पेट',
      reportTime: 'Next day',
      reportTimeBn: 'পরের দিন',
      reportTimeHi: 'अगले दिन',
      homeCollection: true,
      vendorId: LAB_A,
      active: true,
    });
    const tests = await anyone<{ labTests: { nodes: any[] } }>(
      `{ labTests(search: "Calcium", first: 10) { nodes { nameHi sampleHi preparationHi reportTimeHi } } }`,
    );
    expect(tests.body.data!.labTests.nodes).toEqual([
      { nameHi: 'सीरम कैल्शियम', sampleHi: 'रक्त', preparationHi: '8 घंटे खाली पेट', reportTimeHi: 'अगले दिन' },
    ]);
    const place = await create('MedicalPlace', {
      type: 'CLINIC',
      name: 'Nirmal Seva Clinic',
      nameHi: 'निर्मल सेवा क्लिनिक',
      address: 'Hat Tala',
      addressHi: 'हाट तला',
      village: 'Ilambazar',
      phone: '03463 252 101',
      open24h: false,
      services: 'OPD',
      servicesHi: 'ओपीडी',
    });
    const places = await anyone<{ medicalPlaces: { nodes: any[] } }>(
      `{ medicalPlaces(type: CLINIC, first: 100) { nodes { id nameHi addressHi servicesHi } } }`,
    );
    expect(places.body.data!.medicalPlaces.nodes.find((p) => p.id === place)).toEqual({
      id: place,
      nameHi: 'निर्मल सेवा क्लिनिक',
      addressHi: 'हाट तला',
      servicesHi: 'ओपीडी',
    });
    await remove('LabTest', test);
    await remove('MedicalPlace', place);
  });

  it('an emergency number: who answers, in Hindi', async () => {
    const id = await create('EmergencyContact', {
      group: 'FIRE',
      name: 'Fire station, Supur',
      nameBn: 'দমকল, সুপুর',
      nameHi: 'दमकल, सुपुर',
      phone: '03463 252 101',
      altPhone: '',
      area: 'Supur',
      areaBn: null,
      available24h: true,
      sortOrder: 5,
    });
    const seen = await anyone<{ emergencyContacts: any[] }>(`{ emergencyContacts(group: FIRE) { id nameHi } }`);
    expect(seen.body.data!.emergencyContacts.find((c) => c.id === id)).toEqual({ id, nameHi: 'दमकल, सुपुर' });
    await remove('EmergencyContact', id);
  });

  const teacher = (overrides: Record<string, unknown> = {}) => ({
    name: 'Mousumi Pal',
    nameBn: 'মৌসুমী পাল',
    nameHi: 'मौसमी पाल',
    subjects: ['Mathematics', 'Astronomy'],
    subjectsBn: ['গণিত', 'জ্যোতির্বিদ্যা'],
    subjectsHi: ['गणित', ' खगोल विज्ञान '],
    classFrom: 6,
    classTo: 10,
    village: 'Supur',
    feePaise: 50000,
    modes: ['HOME'],
    phone: '98300 12345',
    qualifications: 'M.Sc (Mathematics)',
    qualificationsBn: 'এম.এসসি (গণিত)',
    qualificationsHi: 'एम.एससी. (गणित)',
    active: true,
    ...overrides,
  });

  it('a teacher: the subjects in Hindi, one for each in the same order, which the finder offers by name', async () => {
    const id = await create('Teacher', teacher());
    const seen = await anyone<{ teachers: { nodes: any[] }; teacherFilters: { subjectNames: any[] } }>(
      `{ teachers(search: "Mousumi", first: 10) { nodes { id nameHi subjectsHi qualificationsHi } } teacherFilters { subjectNames { name nameBn nameHi } } }`,
    );
    expect(seen.body.data!.teachers.nodes).toEqual([
      { id, nameHi: 'मौसमी पाल', subjectsHi: ['गणित', 'खगोल विज्ञान'], qualificationsHi: 'एम.एससी. (गणित)' },
    ]);
    expect(seen.body.data!.teacherFilters.subjectNames).toContainEqual({
      name: 'Astronomy',
      nameBn: 'জ্যোতির্বিদ্যা',
      nameHi: 'खगोल विज्ञान',
    });
    await remove('Teacher', id);
  });

  it('refuses Hindi subjects that do not pair with the English ones, with their own reason, and writes nothing', async () => {
    const before = (await server.db.query('SELECT count(*)::int AS n FROM teacher'))[0].n;
    const { body } = await admin.request(`mutation($input: TeacherInput!) { createTeacher(input: $input) { id } }`, {
      input: teacher({ subjectsHi: ['गणित'] }),
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions).toMatchObject({
      field: 'subjectsHi',
      reason: 'subjectsHiCount',
      params: { count: 2 },
    });
    expect((await server.db.query('SELECT count(*)::int AS n FROM teacher'))[0].n).toBe(before);
  });

  it("a toto stand's landmark and a car's model in both, and a driver's name in Hindi", async () => {
    const stand = await create('TotoStand', {
      name: 'Supur Hat',
      nameBn: 'সুপুর হাট',
      nameHi: 'सुपुर हाट',
      village: 'Supur',
      landmark: 'Beside the well',
      landmarkBn: 'কুয়োর পাশে',
      landmarkHi: 'कुएँ के पास',
      sortOrder: 9,
    });
    const driver = await create('TotoDriver', {
      standId: stand,
      name: 'Haru Bagdi',
      nameBn: 'হারু বাগদী',
      nameHi: 'हारू बागदी',
      phone: '098300 12345',
      vehicleNumber: 'WB 53 E 9001',
      available: true,
    });
    const stands = await anyone<{ totoStands: { nodes: any[] } }>(
      `{ totoStands(first: 100) { nodes { id nameHi landmarkBn landmarkHi drivers { nameHi } } } }`,
    );
    expect(stands.body.data!.totoStands.nodes.find((s) => s.id === stand)).toEqual({
      id: stand,
      nameHi: 'सुपुर हाट',
      landmarkBn: 'কুয়োর পাশে',
      landmarkHi: 'कुएँ के पास',
      drivers: [{ nameHi: 'हारू बागदी' }],
    });
    const car = await create('Car', {
      driverName: 'Mithun Pal',
      driverNameBn: 'মিঠুন পাল',
      driverNameHi: 'मिथुन पाल',
      phone: '+91 97330 11223',
      model: 'Tata Sumo',
      modelBn: 'টাটা সুমো',
      modelHi: 'टाटा सूमो',
      vehicleNumber: 'WB 53 C 1111',
      seats: 8,
      ratePaisePerKm: 1650,
      village: 'Ilambazar',
      ac: false,
      available: true,
    });
    const cars = await anyone<{ cars: { nodes: any[] } }>(
      `{ cars(first: 100) { nodes { id driverNameHi modelBn modelHi } } }`,
    );
    expect(cars.body.data!.cars.nodes.find((c) => c.id === car)).toEqual({
      id: car,
      driverNameHi: 'मिथुन पाल',
      modelBn: 'টাটা সুমো',
      modelHi: 'टाटा सूमो',
    });
    await remove('TotoDriver', driver);
    await remove('TotoStand', stand);
    await remove('Car', car);
  });

  it("a bus trip: its bus's name in both, and each stop's Hindi after a second slash, kept as written", async () => {
    const route = await create('BusRoute', {
      name: 'Supur – Sian',
      nameBn: 'সুপুর – সিয়ান',
      nameHi: 'सुपुर – सियान',
      fromPlace: 'Supur',
      toPlace: 'Sian',
      via: 'Raipur',
      slug: '',
      upSlug: '',
      downSlug: '',
      sortOrder: 5,
    });
    const stops = ['07:05 Supur More / সুপুর মোড় / सुपुर मोड़', '07:20 Raipur /  / रायपुर', '07:40 Sian Bazar / সিয়ান বাজার'];
    const { body } = await admin.request<{ createBusTrip: { id: string; stops: string[] } }>(
      `mutation($input: BusTripInput!) { createBusTrip(input: $input) { id stops } }`,
      {
        input: {
          way: 'supur-to-sian',
          departsAt: '07:05',
          operator: 'Private',
          busName: 'Maa Durga',
          busNameBn: 'মা দুর্গা',
          busNameHi: 'माँ दुर्गा',
          days: [1],
          stops,
        },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createBusTrip.stops).toEqual([
      '07:05 Supur More / সুপুর মোড় / सुपुर मोड़',
      '07:20 Raipur /  / रायपुर',
      '07:40 Sian Bazar / সিয়ান বাজার',
    ]);
    const seen = await anyone<{ busTimetable: any; busRoutes: any[] }>(
      `{ busTimetable(direction: "supur-to-sian") { route { nameHi } trips { busNameBn busNameHi stops { name nameBn nameHi } } } busRoutes { id nameHi } }`,
    );
    expect(seen.body.data!.busTimetable).toEqual({
      route: { nameHi: 'सुपुर – सियान' },
      trips: [
        {
          busNameBn: 'মা দুর্গা',
          busNameHi: 'माँ दुर्गा',
          stops: [
            { name: 'Supur More', nameBn: 'সুপুর মোড়', nameHi: 'सुपुर मोड़' },
            { name: 'Raipur', nameBn: null, nameHi: 'रायपुर' },
            { name: 'Sian Bazar', nameBn: 'সিয়ান বাজার', nameHi: null },
          ],
        },
      ],
    });
    await remove('BusTrip', body.data!.createBusTrip.id);
    await remove('BusRoute', route);
  });
});

describe('the demo village', () => {
  it('has every text of these pages in Bengali and in Hindi', async () => {
    const missing: Array<[string, string]> = [
      ['specialty', 'name_bn IS NULL OR name_hi IS NULL'],
      [
        'doctor',
        'name_hi IS NULL OR qualifications_bn IS NULL OR qualifications_hi IS NULL OR chamber_name_bn IS NULL OR chamber_name_hi IS NULL OR chamber_address_bn IS NULL OR chamber_address_hi IS NULL',
      ],
      [
        'lab_test',
        'name_hi IS NULL OR sample_hi IS NULL OR report_time_hi IS NULL OR (preparation IS NOT NULL AND preparation_hi IS NULL)',
      ],
      ['medical_place', 'name_hi IS NULL OR address_hi IS NULL OR (services IS NOT NULL AND services_hi IS NULL)'],
      ['emergency_contact', 'name_bn IS NULL OR name_hi IS NULL'],
      ['teacher', 'name_hi IS NULL OR subjects_hi IS NULL OR qualifications_hi IS NULL'],
      ['toto_stand', 'name_hi IS NULL OR landmark_bn IS NULL OR landmark_hi IS NULL'],
      ['toto_driver', 'name_bn IS NULL OR name_hi IS NULL'],
      ['car', 'driver_name_hi IS NULL OR model_bn IS NULL OR model_hi IS NULL'],
      ['bus_route', 'name_bn IS NULL OR name_hi IS NULL'],
      ['bus_trip', 'bus_name IS NOT NULL AND (bus_name_bn IS NULL OR bus_name_hi IS NULL)'],
      ['bus_stop_time', 'stop_name_bn IS NULL OR stop_name_hi IS NULL'],
    ];
    const counts = await Promise.all(
      missing.map(async ([table, where]) => [
        table,
        (await server.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0].n,
      ]),
    );
    expect(counts).toEqual(missing.map(([table]) => [table, 0]));
  });
});
