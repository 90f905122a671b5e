import { seededServer, signInAdmin } from './support/flows';
import { makeAdmin, PASSWORD } from './support/people';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { errorCode, ME, SessionClient, SIGN_IN_ADMIN } from './support/session-client';
import { type TestServer } from './support/test-server';
import { graphql } from './generated';

const REQUEST = graphql(`
  mutation PasswordResetRequest($email: String!) {
    requestPasswordReset(email: $email)
  }
`);
const RESET = graphql(`
  mutation PasswordResetReset($token: String!, $password: String!) {
    resetPassword(input: { token: $token, password: $password })
  }
`);

let server: TestServer;
let mail: MailCatcher;
let now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await seededServer({ smtpUrl: mail.url, outbox: {}, services: () => ({ clock: () => now }) });
});
afterAll(async () => {
  await server.close();
  await mail.close();
});
beforeEach(() => {
  now = new Date('2026-11-21T10:00:00Z');
});

/** The token from the link in a mail (quoted-printable may fold long lines). */
function tokenFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/forgetPassword\?token=([\w%-]+)/.exec(unfolded);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return decodeURIComponent(match[1]);
}

async function requestLink(email: string): Promise<string> {
  const { body } = await new SessionClient(server.graphqlUrl).request(REQUEST, { email });
  expect(body.data).toEqual({ requestPasswordReset: true });
  const received = await mail.next();
  expect(received.to).toEqual([email]);
  return tokenFrom(received.raw);
}

describe('password reset for admins', () => {
  it('mails a link through SMTP; the token sets a new password once, and every session is signed out', async () => {
    const signedIn = await signInAdmin(server);
    const admin = signedIn.user;

    const token = await requestLink(admin.email!);
    const c = new SessionClient(server.graphqlUrl);
    expect((await c.request(RESET, { token, password: 'a brand new passphrase' })).body.data).toEqual({
      resetPassword: true,
    });

    expect(errorCode((await signedIn.request(ME)).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await c.request(SIGN_IN_ADMIN, { email: admin.email!, password: PASSWORD })).body)).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(
      (await c.authenticate(SIGN_IN_ADMIN, { email: admin.email!, password: 'a brand new passphrase' })).body.errors,
    ).toBeUndefined();

    const again = await c.request(RESET, { token, password: 'yet another passphrase' });
    expect(errorCode(again.body)).toBe('BAD_USER_INPUT');
    expect(again.body.errors![0].extensions!.field).toBe('token');
  });

  it('keeps the token only as a hash', async () => {
    const admin = await makeAdmin(server.db);
    const token = await requestLink(admin.email!);
    expect(JSON.stringify(await server.db.query('SELECT * FROM password_reset_token'))).not.toContain(token);
  });

  it('refuses a link older than 30 minutes', async () => {
    const admin = await makeAdmin(server.db);
    const token = await requestLink(admin.email!);
    now = new Date(now.getTime() + 31 * 60 * 1000);
    const { body } = await new SessionClient(server.graphqlUrl).request(RESET, {
      token,
      password: 'a brand new passphrase',
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const admin = await makeAdmin(server.db);
    const token = await requestLink(admin.email!);
    const c = new SessionClient(server.graphqlUrl);
    for (const weak of ['short', 'password123', 'Qwertyuiop']) {
      const { body } = await c.request(RESET, { token, password: weak });
      expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    }
    expect((await c.request(RESET, { token, password: 'finally a good one' })).body.data).toEqual({
      resetPassword: true,
    });
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const before = mail.mails.length;
    const { body } = await new SessionClient(server.graphqlUrl).request(REQUEST, { email: 'nobody-here@haat.test' });
    expect(body).toEqual({ data: { requestPasswordReset: true } });
    await new Promise((r) => setTimeout(r, 500));
    expect(mail.mails.length).toBe(before);
  });

  it('mails one mailbox at most three links an hour, answering every request the same', async () => {
    const admin = await makeAdmin(server.db);
    const tokens = async () =>
      Number(
        (
          await server.db.query<Array<{ n: number }>>(
            `SELECT count(*)::int AS n FROM password_reset_token WHERE user_id = $1`,
            [admin.id],
          )
        )[0].n,
      );
    for (let i = 0; i < 3; i++) await requestLink(admin.email!);
    const before = mail.mails.length;
    for (let i = 0; i < 2; i++) {
      const { body } = await new SessionClient(server.graphqlUrl).request(REQUEST, { email: admin.email! });
      expect(body).toEqual({ data: { requestPasswordReset: true } });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(mail.mails.length).toBe(before);
    expect(await tokens()).toBe(3);
    // An hour after the first, the mailbox may have a link again.
    now = new Date(now.getTime() + 60 * 60 * 1000);
    await requestLink(admin.email!);
    expect(await tokens()).toBe(4);
  });

  it('refuses a made-up token', async () => {
    const { body } = await new SessionClient(server.graphqlUrl).request(RESET, {
      token: 'made-up',
      password: 'a brand new passphrase',
    });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
  });
});
