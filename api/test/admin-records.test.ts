import { seededServer, signInAdmin, signInShop } from './support/flows';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/**
 * The pattern every admin-kept kind of record shares (list, create, update, delete, the trail),
 * proved on emergency contacts and specialties.
 */
const CONTACT_FIELDS = 'id group name nameBn phone altPhone area available24h sortOrder';
const CREATE_CONTACT = `mutation($input: EmergencyContactInput!) { createEmergencyContact(input: $input) { ${CONTACT_FIELDS} } }`;
const UPDATE_CONTACT = `mutation($id: ID!, $input: EmergencyContactInput!) { updateEmergencyContact(id: $id, input: $input) { ${CONTACT_FIELDS} } }`;
const DELETE_CONTACT = `mutation($id: ID!) { deleteEmergencyContact(id: $id) { id } }`;
const CONTACTS = `query($search: String, $group: EmergencyGroup, $first: Int!, $after: String) {
  adminEmergencyContacts(search: $search, group: $group, first: $first, after: $after) { nodes { id name group } pageInfo { endCursor hasNextPage } }
}`;
const PUBLIC_CONTACTS = `query($group: EmergencyGroup) { emergencyContacts(group: $group) { id name phone } }`;
const TRAIL = `query($type: AuditEntity!, $id: ID!) { auditTrail(entityType: $type, entityId: $id) { nodes { action actorRole before after } } }`;

const CREATE_SPECIALTY = `mutation($input: SpecialtyInput!) { createSpecialty(input: $input) { id slug name sortOrder } }`;
const DELETE_SPECIALTY = `mutation($id: ID!) { deleteSpecialty(id: $id) { id } }`;

let server: TestServer;
let admin: SessionClient;

const contact = (overrides: Record<string, unknown> = {}) => ({
  group: 'FIRE',
  name: '  Fire station, Ilambazar ',
  nameBn: 'দমকল, ইলামবাজার',
  phone: '03463 252 101',
  altPhone: '',
  area: 'Ilambazar',
  available24h: true,
  sortOrder: 5,
  ...overrides,
});

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

describe('an admin-kept record, from creation to deletion', () => {
  it('creates a contact as stored (trimmed, number in one form), shows it to the public, and keeps it in the trail', async () => {
    const { body } = await admin.request<{ createEmergencyContact: any }>(CREATE_CONTACT, { input: contact() });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createEmergencyContact;
    expect(created).toMatchObject({
      group: 'FIRE',
      name: 'Fire station, Ilambazar',
      phone: '+913463252101',
      altPhone: null,
      sortOrder: 5,
    });

    const seen = await postGraphQL<{ emergencyContacts: Array<{ id: string }> }>(server.graphqlUrl, PUBLIC_CONTACTS, {
      group: 'FIRE',
    });
    expect(seen.body.data!.emergencyContacts.map((c) => c.id)).toContain(created.id);

    const trail = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, {
      type: 'EMERGENCY_CONTACT',
      id: created.id,
    });
    expect(trail.body.data!.auditTrail.nodes).toEqual([
      expect.objectContaining({
        action: 'created',
        actorRole: 'ADMIN',
        before: null,
        after: expect.objectContaining({ name: 'Fire station, Ilambazar', phone: '+913463252101' }),
      }),
    ]);
  });

  it('updates every field, and the trail keeps only what changed', async () => {
    const created = (
      await admin.request<{ createEmergencyContact: any }>(CREATE_CONTACT, {
        input: contact({ name: 'Ambulance, Joydev', group: 'AMBULANCE' }),
      })
    ).body.data!.createEmergencyContact;
    const { body } = await admin.request<{ updateEmergencyContact: any }>(UPDATE_CONTACT, {
      id: created.id,
      input: contact({ name: 'Ambulance, Joydev', group: 'AMBULANCE', phone: '102', available24h: false }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateEmergencyContact).toMatchObject({
      phone: '102',
      available24h: false,
      name: 'Ambulance, Joydev',
    });
    const trail = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, {
      type: 'EMERGENCY_CONTACT',
      id: created.id,
    });
    expect(trail.body.data!.auditTrail.nodes[0]).toEqual(
      expect.objectContaining({
        action: 'updated',
        before: { phone: '+913463252101', available24h: true },
        after: { phone: '102', available24h: false },
      }),
    );
  });

  it('deletes a contact nothing points to; the trail keeps what it was', async () => {
    const created = (
      await admin.request<{ createEmergencyContact: any }>(CREATE_CONTACT, { input: contact({ name: 'Closed line' }) })
    ).body.data!.createEmergencyContact;
    const { body } = await admin.request<{ deleteEmergencyContact: { id: string } }>(DELETE_CONTACT, {
      id: created.id,
    });
    expect(body.data!.deleteEmergencyContact.id).toBe(created.id);
    expect((await server.db.query('SELECT 1 FROM emergency_contact WHERE id = $1', [created.id])).length).toBe(0);
    const trail = await admin.request<{ auditTrail: { nodes: any[] } }>(TRAIL, {
      type: 'EMERGENCY_CONTACT',
      id: created.id,
    });
    expect(trail.body.data!.auditTrail.nodes[0]).toEqual(
      expect.objectContaining({
        action: 'deleted',
        after: null,
        before: expect.objectContaining({ name: 'Closed line' }),
      }),
    );

    const again = await admin.request(DELETE_CONTACT, { id: created.id });
    expect(errorCode(again.body)).toBe('NOT_FOUND');
  });

  it('refuses to delete a specialty doctors are listed under, and says why; an unused one goes', async () => {
    const [{ id: used }] = await server.db.query(
      'SELECT specialty_id AS id FROM doctor WHERE specialty_id IS NOT NULL LIMIT 1',
    );
    const [specialties, audits] = [await count('specialty'), await count('audit_entry')];
    const refused = await admin.request(DELETE_SPECIALTY, { id: used });
    expect(errorCode(refused.body)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors![0].message).toMatch(/Doctors are listed under this specialty/);
    expect(refused.body.errors![0].extensions!.field).toBe('id');
    expect([await count('specialty'), await count('audit_entry')]).toEqual([specialties, audits]);

    const made = await admin.request<{ createSpecialty: any }>(CREATE_SPECIALTY, {
      input: { name: 'Skin & Hair', sortOrder: 0 },
    });
    expect(made.body.data!.createSpecialty.slug).toBe('skin-hair');
    const gone = await admin.request(DELETE_SPECIALTY, { id: made.body.data!.createSpecialty.id });
    expect(gone.body.errors).toBeUndefined();
  });

  it('turns a clash with a unique rule into an error on its field, writing nothing', async () => {
    const first = await admin.request(CREATE_SPECIALTY, {
      input: { name: 'Ear, nose and throat', slug: 'ent-care', sortOrder: 1 },
    });
    expect(first.body.errors).toBeUndefined();
    const [specialties, audits] = [await count('specialty'), await count('audit_entry')];
    const clash = await admin.request(CREATE_SPECIALTY, { input: { name: 'ENT', slug: 'ent-care', sortOrder: 1 } });
    expect(clash.body.errors![0]).toMatchObject({
      message: 'Another specialty already has this web address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
    });
    const badSlug = await admin.request(CREATE_SPECIALTY, { input: { name: 'ENT', slug: 'ENT Care!', sortOrder: 1 } });
    expect(badSlug.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
    expect([await count('specialty'), await count('audit_entry')]).toEqual([specialties, audits]);
  });
});

describe('bad input', () => {
  it.each([
    ['a name of spaces', { name: '   ' }, 'name'],
    ['a number that is not one', { phone: '12ab' }, 'phone'],
    ['an alternative number that is not one', { altPhone: '98765' + '4321099' }, 'altPhone'],
    ['a sort order below 0', { sortOrder: -1 }, 'sortOrder'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
  ])('refuses %s on its field and writes nothing', async (_what, overrides, field) => {
    const [contacts, audits] = [await count('emergency_contact'), await count('audit_entry')];
    const { status, body } = await admin.request(CREATE_CONTACT, { input: contact(overrides) });
    expect(status).toBe(200);
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect([await count('emergency_contact'), await count('audit_entry')]).toEqual([contacts, audits]);
  });

  it('refuses an id that is not one, and an id of nothing', async () => {
    expect(errorCode((await admin.request(UPDATE_CONTACT, { id: 'nope', input: contact() })).body)).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(
        (await admin.request(UPDATE_CONTACT, { id: '00000000-0000-4000-8000-000000000000', input: contact() })).body,
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('the admin list', () => {
  it('pages through every contact by name, with a search and a group', async () => {
    const all: Array<{ name: string }> = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const { body } = await admin.request<{ adminEmergencyContacts: any }>(CONTACTS, { first: 7, after });
      const page: { nodes: Array<{ name: string }>; pageInfo: { endCursor: string; hasNextPage: boolean } } =
        body.data!.adminEmergencyContacts;
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(all).toHaveLength(await count('emergency_contact'));
    const names = all.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const police = await admin.request<{ adminEmergencyContacts: any }>(CONTACTS, {
      first: 100,
      group: 'POLICE',
      search: 'pol',
    });
    const found: Array<{ group: string; name: string }> = police.body.data!.adminEmergencyContacts.nodes;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.group === 'POLICE' && /pol/i.test(c.name))).toBe(true);
  });
});

describe('who may', () => {
  it('refuses vendors and anonymous callers, writing nothing', async () => {
    const vendor = await signInShop(server);
    const before = await count('emergency_contact');
    expect(errorCode((await vendor.request(CREATE_CONTACT, { input: contact() })).body)).toBe('FORBIDDEN');
    expect(errorCode((await postGraphQL(server.graphqlUrl, CREATE_CONTACT, { input: contact() })).body)).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode((await postGraphQL(server.graphqlUrl, CONTACTS, { first: 5 })).body)).toBe('UNAUTHENTICATED');
    expect(await count('emergency_contact')).toBe(before);
  });
});
