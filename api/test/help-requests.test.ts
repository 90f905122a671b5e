import { randomUUID } from 'node:crypto';
import { seededServer, signInAdmin, signInShop, type StaffClient } from './support/flows';
import { SHOP_A } from './support/people';
import { errorCode, SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

let server: TestServer;
let admin: StaffClient;
let vendor: SessionClient;

beforeAll(async () => {
  server = await seededServer();
  admin = await signInAdmin(server);
  vendor = await signInShop(server, SHOP_A);
});
afterAll(() => server.close());

const REQUEST = `mutation Ask($input: HelpRequestInput!) { requestHelp(input: $input) { code status } }`;
const LIST = `query List($status: HelpRequestStatus, $first: Int, $after: String) {
  helpRequests(status: $status, first: $first, after: $after) { nodes { id code kind serviceType name phone village message status adminNote nextStatuses } pageInfo { endCursor hasNextPage } }
}`;
const UPDATE = `mutation Update($input: UpdateHelpRequestInput!) { updateHelpRequest(input: $input) { status adminNote nextStatuses } }`;

const ask = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: `help-${randomUUID()}`,
  kind: 'MEDICAL_ASSISTANCE',
  name: 'Anjali Bagdi',
  phone: '9734 012345',
  village: 'Supur',
  message: 'Need an ambulance to Bolpur for my mother tomorrow morning',
  ...overrides,
});

describe('help requests', () => {
  it('records a medical assistance request and a service request; admins list them newest first and move them on', async () => {
    const medical = await postGraphQL<{ requestHelp: any }>(server.graphqlUrl, REQUEST, { input: ask() });
    expect(medical.body.data!.requestHelp).toEqual({ code: expect.stringMatching(/^HR-[2-9A-Z]{6}$/), status: 'NEW' });
    const service = await postGraphQL<{ requestHelp: any }>(server.graphqlUrl, REQUEST, {
      input: ask({ kind: 'SERVICE', serviceType: 'Electrician', message: 'Fan not working' }),
    });
    expect(service.body.errors).toBeUndefined();

    const { body } = await admin.request<{ helpRequests: any }>(LIST, { status: 'NEW', first: 10 });
    const [newest, older] = body.data!.helpRequests.nodes;
    expect(newest).toMatchObject({
      code: service.body.data!.requestHelp.code,
      kind: 'SERVICE',
      serviceType: 'electrician',
      phone: '+919734012345',
    });
    expect(older).toMatchObject({
      kind: 'MEDICAL_ASSISTANCE',
      serviceType: null,
      village: 'Supur',
      nextStatuses: ['IN_PROGRESS', 'DONE', 'CLOSED'],
    });

    const moving = await admin.request<{ updateHelpRequest: any }>(UPDATE, {
      input: { id: older.id, status: 'IN_PROGRESS', note: 'Called back, arranging' },
    });
    expect(moving.body.errors).toBeUndefined();
    expect(moving.body.data!.updateHelpRequest).toEqual({
      status: 'IN_PROGRESS',
      adminNote: 'Called back, arranging',
      nextStatuses: ['DONE', 'CLOSED'],
    });
    const done = await admin.request<{ updateHelpRequest: any }>(UPDATE, { input: { id: older.id, status: 'DONE' } });
    expect(done.body.data!.updateHelpRequest).toEqual({
      status: 'DONE',
      adminNote: 'Called back, arranging',
      nextStatuses: [],
    });
    const back = await admin.request(UPDATE, { input: { id: older.id, status: 'NEW' } });
    expect(errorCode(back.body)).toBe('BAD_USER_INPUT');
  });

  it('records a message from the contact page as a request of its own kind, which admins list apart', async () => {
    const sent = await postGraphQL<{ requestHelp: any }>(server.graphqlUrl, REQUEST, {
      input: ask({ kind: 'CONTACT', village: null, message: 'Please add the Sunday haat at Supur to the bazaar page' }),
    });
    expect(sent.body.data!.requestHelp.status).toBe('NEW');
    const { body } = await admin.request<{ helpRequests: any }>(
      `query { helpRequests(kind: CONTACT, first: 10) { nodes { code kind serviceType message } } }`,
    );
    expect(body.data!.helpRequests.nodes).toContainEqual({
      code: sent.body.data!.requestHelp.code,
      kind: 'CONTACT',
      serviceType: null,
      message: 'Please add the Sunday haat at Supur to the bazaar page',
    });
    expect(body.data!.helpRequests.nodes.every((n: { kind: string }) => n.kind === 'CONTACT')).toBe(true);
  });

  it('pages through requests by cursor', async () => {
    for (let i = 0; i < 3; i++)
      await postGraphQL(server.graphqlUrl, REQUEST, { input: ask({ message: `Page test ${i}` }) });
    const first = await admin.request<{ helpRequests: any }>(LIST, { first: 2 });
    const second = await admin.request<{ helpRequests: any }>(LIST, {
      first: 2,
      after: first.body.data!.helpRequests.pageInfo.endCursor,
    });
    const codes = [...first.body.data!.helpRequests.nodes, ...second.body.data!.helpRequests.nodes].map(
      (n: { code: string }) => n.code,
    );
    expect(new Set(codes).size).toBe(4);
    const bad = await admin.request(LIST, { first: 2, after: 'not-a-cursor' });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
  });

  it('keeps requests from anyone but admins', async () => {
    expect(errorCode((await postGraphQL(server.graphqlUrl, LIST, {})).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await vendor.request(LIST, {})).body)).toBe('FORBIDDEN');
  });

  it('records the same key once', async () => {
    const input = ask();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postGraphQL<{ requestHelp: any }>(server.graphqlUrl, REQUEST, { input })),
    );
    expect(new Set(answers.map((a) => a.body.data!.requestHelp.code)).size).toBe(1);
  });

  it('names a key used before for another request', async () => {
    const input = ask();
    await postGraphQL(server.graphqlUrl, REQUEST, { input });
    const { body } = await postGraphQL(server.graphqlUrl, REQUEST, { input: { ...input, phone: '98000 99999' } });
    expect(body.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'idempotencyKey',
      reason: 'requestKeyReused',
    });
  });

  // The reason names the sentence, for the web to say it in the customer's language; the checks
  // of the input's shape (a message too long) have none, and the web shows their English.
  it.each([
    ['a service nobody offers', { kind: 'SERVICE', serviceType: 'dragon-tamer' }, 'serviceType', 'serviceUnknown'],
    ['a service request without a service', { kind: 'SERVICE', serviceType: null }, 'serviceType', 'serviceUnknown'],
    ['a phone that is not a mobile', { phone: '0346 3260300' }, 'phone', 'mobileInvalid'],
    ['a blank name', { name: '   ' }, 'name', 'nameRequired'],
    ['an empty message', { message: '   ' }, 'message', 'messageRequired'],
    ['a message of 600 characters', { message: 'x'.repeat(600) }, 'message', 'tooLong'],
  ])(
    'refuses %s with BAD_USER_INPUT naming the field and the reason, and records nothing',
    async (_what, overrides, field, reason) => {
      const [before] = await server.db.query('SELECT count(*)::int AS n FROM help_request');
      const { body } = await postGraphQL(server.graphqlUrl, REQUEST, { input: ask(overrides) });
      expect(errorCode(body)).toBe('BAD_USER_INPUT');
      expect(body.errors![0].extensions!.field).toBe(field);
      expect(body.errors![0].extensions!.reason).toBe(reason);
      expect((await server.db.query('SELECT count(*)::int AS n FROM help_request'))[0]).toEqual(before);
    },
  );
});
