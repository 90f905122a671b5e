import { randomUUID } from 'node:crypto';
import { seededServer } from './support/flows';
import { countStatements } from './support/statement-counter';
import { TotoDriverEntity } from '../src/modules/transport/toto-driver.entity';
import { TotoStandEntity } from '../src/modules/transport/toto-stand.entity';
import { homeBanners as seededBanners } from '../src/seed/data/content';
import { serviceProviders as seededProviders } from '../src/seed/data/directory';
import { SUBJECTS, teachers as seededTeachers } from '../src/seed/data/education';
import { cars as seededCars, totoStands as seededStands } from '../src/seed/data/transport';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import {
  type Operation,
  operationText,
  postData,
  postGraphQL,
  postText,
  type TestServer,
  type VariablesArg,
} from './support/test-server';
import { graphql } from './generated';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
/** The app's clock runs this far ahead of the wall clock, so a test can let notices expire. */
let clockAheadMs = 0;

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => new Date(Date.now() + clockAheadMs) }) });
});
afterAll(() => server.close());

interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}
interface Connection<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

const query = <R, V>(document: Operation<R, V>, ...variables: VariablesArg<V>) =>
  postData(server.graphqlUrl, document, ...variables);

async function errorCode<R extends object, V>(
  document: Operation<R, V>,
  ...variables: VariablesArg<V>
): Promise<unknown> {
  const { body } = await postGraphQL(server.graphqlUrl, document, ...variables);
  expect(Object.values(body.data ?? {})[0] ?? null).toBeNull();
  return body.errors?.[0]?.extensions?.code;
}

const TEACHERS = graphql(`
  query DirectoryTeachers(
    $subject: String
    $classLevel: Int
    $village: String
    $search: String
    $first: Int
    $after: String
  ) {
    teachers(
      subject: $subject
      classLevel: $classLevel
      village: $village
      search: $search
      first: $first
      after: $after
    ) {
      nodes {
        id
        name
        nameBn
        subjects
        classFrom
        classTo
        village
        feePaise
        modes
        phone
        qualifications
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

interface TeacherNode {
  id: string;
  name: string;
  nameBn: string | null;
  subjects: string[];
  classFrom: number;
  classTo: number;
  village: string;
  feePaise: number;
  modes: string[];
  phone: string;
}

const teachers = (variables: Record<string, unknown>) => query(TEACHERS, variables).then((d) => d.teachers);
const names = (nodes: Array<{ name: string }>) => nodes.map((n) => n.name);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('the teacher finder', () => {
  it('finds teachers by subject, in name order, with what a card shows', async () => {
    const { nodes, pageInfo } = await teachers({ subject: 'Mathematics' });
    const expected = seededTeachers
      .filter((t) => t.subjects.includes('Mathematics'))
      .map((t) => t.name)
      .sort(byName);
    expect(names(nodes)).toEqual(expected);
    expect(pageInfo.hasNextPage).toBe(false);
    const sanjoy = nodes.find((n) => n.name === 'Sanjoy Hazra')!;
    expect(sanjoy).toMatchObject({
      nameBn: 'সঞ্জয় হাজরা',
      subjects: ['Mathematics', 'Physical Science'],
      classFrom: 9,
      classTo: 12,
      village: 'Bolpur',
      feePaise: 80000,
      modes: ['COACHING'],
      phone: '+919832047715',
    });
  });

  it('narrows by class: a teacher of classes 9–12 teaches class 11, one of 1–4 does not', async () => {
    const { nodes } = await teachers({ subject: 'Mathematics', classLevel: 11 });
    expect(names(nodes)).toEqual(['Sanjoy Hazra']);
    const juniors = await teachers({ classLevel: 2 });
    expect(juniors.nodes.every((n) => n.classFrom <= 2 && n.classTo >= 2)).toBe(true);
    expect(names(juniors.nodes)).toEqual(
      expect.arrayContaining(['Arpita Mukherjee', 'Nasima Khatun', 'Moumita Bagdi']),
    );
  });

  it('narrows by village, and by subject, class and village together', async () => {
    const bolpur = await teachers({ village: 'Bolpur' });
    expect(names(bolpur.nodes)).toEqual(
      seededTeachers
        .filter((t) => t.village === 'Bolpur')
        .map((t) => t.name)
        .sort(byName),
    );
    const one = await teachers({ subject: 'Mathematics', classLevel: 3, village: 'Dubrajpur' });
    expect(names(one.nodes)).toEqual(['Nasima Khatun']);
  });

  it('answers an empty list (not an error) when nobody matches', async () => {
    const empty = await teachers({ subject: 'Sanskrit', village: 'Bolpur' });
    expect(empty).toEqual({ nodes: [], pageInfo: { endCursor: null, hasNextPage: false } });
    const noSuchSubject = await teachers({ subject: 'Astrology' });
    expect(noSuchSubject.nodes).toEqual([]);
  });

  it('searches Bengali and English names, case-insensitively, and subjects and villages', async () => {
    expect(names((await teachers({ search: 'সুমনা' })).nodes)).toEqual(['Sumana Roy']);
    expect(names((await teachers({ search: 'দাস' })).nodes)).toEqual(['Rina Das', 'Souvik Das']);
    expect(names((await teachers({ search: 'haque' })).nodes)).toEqual(['Mohammad Ashraful Haque']);
    expect(names((await teachers({ search: '  SANSKRIT ' })).nodes)).toEqual(['Haradhan Bhattacharya']);
    expect(names((await teachers({ search: 'ras', subject: 'Drawing' })).nodes)).toEqual([]);
  });

  it('treats search text of any length or script as plain text', async () => {
    for (const search of ['%', '_', '\\', "'; DROP TABLE teacher; --", 'a'.repeat(10_000), '🙂 अ ক', 'x\u0000y']) {
      const { status, body } = await postGraphQL(server.graphqlUrl, TEACHERS, {
        search,
      });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data!.teachers.nodes).toEqual([]);
    }
    // An empty or blank search (control characters count as blank) is no filter at all.
    expect((await teachers({ search: '   ' })).nodes).toHaveLength(seededTeachers.length);
    expect((await teachers({ search: '\u0000' })).nodes).toHaveLength(seededTeachers.length);
  });

  it('pages through every teacher with first/after, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Connection<TeacherNode> = await teachers({ first: 5, after });
      seen.push(...names(page.nodes));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      expect(page.nodes).toHaveLength(5);
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(seededTeachers.length / 5));
    expect(seen).toEqual(seededTeachers.map((t) => t.name).sort(byName));
  });

  it('refuses a page size over 100, of 0 or negative, a bad cursor and a class outside 1–12 with BAD_USER_INPUT', async () => {
    expect(await errorCode(TEACHERS, { first: 101 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(TEACHERS, { first: 0 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(TEACHERS, { first: -5 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(TEACHERS, { after: 'not-a-cursor' })).toBe('BAD_USER_INPUT');
    expect(await errorCode(TEACHERS, { classLevel: 13 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(TEACHERS, { classLevel: 0 })).toBe('BAD_USER_INPUT');
    expect((await teachers({ first: 100 })).nodes).toHaveLength(seededTeachers.length);
  });

  it("offers the finder's choices: every subject and village someone teaches", async () => {
    const { teacherFilters } = await query(
      graphql(`
        query DirectoryTeacherFilters {
          teacherFilters {
            subjects
            villages
          }
        }
      `),
    );
    expect(teacherFilters.subjects).toEqual([...SUBJECTS].sort(byName));
    expect(teacherFilters.villages).toEqual([...new Set(seededTeachers.map((t) => t.village))].sort(byName));
  });
});

const TOTO = graphql(`
  query DirectoryToto($first: Int, $after: String) {
    totoStands(first: $first, after: $after) {
      nodes {
        id
        name
        nameBn
        village
        landmark
        drivers {
          id
          name
          nameBn
          phone
          vehicleNumber
          available
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

interface StandNode {
  name: string;
  drivers: Array<{ name: string; phone: string; available: boolean }>;
}

describe('transport', () => {
  it('lists the toto stands in order, each with its drivers, those on the road first', async () => {
    const { totoStands } = await query(TOTO, { first: 20 });
    expect(names(totoStands.nodes)).toEqual(seededStands.map((s) => s.name));
    const ilambazar = totoStands.nodes[0];
    expect(ilambazar.drivers.map((d) => [d.name, d.available])).toEqual([
      ['Bablu Sheikh', true],
      ['Sanatan Bagdi', true],
      ['Raju Mondal', false],
    ]);
    expect(ilambazar.drivers[0].phone).toBe('+919093421765');
    for (const [index, stand] of totoStands.nodes.entries()) {
      expect(stand.drivers).toHaveLength(seededStands[index].drivers.length);
    }
  });

  it('lists cars that can be hired today, cheapest per kilometre first, a page at a time', async () => {
    const CARS = graphql(`
      query DirectoryCars($first: Int, $after: String) {
        cars(first: $first, after: $after) {
          nodes {
            driverName
            model
            seats
            ratePaisePerKm
            ac
            phone
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    `);
    const expected = seededCars.filter((c) => c.available).sort((a, b) => a.ratePaisePerKm - b.ratePaisePerKm);
    const first = (await query(CARS, { first: 2 })).cars;
    expect(first.nodes.map((c) => c.driverName)).toEqual(expected.slice(0, 2).map((c) => c.driverName));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await query(CARS, { first: 10, after: first.pageInfo.endCursor })).cars;
    expect(rest.nodes.map((c) => c.driverName)).toEqual(expected.slice(2).map((c) => c.driverName));
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(await errorCode(CARS, { first: 500 })).toBe('BAD_USER_INPUT');
  });

  it('lists bus routes with the slugs of both directions', async () => {
    const { busRoutes } = await query(
      graphql(`
        query DirectoryBusRoutes {
          busRoutes {
            slug
            upSlug
            downSlug
            directions {
              slug
              direction
              fromPlace
              toPlace
            }
          }
        }
      `),
    );
    expect(busRoutes.map((r) => r.slug)).toEqual(['ilambazar-bolpur', 'ilambazar-durgapur', 'joydev-kenduli-bolpur']);
    expect(busRoutes[0].directions).toEqual([
      { slug: 'ilambazar-to-bolpur', direction: 'UP', fromPlace: 'Ilambazar', toPlace: 'Bolpur' },
      { slug: 'bolpur-to-ilambazar', direction: 'DOWN', fromPlace: 'Bolpur', toPlace: 'Ilambazar' },
    ]);
  });

  const TIMETABLE = graphql(`
    query DirectoryTimetable($direction: String!) {
      busTimetable(direction: $direction) {
        slug
        direction
        fromPlace
        toPlace
        returnSlug
        route {
          name
        }
        trips {
          departsAt
          operator
          busName
          days
          stops {
            order
            name
            nameBn
            arrivesAt
          }
        }
      }
    }
  `);

  it('gives the timetable one way, trips by departure with their stops in order', async () => {
    const { busTimetable } = await query(TIMETABLE, { direction: 'ilambazar-to-bolpur' });
    expect(busTimetable).toMatchObject({
      slug: 'ilambazar-to-bolpur',
      direction: 'UP',
      fromPlace: 'Ilambazar',
      toPlace: 'Bolpur',
      returnSlug: 'bolpur-to-ilambazar',
    });
    expect(busTimetable!.trips.map((t) => t.departsAt)).toEqual(['06:30', '08:15', '10:00', '13:30', '16:45']);
    expect(busTimetable!.trips[0]).toMatchObject({
      operator: 'Private',
      busName: 'Maa Tara',
      days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(busTimetable!.trips[0].stops.map((s) => [s.order, s.name, s.arrivesAt])).toEqual([
      [1, 'Ilambazar Bus Stand', '06:30'],
      [2, 'Chouhatta More', '06:42'],
      [3, 'Supur', '06:55'],
      [4, 'Bolpur Bus Stand (Jambuni)', '07:10'],
    ]);
  });

  it('gives the way back with the stops reversed', async () => {
    const { busTimetable } = await query(TIMETABLE, { direction: 'bolpur-to-ilambazar' });
    expect(busTimetable).toMatchObject({
      direction: 'DOWN',
      fromPlace: 'Bolpur',
      toPlace: 'Ilambazar',
      returnSlug: 'ilambazar-to-bolpur',
    });
    expect(busTimetable!.trips.map((t) => t.departsAt)).toEqual(['07:40', '09:30', '12:00', '15:00', '18:15']);
    expect(busTimetable!.trips[0].stops.map((s) => [s.name, s.arrivesAt])).toEqual([
      ['Bolpur Bus Stand (Jambuni)', '07:40'],
      ['Supur', '07:55'],
      ['Chouhatta More', '08:08'],
      ['Ilambazar Bus Stand', '08:20'],
    ]);
    const kenduli = await query(TIMETABLE, { direction: 'joydev-kenduli-to-bolpur' });
    expect(kenduli.busTimetable!.trips[0].days).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers null for a direction no route has, however it is written', async () => {
    for (const direction of [
      'nowhere-to-anywhere',
      'ilambazar-bolpur',
      'ILAMBAZAR-TO-BOLPUR',
      '../../etc/passwd',
      '',
      'ক'.repeat(5000),
    ]) {
      const { status, body } = await postGraphQL(server.graphqlUrl, TIMETABLE, {
        direction,
      });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data!.busTimetable).toBeNull();
    }
  });
});

describe('services', () => {
  it('lists the trades with how many offer each', async () => {
    const { serviceTypes } = await query(
      graphql(`
        query DirectoryServiceTypes {
          serviceTypes {
            slug
            providerCount
          }
        }
      `),
    );
    const counts = new Map<string, number>();
    for (const p of seededProviders) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
    expect(serviceTypes).toEqual(
      [...counts].sort(([a], [b]) => byName(a, b)).map(([slug, providerCount]) => ({ slug, providerCount })),
    );
  });

  const PROVIDERS = graphql(`
    query DirectoryProviders($type: String, $search: String, $first: Int, $after: String) {
      serviceProviders(type: $type, search: $search, first: $first, after: $after) {
        nodes {
          name
          nameBn
          type
          village
          phone
          description
          visitChargePaise
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `);
  const providers = (variables: Record<string, unknown>) => query(PROVIDERS, variables).then((d) => d.serviceProviders);

  it('lists the providers of one trade, ready to call', async () => {
    const { nodes } = await providers({ type: 'electrician' });
    expect(names(nodes)).toEqual(['Bapi Electric Works', 'Sukumar Let']);
    expect(nodes[0]).toMatchObject({ phone: '+919734061528', visitChargePaise: 15000 });
  });

  it('knows a trade by its slug, and says null for one nobody offers', async () => {
    const TYPE = graphql(`
      query DirectoryType($slug: String!) {
        serviceType(slug: $slug) {
          slug
          providerCount
        }
      }
    `);
    expect((await query(TYPE, { slug: 'plumber' })).serviceType).toEqual({
      slug: 'plumber',
      providerCount: 2,
    });
    expect((await query(TYPE, { slug: 'dragon-tamer' })).serviceType).toBeNull();
    expect((await providers({ type: 'dragon-tamer' })).nodes).toEqual([]);
  });

  it('searches Bengali and English names and what they do', async () => {
    expect(names((await providers({ search: 'রহিম' })).nodes)).toEqual(['Rahim Sheikh']);
    // Closest first: "Tailor" is the very word, "Tailors" one letter off.
    expect(names((await providers({ search: 'TAILOR' })).nodes)).toEqual(['Shahnaz Ladies Tailor', 'Modern Tailors']);
    expect(names((await providers({ search: 'pump', type: 'electrician' })).nodes)).toEqual(['Sukumar Let']);
    expect((await providers({ search: '100%' })).nodes).toEqual([]);
  });

  it('pages, and refuses more than 100 a page', async () => {
    const first = await providers({ first: 4 });
    const rest = await providers({ first: 100, after: first.pageInfo.endCursor });
    expect([...names(first.nodes), ...names(rest.nodes)]).toEqual(seededProviders.map((p) => p.name).sort(byName));
    expect(await errorCode(PROVIDERS, { first: 101 })).toBe('BAD_USER_INPUT');
  });
});

describe('feeds', () => {
  const FEED = graphql(`
    query DirectoryFeed($type: FeedType!, $first: Int, $after: String) {
      feedPosts(type: $type, first: $first, after: $after) {
        nodes {
          id
          type
          title
          titleBn
          body
          publishedAt
          expiresAt
          image {
            src
            srcSet
            width
            height
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `);
  const feed = (variables: VariablesOf<typeof FEED>) => query(FEED, variables).then((d) => d.feedPosts);

  afterEach(() => {
    clockAheadMs = 0;
  });

  it.each(['NEWS', 'NOTICE', 'JOB', 'OFFER'] as const)('lists %s posts only, newest first', async (type) => {
    const { nodes } = await feed({ type });
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n) => n.type === type)).toBe(true);
    const times = nodes.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives a post its picture, served by the API', async () => {
    const { nodes } = await feed({ type: 'NEWS' });
    const mela = nodes.find((n) => n.title.startsWith('Joydev Kenduli Mela'))!;
    expect(mela.image).toMatchObject({ width: 800 });
    expect(mela.image!.src).toMatch(/^\/images\/320\/kenduli-baul-singer\.webp\?v=[0-9a-f]+$/);
  });

  it('pages newest first with first/after', async () => {
    const all = await feed({ type: 'NEWS', first: 100 });
    const one = await feed({ type: 'NEWS', first: 1 });
    expect(one.pageInfo.hasNextPage).toBe(true);
    const next = await feed({ type: 'NEWS', first: 100, after: one.pageInfo.endCursor });
    expect([...one.nodes, ...next.nodes].map((n) => n.title)).toEqual(all.nodes.map((n) => n.title));
  });

  it('drops a notice once it expires, and never shows what is not yet published', async () => {
    const now = await feed({ type: 'NOTICE' });
    expect(now.nodes.map((n) => n.title)).toContain('Power shutdown in Ilambazar on Sunday, 10 am to 2 pm');
    clockAheadMs = 6.5 * DAY_MS;
    const later = await feed({ type: 'NOTICE' });
    expect(later.nodes.map((n) => n.title)).toEqual(['Pulse Polio this Sunday']);
    clockAheadMs = 400 * DAY_MS;
    expect((await feed({ type: 'OFFER' })).nodes).toEqual([]);
    // News never expires.
    expect((await feed({ type: 'NEWS' })).nodes.length).toBeGreaterThan(0);
    clockAheadMs = -30 * DAY_MS;
    expect((await feed({ type: 'NEWS' })).nodes).toEqual([]);
  });

  it('refuses a feed type that does not exist', async () => {
    const { status, body } = await postText(server.graphqlUrl, operationText(FEED), { type: 'GOSSIP' });
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('gallery, pages and banners', () => {
  const ALBUM = graphql(`
    query DirectoryAlbum($slug: String!) {
      galleryAlbum(slug: $slug) {
        slug
        title
        titleBn
        description
        images {
          caption
          captionBn
          image {
            src
            srcSet
            width
            height
          }
        }
      }
    }
  `);

  it('gives an album with its pictures in order, each in three widths', async () => {
    const { galleryAlbum } = await query(ALBUM, { slug: 'joydev-kenduli-mela' });
    expect(galleryAlbum!.title).toBe('Joydev Kenduli Mela');
    expect(galleryAlbum!.images.map((i) => i.caption)).toEqual([
      'A Baul singer with his ektara',
      'Evening on the Ajay',
      'The terracotta Radhabinod temple',
      'Stalls and lanterns at the mela',
    ]);
    const temple = galleryAlbum!.images[2].image;
    expect([temple.width, temple.height]).toEqual([600, 800]);
    expect(temple.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['160w', '320w', '640w']);
    expect(temple.srcSet).toContain('/images/640/kenduli-radhabinod-temple.webp?v=');
  });

  it('says null for an album that does not exist, and lists the albums', async () => {
    expect((await query(ALBUM, { slug: 'no-such-album' })).galleryAlbum).toBeNull();
    expect((await query(ALBUM, { slug: '../' + 'x'.repeat(3000) })).galleryAlbum).toBeNull();
    const { galleryAlbums } = await query(
      graphql(`
        query DirectoryGalleryAlbums {
          galleryAlbums {
            slug
            images {
              id
            }
          }
        }
      `),
    );
    expect(galleryAlbums).toEqual([{ slug: 'joydev-kenduli-mela', images: expect.any(Array) as unknown }]);
    expect(galleryAlbums[0].images).toHaveLength(4);
  });

  it('gives the about and privacy pages, in English and Bengali, and null for another', async () => {
    const PAGE = graphql(`
      query DirectoryPage($slug: String!) {
        page(slug: $slug) {
          slug
          title
          titleBn
          body
          bodyBn
        }
      }
    `);
    const about = (await query(PAGE, { slug: 'about' })).page;
    expect(about!.title).toBe('About Haat');
    expect(about!.body).toContain('## How it works');
    expect(about!.bodyBn).toContain('হাট');
    const privacy = (await query(PAGE, { slug: 'privacy' })).page;
    expect(privacy!.title).toBe('Privacy');
    expect((await query(PAGE, { slug: 'terms' })).page).toBeNull();
  });

  it('gives the active home banners in order, with their pictures', async () => {
    const { homeBanners } = await query(
      graphql(`
        query DirectoryHomeBanners {
          homeBanners {
            id
            title
            titleBn
            subtitle
            linkPath
            image {
              src
              srcSet
              width
              height
            }
          }
        }
      `),
    );
    expect(homeBanners.map((b) => b.title)).toEqual(seededBanners.map((b) => b.title));
    expect(homeBanners[0]).toMatchObject({ linkPath: '/medical', image: { width: 1200, height: 400 } });
    expect(homeBanners[0].image!.src).toMatch(/^\/images\/320\/banner-medicines\.webp\?v=/);
  });
});

describe('no N+1', () => {
  const extraStandIds: string[] = [];

  beforeAll(async () => {
    // Sixty more stands of two drivers each, after the seeded ones, removed again below.
    const stands = Array.from({ length: 60 }, (_, i) => ({
      id: randomUUID(),
      name: `Test stand ${String(i).padStart(2, '0')}`,
      nameBn: null,
      village: 'Testpur',
      landmark: null,
      sortOrder: 1000 + i,
    }));
    extraStandIds.push(...stands.map((s) => s.id));
    await server.db.getRepository(TotoStandEntity).insert(stands);
    await server.db.getRepository(TotoDriverEntity).insert(
      stands.flatMap((s, i) =>
        [0, 1].map((n) => ({
          id: randomUUID(),
          standId: s.id,
          name: `Driver ${i}-${n}`,
          nameBn: null,
          phone: `+9190000${String(i * 2 + n).padStart(5, '0')}`,
          vehicleNumber: `WB 00 T ${i}${n}`,
          available: true,
        })),
      ),
    );
  });

  afterAll(async () => {
    await server.db
      .getRepository(TotoDriverEntity)
      .createQueryBuilder()
      .delete()
      .where('stand_id IN (:...ids)', { ids: extraStandIds })
      .execute();
    await server.db.getRepository(TotoStandEntity).delete(extraStandIds);
  });

  it('reads toto stands with their drivers in the same number of statements for 5 stands as for 50', async () => {
    let five: Connection<StandNode> | undefined;
    let fifty: Connection<StandNode> | undefined;
    const small = await countStatements(server.db, async () => {
      five = (await query(TOTO, { first: 5 })).totoStands;
    });
    const large = await countStatements(server.db, async () => {
      fifty = (await query(TOTO, { first: 50 })).totoStands;
    });
    expect(five!.nodes).toHaveLength(5);
    expect(fifty!.nodes).toHaveLength(50);
    expect(fifty!.nodes.slice(3).every((s) => s.drivers.length === 2)).toBe(true);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it('reads an album with its pictures, and teachers, in the same number of statements whatever the size', async () => {
    const albums = await countStatements(server.db, () =>
      query(
        graphql(`
          query DirectoryGalleryAlbums2 {
            galleryAlbums {
              images {
                id
                image {
                  src
                }
              }
            }
          }
        `),
      ),
    );
    expect(albums).toBeLessThanOrEqual(2);
    const few = await countStatements(server.db, () => teachers({ first: 2 }));
    const many = await countStatements(server.db, () => teachers({ first: 12 }));
    expect(many).toBe(few);
  });
});
