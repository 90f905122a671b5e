import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededServer, signInAdmin, signInShop, type StaffClient } from './support/flows';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/**
 * The content admins keep: the home page's banners, the about, privacy and contact pages, and
 * the gallery's albums with their pictures. Everything made here is deleted again and the pages
 * put back, so other files see the seeded village.
 */
const BANNER_FIELDS = 'id title titleBn subtitle subtitleBn linkPath sortOrder active image { src width height }';
const CREATE_BANNER = `mutation($input: HomeBannerInput!) { createHomeBanner(input: $input) { ${BANNER_FIELDS} } }`;
const UPDATE_BANNER = `mutation($id: ID!, $input: HomeBannerInput!) { updateHomeBanner(id: $id, input: $input) { ${BANNER_FIELDS} } }`;
const DELETE_BANNER = `mutation($id: ID!) { deleteHomeBanner(id: $id) { id } }`;
const BANNERS = `query($search: String) { adminHomeBanners(search: $search, first: 50) { nodes { id title sortOrder active } } }`;
const PUBLIC_BANNERS = `{ homeBanners { id title subtitle linkPath } }`;

const PAGE_FIELDS = 'id slug title titleBn body bodyBn';
const CREATE_PAGE = `mutation($input: PageInput!) { createPage(input: $input) { ${PAGE_FIELDS} } }`;
const UPDATE_PAGE = `mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { ${PAGE_FIELDS} } }`;
const DELETE_PAGE = `mutation($id: ID!) { deletePage(id: $id) { id } }`;
const PAGES = `{ adminPages(first: 10) { nodes { id slug } } }`;
const PUBLIC_PAGE = `query($slug: String!) { page(slug: $slug) { title body bodyBn } }`;

const ALBUM_FIELDS =
  'id slug title titleBn description sortOrder images { id caption captionBn image { src width height } }';
const CREATE_ALBUM = `mutation($input: GalleryAlbumInput!) { createGalleryAlbum(input: $input) { ${ALBUM_FIELDS} } }`;
const UPDATE_ALBUM = `mutation($id: ID!, $input: GalleryAlbumInput!) { updateGalleryAlbum(id: $id, input: $input) { ${ALBUM_FIELDS} } }`;
const DELETE_ALBUM = `mutation($id: ID!) { deleteGalleryAlbum(id: $id) { id } }`;
const ALBUMS = `query($search: String) { adminGalleryAlbums(search: $search, first: 50) { nodes { ${ALBUM_FIELDS} } } }`;
const PUBLIC_ALBUM = `query($slug: String!) { galleryAlbum(slug: $slug) { title images { id caption captionBn image { src width height } } } }`;
const UPDATE_PICTURE = `mutation($id: ID!, $input: GalleryImageInput!) { updateGalleryImage(id: $id, input: $input) { id caption captionBn image { width height } } }`;
const DELETE_PICTURE = `mutation($id: ID!) { deleteGalleryImage(id: $id) { id } }`;

const TRAIL = `query($type: AuditEntity!, $id: ID!) { auditTrail(entityType: $type, entityId: $id) { nodes { action actorRole before after } } }`;

let server: TestServer;
let admin: StaffClient;
let adminId: string;
let about: { id: string; slug: string; title: string; title_bn: string | null; body: string; body_bn: string | null };

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  const someone = admin.user;
  adminId = someone.id;
  [about] = await server.db.query(`SELECT id, slug, title, title_bn, body, body_bn FROM page WHERE slug = 'about'`);
});

afterAll(async () => {
  await server.db.query('UPDATE page SET title = $2, title_bn = $3, body = $4, body_bn = $5 WHERE id = $1', [
    about.id,
    about.title,
    about.title_bn,
    about.body,
    about.body_bn,
  ]);
  await server.close();
});

const count = async (table: string) =>
  (await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
/** This file's own trail entries: other files' admins write theirs too. */
const myAudits = async () =>
  (await server.db.query('SELECT count(*)::int AS n FROM audit_entry WHERE actor_user_id = $1', [adminId]))[0]
    .n as number;
const trail = async (type: string, id: string) =>
  (await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { type, id })).body.data!.auditTrail.nodes;

const banner = (overrides: Record<string, unknown> = {}) => ({
  title: '  Doctors every Tuesday ',
  titleBn: 'প্রতি মঙ্গলবার ডাক্তার',
  subtitle: 'Book at the health centre',
  subtitleBn: '',
  linkPath: '/medical/doctor',
  sortOrder: 7,
  active: true,
  ...overrides,
});

const album = (overrides: Record<string, unknown> = {}) => ({
  title: 'Poush Mela, Santiniketan',
  titleBn: 'পৌষ মেলা',
  slug: '',
  description: 'The winter fair',
  sortOrder: 3,
  ...overrides,
});

/** A real picture: a PNG of one colour, made by sharp. */
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();

async function uploadPicture(albumId: string, client: SessionClient = admin): Promise<Response> {
  return fetch(`${server.url}/uploads/gallery/${albumId}`, {
    method: 'POST',
    headers: {
      'content-type': 'image/png',
      ...(client.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {}),
    },
    body: await png(),
  });
}

describe('home banners', () => {
  it('creates a slide as stored (trimmed), shows it in the carousel, hides it, and deletes it; the trail keeps each step', async () => {
    const made = await admin.request<{ createHomeBanner: any }>(CREATE_BANNER, { input: banner() });
    expect(made.body.errors).toBeUndefined();
    const created = made.body.data!.createHomeBanner;
    expect(created).toMatchObject({
      title: 'Doctors every Tuesday',
      subtitleBn: null,
      linkPath: '/medical/doctor',
      sortOrder: 7,
      active: true,
      image: null,
    });
    const shown = async () =>
      (await postGraphQL<{ homeBanners: any[] }>(server.graphqlUrl, PUBLIC_BANNERS)).body.data!.homeBanners.map(
        (b) => b.id,
      );
    expect(await shown()).toContain(created.id);

    const hidden = await admin.request<{ updateHomeBanner: any }>(UPDATE_BANNER, {
      id: created.id,
      input: banner({ active: false, subtitle: 'Book at the clinic' }),
    });
    expect(hidden.body.data!.updateHomeBanner).toMatchObject({ active: false, subtitle: 'Book at the clinic' });
    expect(await shown()).not.toContain(created.id);
    // Hidden from customers, still on the admin's list.
    const listed = (await admin.request<{ adminHomeBanners: any }>(BANNERS, { search: 'tuesday' })).body.data!
      .adminHomeBanners.nodes;
    expect(listed).toEqual([expect.objectContaining({ id: created.id, active: false })]);

    expect((await admin.request(DELETE_BANNER, { id: created.id })).body.errors).toBeUndefined();
    expect(await trail('HOME_BANNER', created.id)).toEqual([
      expect.objectContaining({
        action: 'deleted',
        before: expect.objectContaining({ title: 'Doctors every Tuesday' }),
      }),
      expect.objectContaining({
        action: 'updated',
        before: { active: true, subtitle: 'Book at the health centre' },
        after: { active: false, subtitle: 'Book at the clinic' },
      }),
      expect.objectContaining({ action: 'created', actorRole: 'ADMIN' }),
    ]);
  });

  it('takes an uploaded picture, with its size, on the admin list', async () => {
    const created = (
      await admin.request<{ createHomeBanner: any }>(CREATE_BANNER, { input: banner({ active: false }) })
    ).body.data!.createHomeBanner;
    const response = await fetch(`${server.url}/uploads/banners/${created.id}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.accessToken}` },
      body: await png(900, 300),
    });
    expect(response.status).toBe(201);
    const listed = (
      await admin.request<{ adminHomeBanners: any }>(
        `{ adminHomeBanners(first: 50) { nodes { id image { width height } } } }`,
      )
    ).body.data!.adminHomeBanners.nodes;
    expect(listed.find((b: any) => b.id === created.id).image).toEqual({ width: 900, height: 300 });
    expect((await admin.request(DELETE_BANNER, { id: created.id })).body.errors).toBeUndefined();
  });

  it.each([
    ['a title of spaces', { title: '   ' }, 'title'],
    ['a link to another site', { linkPath: 'https://example.com' }, 'linkPath'],
    ['a link starting with //', { linkPath: '//example.com/x' }, 'linkPath'],
    ['a link with spaces', { linkPath: '/medical doctor' }, 'linkPath'],
    ['a title too long for a phone', { title: 'x'.repeat(81) }, 'title'],
    ['an order below 0', { sortOrder: -1 }, 'sortOrder'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    const [banners, audits] = [await count('home_banner'), await myAudits()];
    const { status, body } = await admin.request(CREATE_BANNER, { input: banner(overrides) });
    expect(status).toBe(200);
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect([await count('home_banner'), await myAudits()]).toEqual([banners, audits]);
  });
});

describe('the fixed pages', () => {
  it('edits the about page, which customers see at once, and keeps the change in the trail', async () => {
    const input = {
      slug: 'about',
      title: 'About Haat',
      titleBn: about.title_bn,
      body: '## Who we are\n\nA bazaar for Ilambazar.',
      bodyBn: '  ',
    };
    const { body } = await admin.request<{ updatePage: any }>(UPDATE_PAGE, { id: about.id, input });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updatePage).toMatchObject({
      slug: 'about',
      body: '## Who we are\n\nA bazaar for Ilambazar.',
      bodyBn: null,
    });
    const seen = await postGraphQL<{ page: any }>(server.graphqlUrl, PUBLIC_PAGE, { slug: 'about' });
    expect(seen.body.data!.page).toMatchObject({ body: '## Who we are\n\nA bazaar for Ilambazar.', bodyBn: null });
    const [entry] = await trail('PAGE', about.id);
    expect(entry).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: expect.objectContaining({ body: about.body }),
        after: expect.objectContaining({ body: '## Who we are\n\nA bazaar for Ilambazar.' }),
      }),
    );
  });

  it('never moves a page to another address, and never deletes one', async () => {
    const [pages, audits] = [await count('page'), await myAudits()];
    const moved = await admin.request(UPDATE_PAGE, {
      id: about.id,
      input: { slug: 'about-us', title: 'About', body: 'Words' },
    });
    expect(moved.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/address cannot change/),
      extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
    });
    for (const slug of ['about', 'privacy', 'contact']) {
      const [{ id }] = await server.db.query('SELECT id FROM page WHERE slug = $1', [slug]);
      const refused = await admin.request(DELETE_PAGE, { id });
      expect(refused.body.errors![0]).toMatchObject({
        message: expect.stringMatching(/always shows this page/),
        extensions: { code: 'BAD_USER_INPUT', field: 'id' },
      });
    }
    expect([await count('page'), await myAudits()]).toEqual([pages, audits]);
  });

  it('adds no page the site has no place for, nor a second about page', async () => {
    const [pages, audits] = [await count('page'), await myAudits()];
    const other = await admin.request(CREATE_PAGE, { input: { slug: 'terms', title: 'Terms', body: 'Words' } });
    expect(other.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/only the about, privacy and contact pages/),
      extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
    });
    const twice = await admin.request(CREATE_PAGE, { input: { slug: 'about', title: 'About', body: 'Words' } });
    expect(twice.body.errors![0]).toMatchObject({
      message: 'This page is already here: edit it instead.',
      extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
    });
    expect([await count('page'), await myAudits()]).toEqual([pages, audits]);
    const listed = (await admin.request<{ adminPages: any }>(PAGES)).body.data!.adminPages.nodes.map(
      (p: any) => p.slug,
    );
    expect(listed).toEqual(['about', 'contact', 'privacy']);
  });

  it.each([
    ['a title of spaces', { title: '  ' }, 'title'],
    ['a body of spaces', { body: ' \n ' }, 'body'],
    ['a body over 20,000 characters', { body: 'x'.repeat(20_001) }, 'body'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    const audits = await myAudits();
    const { body } = await admin.request(UPDATE_PAGE, {
      id: about.id,
      input: { slug: 'about', title: 'About', body: 'Words', ...overrides },
    });
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await myAudits()).toBe(audits);
  });
});

describe('gallery albums and their pictures', () => {
  it('creates an album (its address from the title), adds a picture, captions it, and is refused deletion until the picture goes', async () => {
    const made = await admin.request<{ createGalleryAlbum: any }>(CREATE_ALBUM, { input: album() });
    expect(made.body.errors).toBeUndefined();
    const created = made.body.data!.createGalleryAlbum;
    expect(created).toMatchObject({
      slug: 'poush-mela-santiniketan',
      title: 'Poush Mela, Santiniketan',
      sortOrder: 3,
      images: [],
    });

    const response = await uploadPicture(created.id);
    expect(response.status).toBe(201);
    const { id: pictureId } = (await response.json()) as { id: string };
    const [{ file }] = await server.db.query('SELECT file FROM gallery_image WHERE id = $1', [pictureId]);
    const picturePath = path.join(server.services.settings.uploadDir, 'gallery', file);
    expect(fs.existsSync(picturePath)).toBe(true);

    const captioned = await admin.request<{ updateGalleryImage: any }>(UPDATE_PICTURE, {
      id: pictureId,
      input: { caption: '  Baul singers at dusk ', captionBn: '' },
    });
    expect(captioned.body.errors).toBeUndefined();
    expect(captioned.body.data!.updateGalleryImage).toEqual({
      id: pictureId,
      caption: 'Baul singers at dusk',
      captionBn: null,
      image: { width: 400, height: 300 },
    });
    const seen = await postGraphQL<{ galleryAlbum: any }>(server.graphqlUrl, PUBLIC_ALBUM, {
      slug: 'poush-mela-santiniketan',
    });
    expect(seen.body.data!.galleryAlbum.images).toEqual([
      expect.objectContaining({ id: pictureId, caption: 'Baul singers at dusk' }),
    ]);
    // The admin's list shows the album's pictures with their sizes.
    const listed = (await admin.request<{ adminGalleryAlbums: any }>(ALBUMS, { search: 'santiniketan' })).body.data!
      .adminGalleryAlbums.nodes;
    expect(listed.map((a: any) => a.id)).toEqual([created.id]);
    expect(listed[0].images).toEqual([
      expect.objectContaining({ id: pictureId, image: expect.objectContaining({ width: 400, height: 300 }) }),
    ]);

    const [albums, audits] = [await count('gallery_album'), await myAudits()];
    const refused = await admin.request(DELETE_ALBUM, { id: created.id });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'This album has pictures: delete its pictures first.',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    expect([await count('gallery_album'), await myAudits()]).toEqual([albums, audits]);

    expect((await admin.request(DELETE_PICTURE, { id: pictureId })).body.errors).toBeUndefined();
    expect(fs.existsSync(picturePath)).toBe(false);
    expect(await trail('GALLERY_IMAGE', pictureId)).toEqual([
      expect.objectContaining({
        action: 'deleted',
        before: expect.objectContaining({ albumId: created.id, caption: 'Baul singers at dusk', file }),
      }),
      expect.objectContaining({
        action: 'updated',
        before: { caption: null },
        after: { caption: 'Baul singers at dusk' },
      }),
      expect.objectContaining({ action: 'created', after: expect.objectContaining({ albumId: created.id, file }) }),
    ]);
    expect(errorCode((await admin.request(DELETE_PICTURE, { id: pictureId })).body)).toBe('NOT_FOUND');

    expect((await admin.request(DELETE_ALBUM, { id: created.id })).body.errors).toBeUndefined();
    expect(
      (
        await postGraphQL<{ galleryAlbum: unknown }>(server.graphqlUrl, PUBLIC_ALBUM, {
          slug: 'poush-mela-santiniketan',
        })
      ).body.data!.galleryAlbum,
    ).toBeNull();
    expect((await trail('GALLERY_ALBUM', created.id)).map((e) => e.action)).toEqual(['deleted', 'created']);
  });

  it('renames an album, and refuses another album’s address on its field', async () => {
    const first = (
      await admin.request<{ createGalleryAlbum: any }>(CREATE_ALBUM, {
        input: album({ title: 'Rath Yatra', slug: 'rath-yatra' }),
      })
    ).body.data!.createGalleryAlbum;
    const renamed = await admin.request<{ updateGalleryAlbum: any }>(UPDATE_ALBUM, {
      id: first.id,
      input: album({ title: 'Rath Yatra 2026', slug: 'rath-yatra', description: '' }),
    });
    expect(renamed.body.data!.updateGalleryAlbum).toMatchObject({
      title: 'Rath Yatra 2026',
      slug: 'rath-yatra',
      description: null,
    });
    const audits = await myAudits();
    const clash = await admin.request(CREATE_ALBUM, { input: album({ title: 'Another', slug: 'rath-yatra' }) });
    expect(clash.body.errors![0]).toMatchObject({
      message: 'Another album already has this web address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
    });
    expect(await myAudits()).toBe(audits);
    expect((await admin.request(DELETE_ALBUM, { id: first.id })).body.errors).toBeUndefined();
  });

  it.each([
    ['a title of spaces', { title: '  ' }, 'title'],
    ['an address with capitals and spaces', { slug: 'Poush Mela' }, 'slug'],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description'],
    ['an order over 999', { sortOrder: 1000 }, 'sortOrder'],
  ])('refuses an album with %s on its field and writes nothing', async (_what, overrides, field) => {
    const [albums, audits] = [await count('gallery_album'), await myAudits()];
    const { body } = await admin.request(CREATE_ALBUM, { input: album(overrides) });
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect([await count('gallery_album'), await myAudits()]).toEqual([albums, audits]);
  });

  it('refuses a caption over 200 characters, an id that is not one, and a picture that is not there', async () => {
    const [seeded] = await server.db.query('SELECT id, caption FROM gallery_image LIMIT 1');
    const long = await admin.request(UPDATE_PICTURE, { id: seeded.id, input: { caption: 'x'.repeat(201) } });
    expect(long.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'caption' });
    expect((await server.db.query('SELECT caption FROM gallery_image WHERE id = $1', [seeded.id]))[0].caption).toBe(
      seeded.caption,
    );
    expect(errorCode((await admin.request(DELETE_PICTURE, { id: 'nope' })).body)).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        (await admin.request(UPDATE_PICTURE, { id: '00000000-0000-4000-8000-000000000000', input: { caption: 'x' } }))
          .body,
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('who may', () => {
  it('refuses vendors and anonymous callers every content write, writing nothing', async () => {
    const vendor = await signInShop(server);
    const [seeded] = await server.db.query('SELECT id, album_id FROM gallery_image LIMIT 1');
    const before = await Promise.all(['home_banner', 'page', 'gallery_album', 'gallery_image'].map(count));
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE_BANNER, { input: banner() }],
      [UPDATE_PAGE, { id: about.id, input: { slug: 'about', title: 'Taken', body: 'Taken' } }],
      [DELETE_PAGE, { id: about.id }],
      [CREATE_ALBUM, { input: album() }],
      [DELETE_ALBUM, { id: seeded.album_id }],
      [UPDATE_PICTURE, { id: seeded.id, input: { caption: 'Taken' } }],
      [DELETE_PICTURE, { id: seeded.id }],
      [PAGES, {}],
    ];
    for (const [query, variables] of calls) {
      expect(errorCode((await vendor.request(query, variables)).body)).toBe('FORBIDDEN');
      expect(errorCode((await postGraphQL(server.graphqlUrl, query, variables)).body)).toBe('UNAUTHENTICATED');
    }
    expect((await uploadPicture(seeded.album_id, vendor)).status).toBe(403);
    expect(await Promise.all(['home_banner', 'page', 'gallery_album', 'gallery_image'].map(count))).toEqual(before);
  });
});
