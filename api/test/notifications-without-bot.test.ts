import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { logChatSender } from '../src/modules/notify/chat-sender';
import { createMailer } from '../src/shared/mailer';
import { runSeed } from '../src/seed/seed';
import { makeAdmin } from './support/people';
import { postGraphQL, silentLog, startTestServer, type TestServer } from './support/test-server';

const ASK = `mutation Ask($input: HelpRequestInput!) { requestHelp(input: $input) { code } }`;
const RESET = `mutation Reset($email: String!) { requestPasswordReset(email: $email) }`;

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
const everythingLogged = () => JSON.stringify(logged);

async function until(found: () => boolean) {
  const end = Date.now() + 10_000;
  while (!found() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    outbox: { log },
    services: () => ({ mailer: createMailer({ from: 'Haat <no-reply@haat.test>', log }) }),
  });
  await runSeed(server.db, silentLog);
});
afterAll(() => server.close());

describe('notifications without BOT_API_URL and BOT_TOKEN, or SMTP_URL', () => {
  it("holds each chat message, logging which one to which chat but never its text, and marks it sent to the admins' group", async () => {
    const { body } = await postGraphQL<{ requestHelp: { code: string } }>(server.graphqlUrl, ASK, {
      input: {
        idempotencyKey: `help-${randomUUID()}`,
        kind: 'MEDICAL_ASSISTANCE',
        name: 'Anjali Bagdi',
        phone: '9734012345',
        message: 'Blood for my father, O+',
      },
    });
    const code = body.data!.requestHelp.code;
    const [{ id }] = await server.db.query(`SELECT id FROM outbox_message WHERE reference = $1`, [code]);
    await until(() => logged.some((entry) => entry.message === id));

    expect(logged.find((entry) => entry.message === id)).toEqual(
      expect.objectContaining({
        msg: 'chat message held (no BOT_API_URL/BOT_TOKEN): not posted',
        kind: 'HELP_REQUESTED',
        chat: 'admins',
      }),
    );
    for (const personal of ['Anjali Bagdi', '9734012345', '97340', 'Blood for my father'])
      expect(everythingLogged()).not.toContain(personal);
    const [row] = await server.db.query(`SELECT status, sent_to FROM outbox_message WHERE reference = $1`, [code]);
    expect(row).toEqual({ status: 'SENT', sent_to: 'admins' });
  });

  it('holds a password-reset mail, logging it with the address masked, never the link', async () => {
    const admin = await makeAdmin(server.db, `rina-${randomUUID().slice(0, 8)}@haat.test`);
    expect((await postGraphQL(server.graphqlUrl, RESET, { email: admin.email })).body.errors).toBeUndefined();
    await until(() => logged.some((entry) => entry.kind === 'PASSWORD_RESET'));

    expect(logged.find((entry) => entry.kind === 'PASSWORD_RESET')).toEqual(
      expect.objectContaining({
        msg: 'mail held (no SMTP_URL): not sent',
        to: 'r***@haat.test',
        messageId: expect.stringMatching(/@haat>$/),
      }),
    );
    expect(everythingLogged()).not.toMatch(/forgetPassword|token=/);
    expect(everythingLogged()).not.toContain(admin.email!);
  });
});

describe('what the log senders write', () => {
  it('is never the message: not the text, not a reset link', async () => {
    const lines: string[] = [];
    const capture = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _e, done) => done(void lines.push(chunk.toString())) }),
    );
    const link = 'http://haat.test/forgetPassword?token=the-reset-secret-9f2c';
    await createMailer({ from: 'Haat <no-reply@haat.test>', log: capture }).send({
      to: 'admin@haat.test',
      subject: 'Reset your password',
      text: `Open ${link} to choose a new password.`,
      messageId: '<m-1@haat>',
      kind: 'PASSWORD_RESET',
    });
    await logChatSender(capture).send(
      '-100200300',
      'New order K7M2QX-1 for Rina Das, 98765 43210, Dakshin Para',
      'm-2',
      'ORDER_PLACED',
    );
    const all = lines.join('');
    expect(lines).toHaveLength(2);
    for (const secret of [
      'the-reset-secret-9f2c',
      'Open http',
      'admin@haat.test',
      'Rina Das',
      '98765 43210',
      'Dakshin Para',
    ])
      expect(all).not.toContain(secret);
    expect(all).toContain('a***@haat.test');
    expect(all).toContain('-100200300');
  });
});
