import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGN_IN_ADMIN } from './support/session-client';
import { jsonBody, postGraphQL, postText, startTestServer, type TestServer } from './support/test-server';
import { graphql } from './generated';

const INTROSPECTION = graphql(`
  query SecurityHeadersIntrospection {
    __schema {
      queryType {
        name
      }
    }
  }
`);

/** A built web app of one page, with an inline script and style as the real one has. */
function webDistFixture(): { dir: string; script: string; style: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-dist-'));
  const script = "\n      window.__first = '/grocery';\n    ";
  const style = '\n      html { background: #fbf6ec; }\n    ';
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${script}</script><style>${style}</style>` +
      `<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
  );
  return { dir, script, style };
}
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('in production', () => {
  let server: TestServer;
  const web = webDistFixture();
  beforeAll(async () => {
    server = await startTestServer({
      nodeEnv: 'production',
      webDist: web.dir,
      services: (defaults) => ({
        // Something inside breaks with a message naming internals: the client must not see them.
        clock: () => {
          throw new Error('relation "secret_table" does not exist at /srv/haat/api/dist/x.js');
        },
        settings: defaults.settings,
      }),
    });
  });
  afterAll(() => server.close());

  it('sends helmet’s headers and a content security policy with the hashes of index.html’s inline script and style', async () => {
    const response = await fetch(`${server.url}/some/page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const policy = response.headers.get('content-security-policy')!;
    const directive = (name: string) =>
      policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe(`script-src 'self' ${hashOf(web.script)}`);
    expect(directive('style-src')).toBe(`style-src 'self' ${hashOf(web.style)}`);
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('sends them on the probes too', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it('sends them on /graphql answers, with a policy that allows nothing', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('refuses introspection', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, INTROSPECTION);
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors![0].message).toMatch(/introspection/i);
  });

  it('shows no sandbox page', async () => {
    const response = await fetch(server.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect(await response.text()).not.toMatch(/<html|sandbox/i);
  });

  it('hides the schema in "Did you mean" suggestions', async () => {
    const { body } = await postText(server.graphqlUrl, '{ emergencyContact { id } }');
    expect(body.errors![0].message).not.toMatch(/emergencyContacts/);
  });

  it('masks an unexpected error: a code and a plain sentence, nothing of the internals', async () => {
    const { body } = await postGraphQL(server.graphqlUrl, SIGN_IN_ADMIN, {
      email: 'someone@haat.test',
      password: 'whatever it is',
    });
    expect(body.errors).toEqual([
      {
        message: 'Something went wrong on our side. Please try again.',
        path: ['signInAdmin'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/secret_table|\/srv\/| {4}at /);
  });
});

describe('introspection and the sandbox', () => {
  it('are on outside production', async () => {
    const server = await startTestServer({ nodeEnv: 'development' });
    try {
      const { status, body } = await postGraphQL(server.graphqlUrl, INTROSPECTION);
      expect(status).toBe(200);
      expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const page = await fetch(server.graphqlUrl, { headers: { accept: 'text/html' } });
      expect(await page.text()).toMatch(/<html/i);
    } finally {
      await server.close();
    }
  });

  it('are on in production when GRAPHQL_INTROSPECTION turns them on', async () => {
    const server = await startTestServer({ nodeEnv: 'production', graphqlIntrospection: true });
    try {
      const { status } = await postGraphQL(server.graphqlUrl, INTROSPECTION);
      expect(status).toBe(200);
      const page = await fetch(server.graphqlUrl, { headers: { accept: 'text/html' } });
      expect(await page.text()).toMatch(/<html/i);
      // The sandbox's code comes from Apollo's CDN: a policy allowing nothing would break it.
      expect(page.headers.get('content-security-policy')).toBeNull();
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await server.close();
    }
  });
});

describe('CORS', () => {
  let server: TestServer;
  const ALLOWED = 'https://app.haat.example';
  const FOREIGN = 'https://evil.example';
  beforeAll(async () => {
    server = await startTestServer({ corsOrigins: [ALLOWED] });
  });
  afterAll(() => server.close());

  const post = (origin: string) =>
    fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
  const preflight = (origin: string, url = server.graphqlUrl) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('gives a foreign origin no Access-Control-Allow-Origin, on /graphql and elsewhere', async () => {
    const answer = await post(FOREIGN);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(FOREIGN)).headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await fetch(`${server.url}/healthz`, { headers: { origin: FOREIGN } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('allows a configured origin, with credentials, including the preflight on /graphql', async () => {
    const answer = await post(ALLOWED);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    const check = await preflight(ALLOWED);
    expect(check.status).toBe(204);
    expect(check.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(check.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(check.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(
      (await fetch(`${server.url}/healthz`, { headers: { origin: ALLOWED } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe(ALLOWED);
  });

  it('allows no origin by default', async () => {
    const plain = await startTestServer();
    try {
      const answer = await fetch(plain.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ALLOWED },
        body: '{"query":"{ __typename }"}',
      });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect((await jsonBody<{ data: unknown }>(answer)).data).toEqual({ __typename: 'Query' });
    } finally {
      await plain.close();
    }
  });
});
