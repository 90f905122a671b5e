import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { runSeed } from '../src/seed/seed';
import { postGraphQL, silentLog, startTestServer, type TestServer } from './support/test-server';

const ASK = `mutation Ask($input: HelpRequestInput!) { requestHelp(input: $input) { code } }`;

const logged: Array<Record<string, unknown>> = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()));
      done();
    },
  }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ outbox: { log } });
  await runSeed(server.db, silentLog);
});
afterAll(() => server.close());

describe('notifications without BOT_API_URL and BOT_TOKEN', () => {
  it("writes each chat message to the log instead, so a newcomer sees it, and marks it sent to the admins' group", async () => {
    const { body } = await postGraphQL<{ requestHelp: { code: string } }>(server.graphqlUrl, ASK, {
      input: { idempotencyKey: `help-${randomUUID()}`, kind: 'MEDICAL_ASSISTANCE', name: 'Anjali Bagdi', phone: '9734012345', message: 'Blood for my father, O+' },
    });
    const code = body.data!.requestHelp.code;
    const until = Date.now() + 10_000;
    while (!logged.some((entry) => String(entry.text).includes(code)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));

    expect(logged.find((entry) => String(entry.text).includes(code))).toMatchObject({
      msg: 'chat message not posted (no BOT_API_URL/BOT_TOKEN): here it is instead',
      chat: 'admins',
      text: expect.stringContaining('Blood for my father, O+'),
    });
    const [row] = await server.db.query(`SELECT status, sent_to FROM outbox_message WHERE reference = $1`, [code]);
    expect(row).toEqual({ status: 'SENT', sent_to: 'admins' });
  });
});
