import { emergencyContacts as seededContacts } from '../src/seed/data/emergency-contacts';
import { seededServer } from './support/flows';
import { jsonBody, postGraphQL, type TestServer } from './support/test-server';

const QUERY = `query Contacts($group: EmergencyGroup) {
  emergencyContacts(group: $group) { id group name nameBn phone altPhone area available24h }
}`;

interface Contact {
  id: string;
  group: string;
  name: string;
  phone: string;
  available24h: boolean;
}

let server: TestServer;

beforeAll(async () => {
  server = await seededServer();
});
afterAll(() => server.close());

describe('emergencyContacts', () => {
  it('lists every seeded contact when no group is given', async () => {
    const { status, body } = await postGraphQL<{ emergencyContacts: Contact[] }>(server.graphqlUrl, QUERY);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.emergencyContacts).toHaveLength(seededContacts.length);
  });

  it.each(['POLICE', 'FIRE', 'AMBULANCE', 'TRANSPORT', 'HOSPITAL', 'WBSEDCL'])(
    'returns only the %s group, in the seeded order',
    async (group) => {
      const { body } = await postGraphQL<{ emergencyContacts: Contact[] }>(server.graphqlUrl, QUERY, { group });
      const contacts = body.data!.emergencyContacts;
      const expected = seededContacts.filter((c) => (c.group as string) === group).map((c) => c.name);
      expect(contacts.map((c) => c.name)).toEqual(expected);
      expect(contacts.length).toBeGreaterThan(0);
      expect(contacts.every((c) => c.group === group)).toBe(true);
    },
  );

  it('gives police numbers that a phone can dial', async () => {
    const { body } = await postGraphQL<{ emergencyContacts: Contact[] }>(server.graphqlUrl, QUERY, { group: 'POLICE' });
    for (const contact of body.data!.emergencyContacts) {
      expect(contact.phone).toMatch(/^(\+91\d{10}|\d{3,5})$/);
    }
    expect(body.data!.emergencyContacts.find((c) => c.phone === '100')?.available24h).toBe(true);
  });
});

describe('bad input', () => {
  it('refuses an unknown group in the query text with GRAPHQL_VALIDATION_FAILED and HTTP 400', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, '{ emergencyContacts(group: DRAGONS) { id } }');
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/stacktrace| {4}at /);
  });

  it('refuses an unknown group in variables with BAD_USER_INPUT', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, QUERY, { group: 'DRAGONS' });
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a wrong type with BAD_USER_INPUT', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, QUERY, { group: 42 });
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown field with GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, '{ emergencyContacts { password } }');
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a query that does not parse with GRAPHQL_PARSE_FAILED', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, '{ emergencyContacts { id ');
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers a body that is not JSON with 400 BAD_REQUEST and no stack trace', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ emergencyContacts { id } ',
    });
    expect(response.status).toBe(400);
    const body = await jsonBody(response);
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(body)).not.toMatch(/SyntaxError| {4}at /);
  });

  it('answers a request with no query with 400 BAD_REQUEST', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    expect(response.status).toBe(400);
    const body = await jsonBody(response);
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses a simple GET without a preflight header (CSRF prevention), but serves one that has it', async () => {
    const query = encodeURIComponent('{ emergencyContacts(group: FIRE) { name } }');
    const bare = await fetch(`${server.graphqlUrl}?query=${query}`);
    expect(bare.status).toBe(400);
    const withHeader = await fetch(`${server.graphqlUrl}?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(withHeader.status).toBe(200);
    expect((await jsonBody(withHeader)).data.emergencyContacts.length).toBeGreaterThan(0);
  });
});
