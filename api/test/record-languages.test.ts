import { randomUUID } from 'node:crypto';
import { ProductEntity } from '../src/modules/catalog/product.entity';
import { ProductSection } from '../src/modules/catalog/product-section';
import { placeOrders, seededServer, signInAdmin } from './support/flows';
import { bookLabTest, LAB_A } from './support/lab-bookings';
import { recordWrites } from './support/record-writes';
import { SHOP_A } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/**
 * Bengali (and, on pages and slides, Hindi) beside the English on every text a customer reads:
 * an admin writes each on the admin screens, and the public query gives it back as written. An
 * order keeps the Bengali names the customer saw. Every record made here is deleted again.
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

/** Each record written here the test deletes after. */
const { create, remove } = recordWrites(() => admin);

describe('the Bengali of each record, written by an admin, read by anyone', () => {
  it('a page: its Bengali and Hindi title and body', async () => {
    const [about] = await server.db.query(
      `SELECT id, title, title_bn, body, body_bn, title_hi, body_hi FROM page WHERE slug = 'about'`,
    );
    const input = {
      slug: 'about',
      title: 'About Haat',
      titleBn: 'হাট সম্পর্কে',
      titleHi: ' हाट के बारे में ',
      body: 'Haat is the village market.',
      bodyBn: 'হাট হল গ্রামের বাজার।',
      bodyHi: 'हाट गाँव का बाज़ार है।',
    };
    const { body } = await admin.request(
      `mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id } }`,
      { id: about.id, input },
    );
    expect(body.errors).toBeUndefined();
    const seen = await anyone<{ page: any }>(`{ page(slug: "about") { title titleBn titleHi body bodyBn bodyHi } }`);
    expect(seen.body.data!.page).toEqual({ ...input, titleHi: 'हाट के बारे में', slug: undefined });
    await server.db.query(
      'UPDATE page SET title = $2, title_bn = $3, body = $4, body_bn = $5, title_hi = $6, body_hi = $7 WHERE id = $1',
      [about.id, about.title, about.title_bn, about.body, about.body_bn, about.title_hi, about.body_hi],
    );
  });

  it('a home slide: its title and subtitle in Bengali and Hindi', async () => {
    const input = {
      title: 'Doctors on Tuesday',
      titleBn: 'মঙ্গলবার ডাক্তার',
      titleHi: 'मंगलवार को डॉक्टर',
      subtitle: 'Book at the centre',
      subtitleBn: 'স্বাস্থ্যকেন্দ্রে বুক করুন',
      subtitleHi: 'केंद्र पर बुक करें',
      linkPath: '/medical',
      sortOrder: 99,
      active: true,
    };
    const id = await create('HomeBanner', input);
    const seen = await anyone<{ homeBanners: any[] }>(
      `{ homeBanners { id title titleBn titleHi subtitle subtitleBn subtitleHi } }`,
    );
    expect(seen.body.data!.homeBanners.find((b) => b.id === id)).toEqual({
      id,
      title: input.title,
      titleBn: input.titleBn,
      titleHi: input.titleHi,
      subtitle: input.subtitle,
      subtitleBn: input.subtitleBn,
      subtitleHi: input.subtitleHi,
    });
    await remove('HomeBanner', id);
  });

  it('a feed post: its Bengali and Hindi title and body', async () => {
    const id = await create('FeedPost', {
      type: 'NOTICE',
      title: 'Water off on Monday',
      titleBn: 'সোমবার জল বন্ধ',
      titleHi: 'सोमवार को पानी बंद',
      body: 'The tank is cleaned.',
      bodyBn: ' ট্যাঙ্ক পরিষ্কার হবে। ',
      bodyHi: 'टंकी साफ़ होगी।',
      publishedAt: null,
      expiresAt: null,
    });
    const seen = await anyone<{ feedPosts: { nodes: any[] } }>(
      `{ feedPosts(type: NOTICE, first: 100) { nodes { id titleBn titleHi bodyBn bodyHi } } }`,
    );
    expect(seen.body.data!.feedPosts.nodes.find((p) => p.id === id)).toEqual({
      id,
      titleBn: 'সোমবার জল বন্ধ',
      titleHi: 'सोमवार को पानी बंद',
      bodyBn: 'ট্যাঙ্ক পরিষ্কার হবে।',
      bodyHi: 'टंकी साफ़ होगी।',
    });
    await remove('FeedPost', id);
  });

  it('a lab test: its Bengali name, sample, preparation and report time', async () => {
    const input = {
      name: 'Serum Calcium',
      nameBn: 'সিরাম ক্যালসিয়াম',
      pricePaise: 20000,
      sample: 'Blood',
      sampleBn: 'রক্ত',
      preparation: 'Fasting 8 hours',
      preparationBn: '৮ ঘণ্টা খালি পেটে',
      reportTime: 'Next day',
      reportTimeBn: 'পরের দিন',
      homeCollection: true,
      vendorId: LAB_A,
      active: true,
    };
    const id = await create('LabTest', input);
    const seen = await anyone<{ labTests: { nodes: any[] } }>(
      `{ labTests(search: "Calcium", first: 10) { nodes { id nameBn sampleBn preparationBn reportTimeBn } } }`,
    );
    expect(seen.body.data!.labTests.nodes).toEqual([
      { id, nameBn: 'সিরাম ক্যালসিয়াম', sampleBn: 'রক্ত', preparationBn: '৮ ঘণ্টা খালি পেটে', reportTimeBn: 'পরের দিন' },
    ]);
    await remove('LabTest', id);
  });

  const teacher = (overrides: Record<string, unknown> = {}) => ({
    name: 'Mousumi Pal',
    nameBn: 'মৌসুমী পাল',
    subjects: ['Mathematics', 'Physical Science'],
    subjectsBn: ['গণিত', ' ভৌতবিজ্ঞান '],
    classFrom: 6,
    classTo: 10,
    village: 'Supur',
    feePaise: 50000,
    modes: ['HOME'],
    phone: '98300 12345',
    qualifications: 'M.Sc (Mathematics)',
    qualificationsBn: 'এম.এসসি (গণিত)',
    active: true,
    ...overrides,
  });

  it('a teacher: the subjects in Bengali, one for each in the same order, and the qualifications', async () => {
    const id = await create('Teacher', teacher());
    const seen = await anyone<{ teachers: { nodes: any[] } }>(
      `{ teachers(search: "Mousumi", first: 10) { nodes { id subjects subjectsBn qualificationsBn } } }`,
    );
    expect(seen.body.data!.teachers.nodes).toEqual([
      {
        id,
        subjects: ['Mathematics', 'Physical Science'],
        subjectsBn: ['গণিত', 'ভৌতবিজ্ঞান'],
        qualificationsBn: 'এম.এসসি (গণিত)',
      },
    ]);
    await remove('Teacher', id);
  });

  it('refuses Bengali subjects that do not pair with the English ones, and writes nothing', async () => {
    const before = (await server.db.query('SELECT count(*)::int AS n FROM teacher'))[0].n;
    const { body } = await admin.request(`mutation($input: TeacherInput!) { createTeacher(input: $input) { id } }`, {
      input: teacher({ subjectsBn: ['গণিত'] }),
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe('subjectsBn');
    expect((await server.db.query('SELECT count(*)::int AS n FROM teacher'))[0].n).toBe(before);
    // None at all is fine: the English are shown.
    const id = await create('Teacher', teacher({ subjectsBn: ['', ' '] }));
    expect((await server.db.query('SELECT subjects_bn FROM teacher WHERE id = $1', [id]))[0].subjects_bn).toBeNull();
    await remove('Teacher', id);
  });

  it('a service provider: the Bengali description', async () => {
    const id = await create('ServiceProvider', {
      type: 'mobile-repair',
      name: 'Raju Mobile Point',
      nameBn: 'রাজু মোবাইল পয়েন্ট',
      village: 'Ilambazar',
      phone: '98300 22222',
      description: 'Screens and batteries.',
      descriptionBn: 'স্ক্রিন আর ব্যাটারি।',
      visitChargePaise: null,
      active: true,
    });
    const seen = await anyone<{ serviceProviders: { nodes: any[] } }>(
      `{ serviceProviders(type: "mobile-repair", first: 100) { nodes { id nameBn descriptionBn } } }`,
    );
    expect(seen.body.data!.serviceProviders.nodes.find((p) => p.id === id)).toEqual({
      id,
      nameBn: 'রাজু মোবাইল পয়েন্ট',
      descriptionBn: 'স্ক্রিন আর ব্যাটারি।',
    });
    await remove('ServiceProvider', id);
  });

  it('a bus route: its places in Bengali, on the route, each way and the timetable', async () => {
    const id = await create('BusRoute', {
      name: 'Supur – Sian',
      nameBn: 'সুপুর – সিয়ান',
      fromPlace: 'Supur',
      fromPlaceBn: 'সুপুর',
      toPlace: 'Sian',
      toPlaceBn: 'সিয়ান',
      via: 'Raipur',
      viaBn: 'রায়পুর',
      slug: '',
      upSlug: '',
      downSlug: '',
      sortOrder: 5,
    });
    const routes = await anyone<{ busRoutes: any[] }>(
      `{ busRoutes { id fromPlaceBn toPlaceBn viaBn directions { slug fromPlaceBn toPlaceBn } } }`,
    );
    expect(routes.body.data!.busRoutes.find((r) => r.id === id)).toEqual({
      id,
      fromPlaceBn: 'সুপুর',
      toPlaceBn: 'সিয়ান',
      viaBn: 'রায়পুর',
      directions: [
        { slug: 'supur-to-sian', fromPlaceBn: 'সুপুর', toPlaceBn: 'সিয়ান' },
        { slug: 'sian-to-supur', fromPlaceBn: 'সিয়ান', toPlaceBn: 'সুপুর' },
      ],
    });
    const back = await anyone<{ busTimetable: any }>(
      `{ busTimetable(direction: "sian-to-supur") { fromPlaceBn toPlaceBn } }`,
    );
    expect(back.body.data!.busTimetable).toEqual({ fromPlaceBn: 'সিয়ান', toPlaceBn: 'সুপুর' });
    await remove('BusRoute', id);
  });

  it('a medical place: its Bengali address and services', async () => {
    const id = await create('MedicalPlace', {
      type: 'CLINIC',
      name: 'Nirmal Seva Clinic',
      nameBn: 'নির্মল সেবা ক্লিনিক',
      address: 'Hat Tala',
      addressBn: 'হাটতলা',
      village: 'Ilambazar',
      phone: '03463 252 101',
      open24h: false,
      services: 'OPD, dressing',
      servicesBn: 'আউটডোর, ড্রেসিং',
    });
    const seen = await anyone<{ medicalPlaces: { nodes: any[] } }>(
      `{ medicalPlaces(type: CLINIC, first: 100) { nodes { id addressBn servicesBn } } }`,
    );
    expect(seen.body.data!.medicalPlaces.nodes.find((p) => p.id === id)).toEqual({
      id,
      addressBn: 'হাটতলা',
      servicesBn: 'আউটডোর, ড্রেসিং',
    });
    await remove('MedicalPlace', id);
  });

  it('an emergency number: its area in Bengali', async () => {
    const id = await create('EmergencyContact', {
      group: 'FIRE',
      name: 'Fire station, Supur',
      nameBn: 'দমকল, সুপুর',
      phone: '03463 252 101',
      altPhone: '',
      area: 'Supur',
      areaBn: 'সুপুর',
      available24h: true,
      sortOrder: 5,
    });
    const seen = await anyone<{ emergencyContacts: any[] }>(`{ emergencyContacts(group: FIRE) { id nameBn areaBn } }`);
    expect(seen.body.data!.emergencyContacts.find((c) => c.id === id)).toEqual({
      id,
      nameBn: 'দমকল, সুপুর',
      areaBn: 'সুপুর',
    });
    await remove('EmergencyContact', id);
  });

  it("a gallery album: its Bengali description (its pictures' captions already have theirs)", async () => {
    const id = await create('GalleryAlbum', {
      title: 'Poush Mela',
      titleBn: 'পৌষ মেলা',
      slug: 'poush-mela-test',
      description: 'The winter fair',
      descriptionBn: 'শীতের মেলা',
      sortOrder: 9,
    });
    const seen = await anyone<{ galleryAlbum: any }>(
      `{ galleryAlbum(slug: "poush-mela-test") { titleBn descriptionBn } }`,
    );
    expect(seen.body.data!.galleryAlbum).toEqual({ titleBn: 'পৌষ মেলা', descriptionBn: 'শীতের মেলা' });
    await remove('GalleryAlbum', id);
  });

  it("a product: its Bengali description; a shop: its Bengali address, both on the product's page", async () => {
    const { body: created } = await admin.request<{ createProduct: { id: string; version: number } }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id version } }`,
      {
        input: {
          vendorId: SHOP_A,
          name: 'Nolen Gur Sandesh',
          nameBn: 'নলেন গুড়ের সন্দেশ',
          description: 'Made this morning.',
          descriptionBn: 'আজ সকালে বানানো।',
          unit: '250 g',
          pricePaise: 12000,
          mrpPaise: 12000,
          available: true,
          stock: 5,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createProduct.id;
    const [shop] = await server.db.query(`SELECT address_bn FROM vendor WHERE id = $1`, [SHOP_A]);
    const seen = await anyone<{ product: any }>(
      `query($id: ID!) { product(id: $id) { description descriptionBn vendor { address addressBn } } }`,
      { id },
    );
    expect(seen.body.data!.product).toMatchObject({
      description: 'Made this morning.',
      descriptionBn: 'আজ সকালে বানানো।',
      vendor: { addressBn: shop.address_bn },
    });
    expect(shop.address_bn).toMatch(/\p{Script=Bengali}/u);
    await server.db.query('DELETE FROM stock_movement WHERE product_id = $1', [id]);
    await server.db.query('DELETE FROM product WHERE id = $1', [id]);
  });

  it('refuses a Bengali text over its English twin’s limit, and writes nothing', async () => {
    const before = (await server.db.query('SELECT count(*)::int AS n FROM medical_place'))[0].n;
    const { body } = await admin.request(
      `mutation($input: MedicalPlaceInput!) { createMedicalPlace(input: $input) { id } }`,
      {
        input: {
          type: 'CLINIC',
          name: 'Long',
          address: 'Hat Tala',
          addressBn: 'ক'.repeat(201),
          village: 'Ilambazar',
          phone: '03463 252 101',
          open24h: false,
        },
      },
    );
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect((await server.db.query('SELECT count(*)::int AS n FROM medical_place'))[0].n).toBe(before);
  });
});

describe('an order keeps the Bengali names the customer saw', () => {
  const TRACK = `query($input: TrackOrderInput!) { trackOrder(input: $input) { shop { name nameBn } lines { name nameBn } } }`;

  it("a cart order: each line's Bengali name as it was, and the shop's Bengali name", async () => {
    const product = {
      id: randomUUID(),
      vendorId: SHOP_A,
      section: ProductSection.GROCERY,
      name: 'Test mustard oil',
      nameBn: 'সরষের তেল',
      description: null,
      unit: '1 L',
      pricePaise: 18500,
      mrpPaise: 19000,
      stock: 5,
      available: true,
      image: null,
    };
    await server.db.manager.insert(ProductEntity, product);
    const { trackingToken, orders } = await placeOrders(server, {
      lines: [product.id],
      customer: { phone: '9735012345', address: 'Supur' },
    });
    // The shop renames the product later: the order still says what the customer saw.
    await server.db.query(`UPDATE product SET name_bn = 'অন্য নাম' WHERE id = $1`, [product.id]);
    const [shop] = await server.db.query('SELECT name, name_bn FROM vendor WHERE id = $1', [SHOP_A]);
    const tracked = await anyone<{ trackOrder: any }>(TRACK, { input: { code: orders[0].code, trackingToken } });
    expect(tracked.body.data!.trackOrder).toEqual({
      shop: { name: shop.name, nameBn: shop.name_bn },
      lines: [{ name: 'Test mustard oil', nameBn: 'সরষের তেল' }],
    });
    expect(shop.name_bn).toBeTruthy();
    // The receipt right after ordering names the shop in Bengali too.
    expect(orders[0]).toMatchObject({ shopName: shop.name, shopNameBn: shop.name_bn });
  });

  it("a lab booking: the test's Bengali name", async () => {
    const [test] = await server.db.query(
      `SELECT id, name, name_bn FROM lab_test WHERE vendor_id = $1 AND name_bn IS NOT NULL AND home_collection AND active ORDER BY name LIMIT 1`,
      [LAB_A],
    );
    const booked = await bookLabTest(server, test.id);
    const tracked = await anyone<{ trackOrder: any }>(TRACK, {
      input: { code: booked.code, trackingToken: booked.trackingToken },
    });
    expect(tracked.body.data!.trackOrder.lines).toEqual([{ name: test.name, nameBn: test.name_bn }]);
  });
});

describe('the demo village is seeded in Bengali (and Hindi on what admins write for everyone)', () => {
  it('has Bengali on the texts customers read, and Hindi on pages, posts, captions and services', async () => {
    const [row] = await server.db.query(`SELECT
      (SELECT count(*)::int FROM feed_post WHERE body_bn IS NULL) AS posts,
      (SELECT count(*)::int FROM lab_test WHERE sample_bn IS NULL OR report_time_bn IS NULL OR (preparation IS NOT NULL AND preparation_bn IS NULL)) AS tests,
      (SELECT count(*)::int FROM teacher WHERE cardinality(subjects_bn) IS DISTINCT FROM cardinality(subjects) OR qualifications_bn IS NULL) AS teachers,
      (SELECT count(*)::int FROM service_provider WHERE description IS NOT NULL AND description_bn IS NULL) AS providers,
      (SELECT count(*)::int FROM bus_route WHERE from_place_bn IS NULL OR to_place_bn IS NULL) AS routes,
      (SELECT count(*)::int FROM medical_place WHERE address_bn IS NULL) AS places,
      (SELECT count(*)::int FROM home_banner WHERE subtitle_bn IS NULL) AS banners,
      (SELECT count(*)::int FROM product WHERE description IS NOT NULL AND description_bn IS NULL) AS products,
      (SELECT count(*)::int FROM vendor WHERE name_bn IS NULL OR address_bn IS NULL) AS shops,
      (SELECT count(*)::int FROM feed_post WHERE title_hi IS NULL OR body_hi IS NULL) AS "postsInHindi",
      (SELECT count(*)::int FROM gallery_image WHERE caption IS NOT NULL AND caption_hi IS NULL) AS "captionsInHindi",
      (SELECT count(*)::int FROM service_provider WHERE description IS NOT NULL AND description_hi IS NULL) AS "providersInHindi",
      (SELECT count(*)::int FROM page WHERE body_hi IS NULL) AS "pagesInHindi"`);
    expect(row).toEqual({
      posts: 0,
      tests: 0,
      teachers: 0,
      providers: 0,
      routes: 0,
      places: 0,
      banners: 0,
      products: 0,
      shops: 0,
      postsInHindi: 0,
      captionsInHindi: 0,
      providersInHindi: 0,
      pagesInHindi: 0,
    });
  });
});
