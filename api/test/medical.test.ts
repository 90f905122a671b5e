import { randomUUID } from 'node:crypto';
import { seededServer } from './support/flows';
import { countStatements } from './support/statement-counter';
import { DoctorEntity } from '../src/modules/medical/doctor.entity';
import { LabTestEntity } from '../src/modules/medical/lab-test.entity';
import { MedicalPlaceType } from '../src/modules/medical/medical-place-type';
import {
  doctors as seededDoctors,
  labTests as seededLabTests,
  medicalPlaces as seededPlaces,
  specialties as seededSpecialties,
} from '../src/seed/data/medical';
import { stableId } from '../src/seed/stable-id';
import { postGraphQL, type GraphQLResponse, type TestServer } from './support/test-server';

const DOCTORS = `query Doctors($kind: DoctorKind, $specialtySlug: String, $search: String, $first: Int!, $after: String) {
  doctors(kind: $kind, specialtySlug: $specialtySlug, search: $search, first: $first, after: $after) {
    nodes {
      id name nameBn isSpecialist qualifications chamberName chamberAddress village
      visitingDays visitFrom visitTo feePaise phone imageUrl
      specialty { id slug name nameBn }
    }
    pageInfo { endCursor hasNextPage }
  }
}`;

const DOCTOR = `query Doctor($id: ID!) {
  doctor(id: $id) { id name visitingDays visitFrom visitTo feePaise specialty { slug } }
}`;

const SPECIALTIES = `query Specialties {
  specialties { id slug name nameBn doctorCount specialists: doctorCount(kind: SPECIALIST) general: doctorCount(kind: GENERAL) }
}`;

const LAB_TESTS = `query LabTests($search: String, $first: Int!, $after: String) {
  labTests(search: $search, first: $first, after: $after) {
    nodes { id name nameBn pricePaise sample preparation reportTime homeCollection labName }
    pageInfo { endCursor hasNextPage }
  }
}`;

const PLACES = `query Places($type: MedicalPlaceType!, $first: Int!, $after: String) {
  medicalPlaces(type: $type, first: $first, after: $after) {
    nodes { id type name nameBn address village phone open24h services }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface Specialty {
  id: string;
  slug: string;
  name: string;
  nameBn: string | null;
}

interface Doctor {
  id: string;
  name: string;
  nameBn: string | null;
  isSpecialist: boolean;
  qualifications: string;
  visitingDays: number[];
  visitFrom: string;
  visitTo: string;
  feePaise: number;
  phone: string;
  imageUrl: string | null;
  specialty: Specialty | null;
}

interface Connection<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

let server: TestServer;

async function doctors(variables: Record<string, unknown>): Promise<GraphQLResponse<{ doctors: Connection<Doctor> }>> {
  return postGraphQL<{ doctors: Connection<Doctor> }>(server.graphqlUrl, DOCTORS, { first: 100, ...variables });
}

async function doctorNames(variables: Record<string, unknown>): Promise<string[]> {
  const { body } = await doctors(variables);
  expect(body.errors).toBeUndefined();
  return body.data!.doctors.nodes.map((d) => d.name);
}

/** Walks a list page by page, as "load more" does, and returns every node seen. */
async function walk<T extends { id: string }>(
  field: string,
  query: string,
  variables: Record<string, unknown>,
  first: number,
): Promise<{ nodes: T[]; pages: number }> {
  const nodes: T[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const { body } = await postGraphQL<Record<string, Connection<T>>>(server.graphqlUrl, query, {
      ...variables,
      first,
      after,
    });
    expect(body.errors).toBeUndefined();
    const page: Connection<T> = body.data![field];
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    nodes.push(...page.nodes);
    pages += 1;
    if (!page.pageInfo.hasNextPage) break;
    expect(page.pageInfo.endCursor).toBeTruthy();
    after = page.pageInfo.endCursor;
  }
  return { nodes, pages };
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const specialists = seededDoctors.filter((d) => d.isSpecialist);
const generalPhysicians = seededDoctors.filter((d) => !d.isSpecialist);

/** A doctor who has stopped sitting at a chamber: never listed, never found. */
const retiredDoctorId = randomUUID();
/** Extra lab tests with the same name at different labs, so pages split between equal names. */
const extraLabTestIds = Array.from({ length: 7 }, () => randomUUID());

beforeAll(async () => {
  server = await seededServer();
  await server.db.getRepository(DoctorEntity).insert({
    id: retiredDoctorId,
    name: 'Dr. Retired Paediatrician',
    nameBn: null,
    specialtyId: stableId('specialty', 'paediatrics'),
    isSpecialist: true,
    qualifications: 'MBBS, DCH',
    chamberName: 'Closed chamber',
    chamberAddress: 'Station Road, Bolpur',
    village: 'Bolpur',
    visitingDays: [1],
    visitFrom: '10:00',
    visitTo: '12:00',
    feePaise: 30000,
    phone: '+919000000001',
    active: false,
  });
  await server.db.getRepository(LabTestEntity).insert(
    extraLabTestIds.map((id) => ({
      id,
      name: 'ESR',
      nameBn: 'ইএসআর',
      pricePaise: 9000,
      sample: 'Blood',
      reportTime: 'Same day',
      homeCollection: false,
      vendorId: null,
      active: true,
    })),
  );
});

afterAll(async () => {
  await server.db.getRepository(DoctorEntity).delete({ id: retiredDoctorId });
  for (const id of extraLabTestIds) await server.db.getRepository(LabTestEntity).delete({ id });
  await server.close();
});

describe('specialties', () => {
  it('lists every specialty in the seeded order, with its doctors counted by kind', async () => {
    const { body } = await postGraphQL<{
      specialties: Array<Specialty & { doctorCount: number; specialists: number; general: number }>;
    }>(server.graphqlUrl, SPECIALTIES);
    expect(body.errors).toBeUndefined();
    const list = body.data!.specialties;
    expect(list.map((s) => s.slug)).toEqual(seededSpecialties.map((s) => s.slug));
    for (const specialty of list) {
      const seeded = seededDoctors.filter((d) => d.specialty === specialty.slug);
      expect({
        slug: specialty.slug,
        all: specialty.doctorCount,
        specialists: specialty.specialists,
        general: specialty.general,
      }).toEqual({
        slug: specialty.slug,
        all: seeded.length,
        specialists: seeded.filter((d) => d.isSpecialist).length,
        general: seeded.filter((d) => !d.isSpecialist).length,
      });
    }
    expect(list.find((s) => s.slug === 'paediatrics')?.nameBn).toBe('শিশুরোগ বিশেষজ্ঞ');
  });

  it('finds one specialty by slug, and answers null for a slug nobody has', async () => {
    const query = 'query ($slug: String!) { specialty(slug: $slug) { slug name } }';
    const found = await postGraphQL<{ specialty: Specialty | null }>(server.graphqlUrl, query, { slug: 'eye' });
    expect(found.body.data!.specialty).toEqual({ slug: 'eye', name: 'Eye (Ophthalmology)' });
    const missing = await postGraphQL<{ specialty: Specialty | null }>(server.graphqlUrl, query, { slug: 'dragons' });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data!.specialty).toBeNull();
  });
});

describe('doctors', () => {
  it('splits specialists from general physicians, by name, active ones only', async () => {
    expect(await doctorNames({ kind: 'SPECIALIST' })).toEqual(specialists.map((d) => d.name).sort(byName));
    expect(await doctorNames({ kind: 'GENERAL' })).toEqual(generalPhysicians.map((d) => d.name).sort(byName));
    const everyone = await doctorNames({});
    expect(everyone).toHaveLength(seededDoctors.length);
    expect(everyone).not.toContain('Dr. Retired Paediatrician');
  });

  it('gives each doctor their specialty, days, hours as HH:MM, fee and a phone to call', async () => {
    const { body } = await doctors({ kind: 'SPECIALIST', search: 'Ananya' });
    const [ananya] = body.data!.doctors.nodes;
    expect(ananya).toMatchObject({
      name: 'Dr. Ananya Chatterjee',
      nameBn: 'ডাঃ অনন্যা চ্যাটার্জি',
      isSpecialist: true,
      qualifications: 'MBBS, DCH',
      visitingDays: [0, 4],
      visitFrom: '10:00',
      visitTo: '13:00',
      feePaise: 40000,
      phone: '+919775430127',
      imageUrl: null,
      specialty: { slug: 'paediatrics', name: 'Paediatrics (Child Specialist)', nameBn: 'শিশুরোগ বিশেষজ্ঞ' },
    });
  });

  it('lists the doctors of one specialty by its slug, and none for an unknown slug', async () => {
    const expected = seededDoctors
      .filter((d) => d.specialty === 'paediatrics')
      .map((d) => d.name)
      .sort(byName);
    expect(await doctorNames({ specialtySlug: 'paediatrics' })).toEqual(expected);
    expect(await doctorNames({ kind: 'SPECIALIST', specialtySlug: 'paediatrics' })).toEqual(expected);
    expect(await doctorNames({ kind: 'GENERAL', specialtySlug: 'paediatrics' })).toEqual([]);
    expect(await doctorNames({ specialtySlug: 'no-such-specialty' })).toEqual([]);
  });

  it.each([
    ['an English name, any case', 'sudipta', ['Dr. Sudipta Mukherjee']],
    ['a Bengali name', 'অনন্যা', ['Dr. Ananya Chatterjee']],
    ['a specialty in English', 'child', ['Dr. Ananya Chatterjee', 'Dr. Tanmoy Mondal']],
    ['a specialty in Bengali', 'হৃদরোগ', ['Dr. Kaushik Bhattacharya']],
    ['a qualification', 'DDVL', ['Dr. Sharmistha Roy']],
    ['two words found in different places', 'paediatrics tanmoy', ['Dr. Tanmoy Mondal']],
    ['words in either script together', 'ডাঃ Nasrin', ['Dr. Nasrin Sultana']],
  ])('finds doctors by %s', async (_what, search, expected) => {
    expect(await doctorNames({ search })).toEqual(expected);
  });

  it('matches Bengali typed in decomposed form as well as composed', async () => {
    expect(await doctorNames({ search: 'রফিকুল'.normalize('NFD') })).toEqual(['Dr. Md. Rafiqul Islam']);
  });

  it('pages through every doctor without duplicates or gaps', async () => {
    for (const first of [1, 5, 7]) {
      const { nodes, pages } = await walk<Doctor>('doctors', DOCTORS, {}, first);
      expect(pages).toBe(Math.ceil(seededDoctors.length / first));
      expect(nodes.map((d) => d.name)).toEqual(seededDoctors.map((d) => d.name).sort(byName));
      expect(new Set(nodes.map((d) => d.id)).size).toBe(nodes.length);
    }
  });

  it('keeps the filter across pages', async () => {
    const { nodes } = await walk<Doctor>('doctors', DOCTORS, { kind: 'SPECIALIST' }, 4);
    expect(nodes.map((d) => d.name)).toEqual(specialists.map((d) => d.name).sort(byName));
  });

  it('finds one doctor by id, null for an id nobody has or a retired doctor', async () => {
    const id = stableId('doctor', 'Dr. Rajib Saha:Ilambazar Pathology & Diagnostic Centre');
    const found = await postGraphQL<{ doctor: Doctor | null }>(server.graphqlUrl, DOCTOR, { id });
    expect(found.body.data!.doctor).toMatchObject({
      id,
      name: 'Dr. Rajib Saha',
      visitingDays: [0],
      visitFrom: '09:00',
      specialty: { slug: 'orthopaedics' },
    });
    for (const missing of [randomUUID(), retiredDoctorId]) {
      const { body } = await postGraphQL<{ doctor: Doctor | null }>(server.graphqlUrl, DOCTOR, { id: missing });
      expect(body.errors).toBeUndefined();
      expect(body.data!.doctor).toBeNull();
    }
  });
});

describe('lab tests', () => {
  it('lists every active test with its price, sample, preparation and lab', async () => {
    const { nodes } = await walk<{
      id: string;
      name: string;
      labName: string | null;
      preparation: string | null;
      homeCollection: boolean;
      pricePaise: number;
    }>('labTests', LAB_TESTS, {}, 100);
    expect(nodes).toHaveLength(seededLabTests.length + extraLabTestIds.length);
    const lipid = nodes.filter((t) => t.name === 'Lipid Profile');
    expect(lipid.map((t) => [t.labName, t.pricePaise, t.preparation]).sort()).toEqual([
      ['Ilambazar Pathology & Diagnostic Centre', 50000, 'Fasting 10–12 hours'],
      ['Santiniketan Path Lab', 45000, 'Fasting 10–12 hours'],
    ]);
    expect(nodes.find((t) => t.name === 'Dengue NS1 Antigen')?.homeCollection).toBe(false);
  });

  it('pages through tests that share a name without duplicates or gaps', async () => {
    const all = (await walk<{ id: string; name: string }>('labTests', LAB_TESTS, {}, 100)).nodes;
    for (const first of [2, 3]) {
      const { nodes } = await walk<{ id: string; name: string }>('labTests', LAB_TESTS, {}, first);
      expect(nodes.map((t) => t.id)).toEqual(all.map((t) => t.id));
    }
  });

  it.each([
    ['English words', 'lipid', 2],
    ['Bengali words', 'লিপিড', 2],
    ['a sample', 'urine', 1],
  ])('finds tests by %s', async (_what, search, count) => {
    const { nodes } = await walk<{ id: string; name: string }>('labTests', LAB_TESTS, { search }, 100);
    expect(nodes).toHaveLength(count);
  });
});

describe('medical places', () => {
  it.each(Object.values(MedicalPlaceType))('lists the %s places by name, with a phone to call', async (type) => {
    const { nodes } = await walk<{ id: string; type: string; name: string; phone: string; open24h: boolean }>(
      'medicalPlaces',
      PLACES,
      { type },
      2,
    );
    const expected = seededPlaces.filter((p) => p.type === type);
    expect(expected.length).toBeGreaterThan(0);
    expect(nodes.map((p) => p.name)).toEqual(expected.map((p) => p.name).sort(byName));
    expect(nodes.every((p) => p.type === (type as string) && /^\+91\d{10}$/.test(p.phone))).toBe(true);
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, PLACES, { type: 'DRAGONS', first: 5 });
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('bad input', () => {
  it.each([
    ['doctors', DOCTORS, {}],
    ['lab tests', LAB_TESTS, {}],
    ['medical places', PLACES, { type: 'HOSPITAL' }],
  ])('refuses a page of %s over 100, of 0 or negative, with BAD_USER_INPUT', async (_what, query, variables) => {
    for (const first of [101, 0, -5]) {
      const { body } = await postGraphQL(server.graphqlUrl, query, { ...variables, first });
      expect({ first, code: body.errors?.[0].extensions?.code }).toEqual({ first, code: 'BAD_USER_INPUT' });
      expect(body.data ?? null).toBeNull();
      expect(JSON.stringify(body)).not.toMatch(/stacktrace| {4}at /);
    }
  });

  it('accepts exactly 100 a page', async () => {
    const { body } = await doctors({ first: 100 });
    expect(body.errors).toBeUndefined();
  });

  it.each([
    ['not base64 at all', '!!!'],
    ['base64 of nonsense', Buffer.from('hello').toString('base64url')],
    ['a cursor with a bad id', Buffer.from(JSON.stringify(['Dr. A', "x' OR 1=1 --"])).toString('base64url')],
    ['a cursor holding NUL', Buffer.from(JSON.stringify(['Dr.\u0000', randomUUID()])).toString('base64url')],
  ])('refuses a bad cursor (%s) with BAD_USER_INPUT', async (_what, after) => {
    for (const query of [DOCTORS, LAB_TESTS]) {
      const { body } = await postGraphQL(server.graphqlUrl, query, { first: 5, after });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].extensions?.field).toBe('after');
    }
  });

  it.each(['not-a-uuid', "1' OR '1'='1", ''])(
    'refuses a doctor id that is not a UUID (%p) with BAD_USER_INPUT',
    async (id) => {
      const { body } = await postGraphQL(server.graphqlUrl, DOCTOR, { id });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    },
  );

  it.each([
    ['a very long', 'Sudipta '.repeat(5000)],
    ['an SQL-looking', "'; DROP TABLE doctor; --"],
    ['a LIKE-wildcard', '%_%'],
    ['a backslash', '\\'],
    ['an emoji', '🩺💊👨‍⚕️'],
    ['a lone-surrogate', '\ud83e'],
    ['a NUL-holding', 'Sudipta\u0000Mukherjee'],
    ['a whitespace-only', '\t\n\r '],
  ])('treats %s search as plain text: no error, no surprise matches', async (_what, search) => {
    for (const query of [DOCTORS, LAB_TESTS]) {
      const { status, body } = await postGraphQL<Record<string, Connection<{ name: string }>>>(
        server.graphqlUrl,
        query,
        { first: 100, search },
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    const names = await doctorNames({ search });
    if (search.startsWith('Sudipta')) expect(names).toEqual(['Dr. Sudipta Mukherjee']);
    else if (search.trim() === '') expect(names).toHaveLength(seededDoctors.length);
    else expect(names).toEqual([]);
    expect(await server.db.getRepository(DoctorEntity).count()).toBe(seededDoctors.length + 1);
  });

  it('treats a specialty slug of any kind as plain text', async () => {
    expect(await doctorNames({ specialtySlug: "eye' OR '1'='1" })).toEqual([]);
    expect(await doctorNames({ specialtySlug: 'x'.repeat(10_000) })).toEqual([]);
    expect(await doctorNames({ specialtySlug: 'eye\u0000' })).toEqual([]);
    const { body } = await postGraphQL<{ specialty: Specialty | null }>(
      server.graphqlUrl,
      'query ($slug: String!) { specialty(slug: $slug) { slug } }',
      { slug: 'eye\u0000' },
    );
    expect(body).toEqual({ data: { specialty: null } });
  });
});

describe('no N+1', () => {
  it('reads the specialty of 3 doctors and of 12 with the same number of statements', async () => {
    const small = await countStatements(server.db, async () => {
      const { body } = await doctors({ first: 3 });
      expect(body.data!.doctors.nodes).toHaveLength(3);
    });
    const large = await countStatements(server.db, async () => {
      const { body } = await doctors({ first: 12 });
      expect(body.data!.doctors.nodes).toHaveLength(12);
      expect(new Set(body.data!.doctors.nodes.map((d) => d.specialty?.slug)).size).toBeGreaterThan(3);
    });
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it('counts doctors for every specialty in one statement per kind', async () => {
    const statements = await countStatements(server.db, () => postGraphQL(server.graphqlUrl, SPECIALTIES));
    // The list, then one grouped count for each of the three kinds asked for.
    expect(statements).toBe(4);
  });

  it('reads the lab of 2 tests and of 20 with the same number of statements', async () => {
    const small = await countStatements(server.db, () => postGraphQL(server.graphqlUrl, LAB_TESTS, { first: 2 }));
    const large = await countStatements(server.db, () => postGraphQL(server.graphqlUrl, LAB_TESTS, { first: 20 }));
    expect(large).toBe(small);
  });
});
