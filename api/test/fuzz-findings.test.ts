import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isInputObjectType, isNonNullType } from 'graphql';
import { signInAdmin } from './support/flows';
import { errorCode, SessionClient, SIGN_IN_ADMIN } from './support/session-client';
import { jsonBody, postGraphQL, startTestServer, type TestServer } from './support/test-server';

/**
 * What fuzz.test.ts found, each pinned by a plain test: every one was an INTERNAL_SERVER_ERROR
 * (an exception nobody expected) and is now the caller's refusal, or an answer.
 */

let server: TestServer;
let admin: SessionClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const cursor = (value: string) => Buffer.from(`[${value},"${randomUUID()}"]`).toString('base64url');

describe('text PostgreSQL cannot hold (NUL, half a surrogate pair)', () => {
  it.each([
    ['page', '{ page(slug: $slug) { id } }'],
    ['serviceType', '{ serviceType(slug: $slug) { slug } }'],
    ['galleryAlbum', '{ galleryAlbum(slug: $slug) { id } }'],
  ])('%s by such a slug finds nothing, as any unknown slug', async (field, selection) => {
    for (const slug of ['about\u0000', '\ud800']) {
      const { status, body } = await postGraphQL(server.graphqlUrl, `query ($slug: String!) ${selection}`, { slug });
      expect({ status, body }).toEqual({ status: 200, body: { data: { [field]: null } } });
    }
  });

  it('is refused in a write with BAD_USER_INPUT naming the field, before any validator or the database sees it', async () => {
    const signIn = await postGraphQL(server.graphqlUrl, SIGN_IN_ADMIN, { email: '\ud800', password: 'x' });
    expect(signIn.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const cancel = await postGraphQL(
      server.graphqlUrl,
      'mutation ($input: AppointmentTokenInput!) { cancelAppointment(input: $input) { code } }',
      {
        input: { code: 'a\u0000b', trackingToken: 'x' },
      },
    );
    expect(cancel.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const post = await admin.request('mutation ($input: FeedPostInput!) { createFeedPost(input: $input) { id } }', {
      input: { type: 'JOB', title: 'A job', body: 'Half an emoji: \ud83d' },
    });
    expect(post.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
  });
});

it('every text argument of every query takes NUL and half a surrogate pair as text that matches nothing, never an internal error', async () => {
  const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
  const internal: string[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    for (const arg of field.args) {
      const named = getNamedType(arg.type);
      if (named.name !== 'String' && !isInputObjectType(named)) continue;
      // Only the fields this one argument is enough for.
      if (field.args.some((other) => other !== arg && isNonNullType(other.type) && other.defaultValue === undefined))
        continue;
      for (const text of ['x\u0000', '\ud800']) {
        const value = isInputObjectType(named)
          ? Object.fromEntries(
              Object.values(named.getFields())
                .filter((f) => getNamedType(f.type).name === 'String')
                .map((f) => [f.name, text]),
            )
          : text;
        const { body } = await admin.request(
          `query ($v: ${String(arg.type)}) { ${field.name}(${arg.name}: $v) { __typename } }`,
          { v: value },
        );
        if (JSON.stringify(body).includes('INTERNAL_SERVER_ERROR'))
          internal.push(`${field.name}(${arg.name}: ${JSON.stringify(text)})`);
      }
    }
  }
  expect(internal).toEqual([]);
});

describe('page cursors whose value is not of the sort’s kind', () => {
  it.each([
    ['text on a numeric sort', 'totoStands', '"0f"'],
    ['a fraction on a numeric sort', 'totoStands', '1.5'],
    ['a number past 64 bits on a numeric sort', 'totoStands', '1e400'],
    ['a number on a text sort', 'teachers', '5'],
  ])('refuses %s with BAD_USER_INPUT naming after', async (_what, field, value) => {
    const { body } = await postGraphQL(
      server.graphqlUrl,
      `query ($after: String) { ${field}(after: $after, first: 1) { pageInfo { hasNextPage } } }`,
      {
        after: cursor(value),
      },
    );
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.field).toBe('after');
  });
});

it('answers a persisted query whose hash does not match with 400 BAD_REQUEST, not an internal error', async () => {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ __typename }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    }),
  });
  expect(response.status).toBe(400);
  expect((await jsonBody(response)).errors[0]).toEqual({
    message: 'provided sha does not match query',
    extensions: { code: 'BAD_REQUEST' },
  });
});
