import { seededServer, signInAdmin, signInShop } from './support/flows';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/** Teachers, service providers and feed posts as admins keep them (the admin-records pattern). */
const TEACHER_FIELDS = 'id name nameBn subjects classFrom classTo village feePaise modes phone qualifications active';
const CREATE_TEACHER = `mutation($input: TeacherInput!) { createTeacher(input: $input) { ${TEACHER_FIELDS} } }`;
const UPDATE_TEACHER = `mutation($id: ID!, $input: TeacherInput!) { updateTeacher(id: $id, input: $input) { ${TEACHER_FIELDS} } }`;
const DELETE_TEACHER = `mutation($id: ID!) { deleteTeacher(id: $id) { id } }`;
const ADMIN_TEACHERS = `query($search: String, $subject: String, $mode: TeacherMode, $first: Int!, $after: String) {
  adminTeachers(search: $search, subject: $subject, mode: $mode, first: $first, after: $after) { nodes { id name subjects modes active } pageInfo { endCursor hasNextPage } }
}`;
const PUBLIC_TEACHERS = `query($subject: String) { teachers(subject: $subject, first: 100) { nodes { id name } } }`;

const PROVIDER_FIELDS = 'id type name nameBn village phone description visitChargePaise active';
const CREATE_PROVIDER = `mutation($input: ServiceProviderInput!) { createServiceProvider(input: $input) { ${PROVIDER_FIELDS} } }`;
const UPDATE_PROVIDER = `mutation($id: ID!, $input: ServiceProviderInput!) { updateServiceProvider(id: $id, input: $input) { ${PROVIDER_FIELDS} } }`;
const DELETE_PROVIDER = `mutation($id: ID!) { deleteServiceProvider(id: $id) { id } }`;
const ADMIN_PROVIDERS = `query($search: String, $type: String, $first: Int!) {
  adminServiceProviders(search: $search, type: $type, first: $first) { nodes { id type name active } pageInfo { hasNextPage } }
}`;
const PUBLIC_PROVIDERS = `query($type: String!) { serviceProviders(type: $type, first: 100) { nodes { id name } } }`;

const POST_FIELDS = 'id type title titleBn body publishedAt expiresAt';
const CREATE_POST = `mutation($input: FeedPostInput!) { createFeedPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE_POST = `mutation($id: ID!, $input: FeedPostInput!) { updateFeedPost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const DELETE_POST = `mutation($id: ID!) { deleteFeedPost(id: $id) { id } }`;
const ADMIN_POSTS = `query($search: String, $type: FeedType, $first: Int!, $after: String) {
  adminFeedPosts(search: $search, type: $type, first: $first, after: $after) { nodes { id type title publishedAt } pageInfo { endCursor hasNextPage } }
}`;
const PUBLIC_POSTS = `query($type: FeedType!) { feedPosts(type: $type, first: 100) { nodes { id title } } }`;

const TRAIL = `query($type: AuditEntity!, $id: ID!) { auditTrail(entityType: $type, entityId: $id) { nodes { action actorRole before after } } }`;

let server: TestServer;
let admin: SessionClient;

const teacher = (overrides: Record<string, unknown> = {}) => ({
  name: '  Mousumi Pal ',
  nameBn: 'মৌসুমী পাল',
  subjects: [' mathematics', 'Statistics ', 'MATHEMATICS', ''],
  classFrom: 6,
  classTo: 10,
  village: ' Supur ',
  feePaise: 50000,
  modes: ['ONLINE', 'HOME'],
  phone: '098300 12345',
  qualifications: 'M.Sc (Mathematics)',
  active: true,
  ...overrides,
});

const provider = (overrides: Record<string, unknown> = {}) => ({
  type: ' Mobile Repair ',
  name: 'Raju Mobile Point',
  nameBn: '',
  village: 'Ilambazar',
  phone: '03463 252222',
  description: 'Screens, batteries and charging points.',
  visitChargePaise: null,
  active: true,
  ...overrides,
});

const post = (overrides: Record<string, unknown> = {}) => ({
  type: 'NOTICE',
  title: ' Water supply off on Monday ',
  titleBn: null,
  body: 'The overhead tank at Bolpur is cleaned on Monday.\n\nStore water on Sunday night.',
  publishedAt: null,
  expiresAt: null,
  ...overrides,
});

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const trailOf = async (type: string, id: string) =>
  (await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, { type, id })).body.data!.auditTrail.nodes;

/** Sends an input that must be refused on `field`, and checks nothing was written. */
async function refused(table: string, mutation: string, variables: Record<string, unknown>, field: string) {
  const [rows, audits] = [await count(table), await count('audit_entry')];
  const { status, body } = await admin.request(mutation, variables);
  // A value the schema itself cannot read (a time that is not one) is refused before the resolver, as 400.
  expect([200, 400]).toContain(status);
  expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  expect(body.errors![0].message).not.toMatch(/internal/i);
  expect([await count(table), await count('audit_entry')]).toEqual([rows, audits]);
}

describe('teachers', () => {
  it('creates a teacher as stored (known subjects spelled as known, once each), shows them in the finder, and keeps the trail', async () => {
    const { body } = await admin.request<{ createTeacher: any }>(CREATE_TEACHER, { input: teacher() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createTeacher;
    expect(created).toMatchObject({
      name: 'Mousumi Pal',
      village: 'Supur',
      subjects: ['Mathematics', 'Statistics'],
      modes: ['HOME', 'ONLINE'],
      phone: '+919830012345',
      active: true,
    });

    const seen = await postGraphQL<{ teachers: { nodes: Array<{ id: string }> } }>(server.graphqlUrl, PUBLIC_TEACHERS, {
      subject: 'Statistics',
    });
    expect(seen.body.data!.teachers.nodes.map((t) => t.id)).toEqual([created.id]);
    expect(await trailOf('TEACHER', created.id)).toEqual([
      expect.objectContaining({
        action: 'created',
        actorRole: 'ADMIN',
        before: null,
        after: expect.objectContaining({ name: 'Mousumi Pal', feePaise: 50000 }),
      }),
    ]);
  });

  it('updates every field; the trail keeps what changed; a teacher taken out of the finder is gone from it', async () => {
    const created = (
      await admin.request<{ createTeacher: any }>(CREATE_TEACHER, {
        input: teacher({ name: 'Tapas Mondal', subjects: ['Sanskrit'] }),
      })
    ).body.data!.createTeacher;
    const { body } = await admin.request<{ updateTeacher: any }>(UPDATE_TEACHER, {
      id: created.id,
      input: teacher({ name: 'Tapas Mondal', subjects: ['Sanskrit'], classTo: 12, feePaise: 60000, active: false }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateTeacher).toMatchObject({ classTo: 12, feePaise: 60000, active: false });
    expect((await trailOf('TEACHER', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: { classTo: 10, feePaise: 50000, active: true },
        after: { classTo: 12, feePaise: 60000, active: false },
      }),
    );
    const seen = await postGraphQL<{ teachers: { nodes: Array<{ id: string }> } }>(server.graphqlUrl, PUBLIC_TEACHERS, {
      subject: 'Sanskrit',
    });
    expect(seen.body.data!.teachers.nodes.map((t) => t.id)).not.toContain(created.id);
  });

  it.each([
    ['a name of spaces', { name: '   ' }, 'name'],
    ['no subjects', { subjects: [] }, 'subjects'],
    ['subjects of spaces only', { subjects: ['  ', ''] }, 'subjects'],
    ['a class above 12', { classFrom: 13 }, 'classFrom'],
    ['a highest class below the lowest', { classFrom: 9, classTo: 5 }, 'classTo'],
    ['no way of teaching', { modes: [] }, 'modes'],
    ['a phone that is not a mobile', { phone: '03463 252222' }, 'phone'],
    ['a fee below 0', { feePaise: -100 }, 'feePaise'],
    ['a village of spaces', { village: ' ' }, 'village'],
    ['no qualifications', { qualifications: '' }, 'qualifications'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    await refused('teacher', CREATE_TEACHER, { input: teacher(overrides) }, field);
  });

  it('lists teachers by name, by subject, by way of teaching and by words', async () => {
    const all = (await admin.request<{ adminTeachers: any }>(ADMIN_TEACHERS, { first: 100 })).body.data!.adminTeachers
      .nodes as Array<{ name: string; active: boolean }>;
    expect(all).toHaveLength(await count('teacher'));
    expect(all.some((t) => !t.active)).toBe(true);
    const names = all.map((t) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const online = (
      await admin.request<{ adminTeachers: any }>(ADMIN_TEACHERS, {
        first: 100,
        subject: 'Mathematics',
        mode: 'ONLINE',
      })
    ).body.data!.adminTeachers.nodes as any[];
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((t) => t.subjects.includes('Mathematics') && t.modes.includes('ONLINE'))).toBe(true);
    const found = (await admin.request<{ adminTeachers: any }>(ADMIN_TEACHERS, { first: 100, search: 'statist' })).body
      .data!.adminTeachers.nodes as any[];
    expect(found.map((t) => t.name)).toEqual(['Mousumi Pal']);
  });

  it('deletes a teacher; the trail keeps who they were', async () => {
    const created = (
      await admin.request<{ createTeacher: any }>(CREATE_TEACHER, { input: teacher({ name: 'Leaving Teacher' }) })
    ).body.data!.createTeacher;
    expect((await admin.request(DELETE_TEACHER, { id: created.id })).body.errors).toBeUndefined();
    expect((await server.db.query('SELECT 1 FROM teacher WHERE id = $1', [created.id])).length).toBe(0);
    expect((await trailOf('TEACHER', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'deleted',
        after: null,
        before: expect.objectContaining({ name: 'Leaving Teacher' }),
      }),
    );
  });
});

describe('service providers', () => {
  it('creates a provider under its trade address, shows them on that page, updates and deletes them, all in the trail', async () => {
    const { body } = await admin.request<{ createServiceProvider: any }>(CREATE_PROVIDER, { input: provider() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createServiceProvider;
    expect(created).toMatchObject({
      type: 'mobile-repair',
      nameBn: null,
      phone: '+913463252222',
      visitChargePaise: null,
    });
    const seen = await postGraphQL<{ serviceProviders: { nodes: Array<{ id: string }> } }>(
      server.graphqlUrl,
      PUBLIC_PROVIDERS,
      { type: 'mobile-repair' },
    );
    expect(seen.body.data!.serviceProviders.nodes.map((p) => p.id)).toContain(created.id);

    const updated = await admin.request<{ updateServiceProvider: any }>(UPDATE_PROVIDER, {
      id: created.id,
      input: provider({ type: 'electrician', visitChargePaise: 12000 }),
    });
    expect(updated.body.data!.updateServiceProvider).toMatchObject({ type: 'electrician', visitChargePaise: 12000 });
    expect((await trailOf('SERVICE_PROVIDER', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: { type: 'mobile-repair', visitChargePaise: null },
        after: { type: 'electrician', visitChargePaise: 12000 },
      }),
    );

    const electricians = (
      await admin.request<{ adminServiceProviders: any }>(ADMIN_PROVIDERS, { first: 100, type: 'electrician' })
    ).body.data!.adminServiceProviders.nodes as any[];
    expect(electricians.map((p) => p.id)).toContain(created.id);
    expect(electricians.every((p) => p.type === 'electrician')).toBe(true);
    const found = (await admin.request<{ adminServiceProviders: any }>(ADMIN_PROVIDERS, { first: 100, search: 'raju' }))
      .body.data!.adminServiceProviders.nodes as any[];
    expect(found.map((p) => p.id)).toEqual([created.id]);

    expect((await admin.request(DELETE_PROVIDER, { id: created.id })).body.errors).toBeUndefined();
    expect((await trailOf('SERVICE_PROVIDER', created.id)).map((e) => e.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);
  });

  it.each([
    ['a trade with other characters', { type: 'electric!an' }, 'type'],
    ['a trade of spaces', { type: '  ' }, 'type'],
    ['a name of spaces', { name: '  ' }, 'name'],
    ['a short service number', { phone: '100' }, 'phone'],
    ['a number that is not one', { phone: '12ab' }, 'phone'],
    ['a visit charge below 0', { visitChargePaise: -1 }, 'visitChargePaise'],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    await refused('service_provider', CREATE_PROVIDER, { input: provider(overrides) }, field);
  });
});

describe('feed posts', () => {
  it('publishes a post now when no time is given, shows it on its feed, and keeps the trail', async () => {
    const before = Date.now();
    const { body } = await admin.request<{ createFeedPost: any }>(CREATE_POST, { input: post() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createFeedPost;
    expect(created).toMatchObject({ type: 'NOTICE', title: 'Water supply off on Monday', expiresAt: null });
    expect(new Date(created.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const seen = await postGraphQL<{ feedPosts: { nodes: Array<{ id: string }> } }>(server.graphqlUrl, PUBLIC_POSTS, {
      type: 'NOTICE',
    });
    expect(seen.body.data!.feedPosts.nodes.map((p) => p.id)).toContain(created.id);
    expect((await trailOf('FEED_POST', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'created',
        after: expect.objectContaining({ title: 'Water supply off on Monday' }),
      }),
    );
  });

  it('saving a post with its time to the minute keeps the stored time; a later time holds it back', async () => {
    const created = (
      await admin.request<{ createFeedPost: any }>(CREATE_POST, { input: post({ title: 'Ration card camp' }) })
    ).body.data!.createFeedPost;
    const toTheMinute = new Date(Math.floor(new Date(created.publishedAt).getTime() / 60_000) * 60_000).toISOString();
    const edited = await admin.request<{ updateFeedPost: any }>(UPDATE_POST, {
      id: created.id,
      input: post({ title: 'Ration card camp at the school', publishedAt: toTheMinute }),
    });
    expect(edited.body.data!.updateFeedPost.publishedAt).toBe(created.publishedAt);
    expect((await trailOf('FEED_POST', created.id))[0]).toEqual(
      expect.objectContaining({
        before: { title: 'Ration card camp' },
        after: { title: 'Ration card camp at the school' },
      }),
    );

    const later = new Date(Date.now() + 86_400_000).toISOString();
    await admin.request(UPDATE_POST, {
      id: created.id,
      input: post({ title: 'Ration card camp at the school', publishedAt: later }),
    });
    const seen = await postGraphQL<{ feedPosts: { nodes: Array<{ id: string }> } }>(server.graphqlUrl, PUBLIC_POSTS, {
      type: 'NOTICE',
    });
    expect(seen.body.data!.feedPosts.nodes.map((p) => p.id)).not.toContain(created.id);
    expect((await admin.request(DELETE_POST, { id: created.id })).body.errors).toBeUndefined();
    expect((await trailOf('FEED_POST', created.id))[0]).toEqual(
      expect.objectContaining({
        action: 'deleted',
        before: expect.objectContaining({ title: 'Ration card camp at the school' }),
      }),
    );
  });

  it.each([
    ['a title of spaces', { title: '  ' }, 'title'],
    ['an empty body', { body: '' }, 'body'],
    ['a body of spaces', { body: ' \n ' }, 'body'],
    [
      'an end before it is published',
      { publishedAt: '2026-03-02T10:00:00.000Z', expiresAt: '2026-03-01T10:00:00.000Z' },
      'expiresAt',
    ],
    [
      'an end when it is published',
      { publishedAt: '2026-03-02T10:00:00.000Z', expiresAt: '2026-03-02T10:00:00.000Z' },
      'expiresAt',
    ],
    ['a time that is not one', { publishedAt: 'next Monday' }, 'publishedAt'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    await refused('feed_post', CREATE_POST, { input: post(overrides) }, field);
  });

  it('lists every post newest first across pages, posts at the same moment included once each', async () => {
    // Three posts at one moment: only the id orders them, and a page boundary falls among them.
    const moment = '2030-01-01T09:30:00.000Z';
    const same = [];
    for (const title of ['Same moment A', 'Same moment B', 'Same moment C']) {
      same.push(
        (
          await admin.request<{ createFeedPost: any }>(CREATE_POST, {
            input: post({ title, type: 'JOB', publishedAt: moment }),
          })
        ).body.data!.createFeedPost.id,
      );
    }
    const seen: Array<{ id: string; publishedAt: string }> = [];
    let after: string | null = null;
    let pages = 0;
    for (; pages < 50; pages++) {
      const { body }: { body: { errors?: unknown; data?: { adminFeedPosts: any } | null } } = await admin.request<{
        adminFeedPosts: any;
      }>(ADMIN_POSTS, { first: 2, after });
      expect(body.errors).toBeUndefined();
      const page: {
        nodes: Array<{ id: string; publishedAt: string }>;
        pageInfo: { endCursor: string; hasNextPage: boolean };
      } = body.data!.adminFeedPosts;
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen).toHaveLength(await count('feed_post'));
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    const times = seen.map((p) => new Date(p.publishedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      seen
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...same].sort());

    const jobs = (
      await admin.request<{ adminFeedPosts: any }>(ADMIN_POSTS, { first: 100, type: 'JOB', search: 'same moment' })
    ).body.data!.adminFeedPosts.nodes as any[];
    expect(jobs.map((p) => p.id).sort()).toEqual([...same].sort());
    for (const id of same) await admin.request(DELETE_POST, { id });
  });
});

describe('who may', () => {
  it('refuses vendors and anonymous callers every list and write, writing nothing', async () => {
    const vendor = await signInShop(server);
    const counts = async () => [await count('teacher'), await count('service_provider'), await count('feed_post')];
    const before = await counts();
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE_TEACHER, { input: teacher() }],
      [CREATE_PROVIDER, { input: provider() }],
      [CREATE_POST, { input: post() }],
      [ADMIN_TEACHERS, { first: 5 }],
      [ADMIN_PROVIDERS, { first: 5 }],
      [ADMIN_POSTS, { first: 5 }],
    ];
    for (const [query, variables] of calls) {
      expect(errorCode((await vendor.request(query, variables)).body)).toBe('FORBIDDEN');
      expect(errorCode((await postGraphQL(server.graphqlUrl, query, variables)).body)).toBe('UNAUTHENTICATED');
    }
    expect(await counts()).toEqual(before);
  });
});
