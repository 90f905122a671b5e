import { MAX_BODY_BYTES } from '../src/shared/graphql-endpoint';
import { seededServer } from './support/flows';
import { makeStaff } from './support/people';
import { UserRole } from '../src/modules/identity/user-role';
import { SessionClient, SIGN_IN_VENDOR } from './support/session-client';
import { jsonBody, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await seededServer();
});
afterAll(() => server.close());

const post = (body: string | Buffer, contentType = 'application/json') =>
  fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('/graphql over HTTP', () => {
  it('answers a JSON POST, with charset, as JSON', async () => {
    const response = await post(
      JSON.stringify({ query: '{ emergencyContacts { id } }' }),
      'application/json; charset=utf-8',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    const body = await jsonBody(response);
    expect(body.data.emergencyContacts.length).toBeGreaterThan(0);
  });

  it('answers a query by GET when the request cannot be a cross-site form', async () => {
    const url = `${server.graphqlUrl}?query=${encodeURIComponent('{ emergencyContacts { id } }')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    expect((await jsonBody(response)).data.emergencyContacts.length).toBeGreaterThan(0);
  });

  it('refuses a GET with no preflight header, so a page elsewhere cannot make one', async () => {
    const response = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('{ emergencyContacts { id } }')}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await jsonBody(response))).not.toMatch(/ {4}at /);
  });

  it('refuses a mutation by GET', async () => {
    const url = `${server.graphqlUrl}?query=${encodeURIComponent('mutation { signOut }')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(405);
  });

  it('refuses a body over 1 MB with 413 and reads no further', async () => {
    const huge = JSON.stringify({
      query: '{ emergencyContacts { id } }',
      variables: { pad: 'x'.repeat(MAX_BODY_BYTES) },
    });
    const response = await post(huge);
    expect(response.status).toBe(413);
    const body = await jsonBody(response);
    expect(body.errors[0]).toEqual({ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } });
  });

  it('takes a body just under the limit', async () => {
    const query = '{ emergencyContacts { id } }';
    const padded = JSON.stringify({ query, variables: { pad: 'x'.repeat(MAX_BODY_BYTES - 100) } });
    expect(Buffer.byteLength(padded)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const response = await post(padded);
    expect(response.status).toBe(200);
  });

  it.each([
    ['a JSON number', '5'],
    ['JSON null', 'null'],
    ['text that is not JSON', 'query { emergencyContacts { id } }'],
    ['bytes that are not UTF-8 JSON', Buffer.from([0xff, 0xfe, 0x00, 0x7b])],
  ])('answers %s with 400 BAD_REQUEST and no stack trace', async (_what, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await jsonBody(response);
    expect(answer.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(answer)).not.toMatch(/SyntaxError| {4}at /);
  });

  it('refuses a POST that is not JSON (a cross-site form could send one) with 400', async () => {
    const response = await post('query={ emergencyContacts { id } }', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await jsonBody(response))).not.toMatch(/ {4}at /);
  });

  it('answers a GET whose address is too long for node:http with 431 and a coded JSON error, as every other refusal', async () => {
    const long = `{ ${'__typename '.repeat(2000)}}`;
    const response = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent(long)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(431);
    expect(await jsonBody(response)).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }],
    });
    // The server goes on answering.
    expect((await post(JSON.stringify({ query: '{ __typename }' }))).status).toBe(200);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(405);
  });

  it('serves /graphql/ as /graphql, and leaves /graphqlx to the web app', async () => {
    const slash = await fetch(`${server.graphqlUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ emergencyContacts { id } }' }),
    });
    expect(slash.status).toBe(200);
    const other = await fetch(`${server.graphqlUrl}x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(other.status).toBe(404);
  });

  it('ignores X-Forwarded-For unless told a proxy stands in front', async () => {
    await server.db.query('DELETE FROM sign_in_throttle');
    const vendor = await makeStaff(server.db, UserRole.VENDOR);
    const c = new SessionClient(server.graphqlUrl, { 'x-forwarded-for': '203.0.113.7' });
    await c.request(SIGN_IN_VENDOR, { phone: vendor.phone!, password: 'not the password' });
    const keys: Array<{ key: string }> = await server.db.query(
      `SELECT key FROM sign_in_throttle WHERE key LIKE 'address:%'`,
    );
    expect(keys.map((k) => k.key)).toEqual([expect.stringMatching(/^address:(::ffff:)?127\.0\.0\.1$/)]);
  });
});
