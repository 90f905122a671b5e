import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../src/modules/media/media-library';
import { seededServer, signInAdmin, signInShop, type StaffClient } from './support/flows';
import { SHOP_A, SHOP_B } from './support/people';
import { SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
let admin: StaffClient;
let adminId: string;
/** This file's accounts: audit entries are counted for these alone, as other files run alongside. */
const actors: string[] = [];
let vendorA: StaffClient;
let vendorB: StaffClient;
/** A seeded doctor and the last seeded banner (no other test looks at their pictures), put back after. */
let doctor: { id: string; image: string | null };
let banner: { id: string; image: string | null };
let productOfA: string;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  const someone = admin.user;
  adminId = someone.id;
  actors.push(someone.id);
  vendorA = await signInShop(server, SHOP_A);
  vendorB = await signInShop(server, SHOP_B);
  actors.push(vendorA.user.id, vendorB.user.id);
  [doctor] = await server.db.query(
    `SELECT id, image FROM doctor WHERE active AND name <> 'Dr. Ananya Chatterjee' ORDER BY name DESC LIMIT 1`,
  );
  [banner] = await server.db.query('SELECT id, image FROM home_banner WHERE active ORDER BY sort_order DESC LIMIT 1');
  // Not for sale, so no catalog another test counts shows it.
  const { body } = await vendorA.request<{ createProduct: { id: string } }>(
    'mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }',
    { input: { name: 'Test photo product', unit: '1 pc', pricePaise: 100, mrpPaise: 100, available: false, stock: 0 } },
  );
  productOfA = body.data!.createProduct.id;
});

afterAll(async () => {
  await server.db.query('UPDATE doctor SET image = $2, image_width = NULL, image_height = NULL WHERE id = $1', [
    doctor.id,
    doctor.image,
  ]);
  await server.db.query('UPDATE home_banner SET image = $2, image_width = NULL, image_height = NULL WHERE id = $1', [
    banner.id,
    banner.image,
  ]);
  await server.close();
});

type Format = 'jpeg' | 'png' | 'webp';

/** A real picture of a flat colour, `width` × `height`, made by sharp. */
function picture(format: Format, width = 500, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    [format]()
    .toBuffer();
}

const typeOf = (format: Format) => `image/${format}`;

function upload(kind: string, id: string, client: SessionClient | undefined, body: Buffer, type: string) {
  return fetch(`${server.url}/uploads/${kind}/${id}`, {
    method: 'POST',
    headers: {
      'content-type': type,
      ...(client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {}),
    },
    body,
  });
}

interface UploadedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** Every file a kind's folder holds (its rendered widths aside). */
function filesOf(folder: string): string[] {
  const dir = path.join(server.services.settings.uploadDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name !== 'rendered') : [];
}

const urlsOf = (srcSet: string) => srcSet.split(', ').map((entry) => entry.split(' ')[0]);

/** Each width of the picture comes back as WebP, never wider than it was sent. */
async function expectServedAtEveryWidth(image: UploadedImage, sourceWidth: number) {
  const name = /^\/images\/320\/([a-z]-[0-9a-f-]{36})\.webp$/.exec(image.src)?.[1];
  expect(name).toBeDefined();
  for (const width of IMAGE_WIDTHS) {
    const response = await fetch(`${server.url}/images/${width}/${name}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, format: meta.format, served: meta.width }).toEqual({
      width,
      format: 'webp',
      served: Math.min(width, sourceWidth),
    });
  }
}

/** The record's id for each kind: the gallery's is the album a picture is added to. */
const FORMATS: Format[] = ['jpeg', 'png', 'webp'];

describe('uploading a picture', () => {
  it.each(FORMATS)(
    "makes a %s the doctor's photo, served in every width and shown on the doctor's page",
    async (format) => {
      const response = await upload('doctors', doctor.id, admin, await picture(format), typeOf(format));
      expect(response.status).toBe(201);
      const { image } = (await response.json()) as { image: UploadedImage };
      expect(image).toMatchObject({ width: 500, height: 300 });
      await expectServedAtEveryWidth(image, 500);
      const [row] = await server.db.query('SELECT image, image_width, image_height FROM doctor WHERE id = $1', [
        doctor.id,
      ]);
      expect(row).toEqual({
        image: expect.stringMatching(new RegExp(`^d-[0-9a-f-]{36}\\.${format === 'jpeg' ? 'jpg' : format}$`)),
        image_width: 500,
        image_height: 300,
      });
      expect(filesOf('doctors')).toContain(row.image);

      const { body } = await postGraphQL<{ doctor: { imageUrl: string; image: UploadedImage } }>(
        server.graphqlUrl,
        'query ($id: ID!) { doctor(id: $id) { imageUrl image { src srcSet width height } } }',
        { id: doctor.id },
      );
      expect(body.data!.doctor.image).toEqual(image);
      // The 640 px rendering is the picture's own 500 px, and the srcset says so.
      expect(image.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['160w', '320w', '500w']);
      for (const url of [body.data!.doctor.imageUrl, ...urlsOf(image.srcSet)])
        expect((await fetch(server.url + url)).status).toBe(200);
    },
  );

  it.each(FORMATS)("makes a %s a home banner's picture, shown in the carousel", async (format) => {
    const response = await upload('banners', banner.id, admin, await picture(format, 900, 300), typeOf(format));
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: UploadedImage };
    expect(image).toMatchObject({ width: 900, height: 300 });
    await expectServedAtEveryWidth(image, 900);
    const { body } = await postGraphQL<{ homeBanners: Array<{ id: string; image: UploadedImage }> }>(
      server.graphqlUrl,
      '{ homeBanners { id image { src srcSet width height } } }',
    );
    expect(body.data!.homeBanners.find((b) => b.id === banner.id)!.image).toEqual(image);
    for (const url of urlsOf(image.srcSet)) expect((await fetch(server.url + url)).status).toBe(200);
  });

  it.each(FORMATS)("makes a %s a shop's product photo, by its own vendor", async (format) => {
    const response = await upload('products', productOfA, vendorA, await picture(format, 200, 200), typeOf(format));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { imageUrl: string; version: number; image: UploadedImage };
    expect(answer.imageUrl).toBe(answer.image.src);
    await expectServedAtEveryWidth(answer.image, 200);
    const [row] = await server.db.query('SELECT image, version FROM product WHERE id = $1', [productOfA]);
    expect(row).toEqual({ image: expect.stringMatching(/^p-[0-9a-f-]{36}\.(jpg|png|webp)$/), version: answer.version });
  });

  it('adds pictures of every kind to an album, in the order sent, each with its own size', async () => {
    const albumId = '7c2a9a55-5d2c-4f0e-9d0c-1a2b3c4d5e6f';
    await server.db.query(
      `INSERT INTO gallery_album (id, slug, title, sort_order) VALUES ($1, 'test-uploads', 'Test uploads', 99)`,
      [albumId],
    );
    try {
      const sizes = [
        [400, 300],
        [300, 400],
        [640, 480],
      ];
      const answers: Array<{ id: string; albumId: string; image: UploadedImage }> = [];
      for (const [i, format] of FORMATS.entries()) {
        const response = await upload(
          'gallery',
          albumId,
          admin,
          await picture(format, sizes[i][0], sizes[i][1]),
          typeOf(format),
        );
        expect(response.status).toBe(201);
        answers.push((await response.json()) as (typeof answers)[number]);
        expect(answers[i]).toMatchObject({ albumId, image: { width: sizes[i][0], height: sizes[i][1] } });
        await expectServedAtEveryWidth(answers[i].image, sizes[i][0]);
      }
      const { body } = await postGraphQL<{
        galleryAlbum: { images: Array<{ id: string; caption: string | null; image: UploadedImage }> };
      }>(
        server.graphqlUrl,
        '{ galleryAlbum(slug: "test-uploads") { images { id caption image { src srcSet width height } } } }',
      );
      expect(body.data!.galleryAlbum.images).toEqual(answers.map(({ id, image }) => ({ id, caption: null, image })));
      const trail = await server.db.query(
        `SELECT entity_id, action, actor_user_id FROM audit_entry WHERE entity_type = 'GALLERY_IMAGE' AND entity_id = ANY($1)`,
        [answers.map((a) => a.id)],
      );
      expect(trail).toHaveLength(3);
      expect(
        trail.every(
          (t: { action: string; actor_user_id: string }) => t.action === 'created' && t.actor_user_id === adminId,
        ),
      ).toBe(true);
    } finally {
      await server.db.query('DELETE FROM gallery_album WHERE id = $1', [albumId]);
    }
  });

  it("writes who changed the doctor's photo, from what to what, to the audit trail", async () => {
    const [{ image: before }] = await server.db.query('SELECT image FROM doctor WHERE id = $1', [doctor.id]);
    const response = await upload('doctors', doctor.id, admin, await picture('png'), 'image/png');
    expect(response.status).toBe(201);
    const [{ image: after }] = await server.db.query('SELECT image FROM doctor WHERE id = $1', [doctor.id]);
    const { body } = await admin.request<{
      auditTrail: { nodes: Array<{ action: string; actorId: string; before: unknown; after: unknown }> };
    }>(
      'query ($id: ID!) { auditTrail(entityType: DOCTOR, entityId: $id, first: 1) { nodes { action actorId before after } } }',
      { id: doctor.id },
    );
    expect(body.data!.auditTrail.nodes[0]).toEqual({
      action: 'image',
      actorId: adminId,
      before: { image: before },
      after: { image: after },
    });
  });
});

describe('a picture refused', () => {
  /** What could change when an upload is refused: the rows, the audit trail and the files. */
  async function snapshot() {
    const [counts] = await server.db.query(
      `SELECT (SELECT count(*)::int FROM audit_entry WHERE actor_user_id = ANY($4)) AS audit,
              (SELECT count(*)::int FROM gallery_image WHERE album_id = $5) AS gallery,
              (SELECT image FROM doctor WHERE id = $1) AS doctor, (SELECT image FROM home_banner WHERE id = $2) AS banner,
              (SELECT image FROM product WHERE id = $3) AS product`,
      [doctor.id, banner.id, productOfA, actors, albumId],
    );
    return { counts, files: ['doctors', 'banners', 'gallery', 'products'].flatMap(filesOf).sort() };
  }

  const albumId = '4f1d0c3e-2b7a-4e61-8d55-0a9b8c7d6e5f';
  beforeAll(() =>
    server.db.query(
      `INSERT INTO gallery_album (id, slug, title, sort_order) VALUES ($1, 'test-refusals', 'Test refusals', 98)`,
      [albumId],
    ),
  );
  afterAll(() => server.db.query('DELETE FROM gallery_album WHERE id = $1', [albumId]));

  it('when it is not what its name or type says: the bytes decide', async () => {
    const before = await snapshot();
    const png = await picture('png');
    // A PNG renamed .jpg: the browser sends it as a JPEG.
    const renamed = await upload('doctors', doctor.id, admin, png, 'image/jpeg');
    expect(renamed.status).toBe(400);
    expect(((await renamed.json()) as any).errors[0]).toEqual({
      message:
        'This file holds a PNG picture but was sent as image/jpeg. Give it its right name (.png) and send it again.',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'photo',
        reason: 'photoTypeMismatch',
        params: { kind: 'PNG', declared: 'image/jpeg', ext: 'png' },
      },
    });
    const webpAsPng = await upload('banners', banner.id, admin, await picture('webp'), 'image/png');
    expect(webpAsPng.status).toBe(400);
    expect(((await webpAsPng.json()) as any).errors[0].message).toMatch(
      /holds a WebP picture but was sent as image\/png/,
    );
    const gif = await upload('gallery', albumId, admin, Buffer.from('GIF89a' + 'x'.repeat(50)), 'image/jpeg');
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as any).errors[0].message).toBe(
      'This file is not a JPEG, PNG or WebP picture, whatever its name says. Choose a photo saved as one of those.',
    );
    // A JPEG's first bytes and nothing of a picture after them.
    const broken = await upload(
      'products',
      productOfA,
      vendorA,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      'image/jpeg',
    );
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as any).errors[0].message).toMatch(/cannot be read/);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['doctors', 'banners', 'gallery', 'products'])(
    'when it is over 5 MB (%s): 413, and nothing written',
    async (kind) => {
      const before = await snapshot();
      const id = { doctors: doctor.id, banners: banner.id, gallery: albumId, products: productOfA }[kind]!;
      const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(6 * 1024 * 1024)]);
      const response = await upload(kind, id, admin, big, 'image/jpeg');
      expect(response.status).toBe(413);
      expect(((await response.json()) as any).errors[0]).toEqual({
        message: 'The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.',
        extensions: { code: 'BAD_USER_INPUT', field: 'photo', reason: 'photoTooBig' },
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it("to a vendor, for doctors, banners, the gallery and another shop's product; to anyone signed out", async () => {
    const before = await snapshot();
    const jpeg = await picture('jpeg');
    for (const [kind, id] of [
      ['doctors', doctor.id],
      ['banners', banner.id],
      ['gallery', albumId],
    ]) {
      const response = await upload(kind, id, vendorA, jpeg, 'image/jpeg');
      expect({ kind, status: response.status }).toEqual({ kind, status: 403 });
      expect(((await response.json()) as any).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await upload(kind, id, undefined, jpeg, 'image/jpeg')).status).toBe(401);
    }
    const theirs = await upload('products', productOfA, vendorB, jpeg, 'image/jpeg');
    expect(theirs.status).toBe(403);
    expect(((await theirs.json()) as any).errors[0].message).toBe('You can only change your own products.');
    expect(await snapshot()).toEqual(before);
  });

  it('for a record there is not, or a kind of record that takes no pictures: 404 naming the id', async () => {
    const before = await snapshot();
    const jpeg = await picture('jpeg');
    const none = '00000000-0000-4000-8000-000000000000';
    for (const [kind, field, reason] of [
      ['doctors', 'doctorId', 'doctorNotFound'],
      ['banners', 'bannerId', 'bannerNotFound'],
      ['gallery', 'albumId', 'albumNotFound'],
      ['products', 'productId', 'productNotFound'],
    ]) {
      for (const id of [none, 'not-an-id']) {
        const response = await upload(kind, id, admin, jpeg, 'image/jpeg');
        expect({ kind, id, status: response.status }).toEqual({ kind, id, status: 404 });
        expect(((await response.json()) as any).errors[0].extensions).toEqual({ code: 'NOT_FOUND', field, reason });
      }
    }
    expect((await upload('vendors', SHOP_A, admin, jpeg, 'image/jpeg')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('when the record cannot take it: the file written first is removed, and no audit entry stays', async () => {
    // The banner's row refuses every change, as a failing database would.
    await server.db.query(
      `CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await server.db.query(
      `CREATE TRIGGER refuse_banner BEFORE UPDATE ON home_banner FOR EACH ROW WHEN (OLD.id = '${banner.id}') EXECUTE FUNCTION refuse_change()`,
    );
    try {
      const before = await snapshot();
      const response = await upload('banners', banner.id, admin, await picture('png'), 'image/png');
      expect(response.status).toBe(500);
      expect(((await response.json()) as any).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await snapshot()).toEqual(before);
    } finally {
      await server.db.query('DROP TRIGGER refuse_banner ON home_banner');
      await server.db.query('DROP FUNCTION refuse_change()');
    }
  });
});
