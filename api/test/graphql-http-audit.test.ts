import { serverAudits, type Audit, type AuditResult } from 'graphql-http';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The GraphQL-over-HTTP spec's conformance audits (the graphql-http package's serverAudits)
 * against our /graphql on a real server. Every MUST passes; the SHOULDs and MAYs we do not meet
 * are listed below with the reason, and the test fails when that list changes either way, so an
 * upgrade of Apollo or a change to graphql-endpoint.ts that alters them is seen and decided on.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * The audits' fetch, as our web app sends GETs: with `apollo-require-preflight`. Without it our
 * CSRF prevention refuses every GET (a page elsewhere could make one with an <img>), so the GET
 * audits would test only that refusal, which graphql-transport.test.ts already does; the last
 * test here checks the refusal is the only difference.
 */
const withPreflight: typeof fetch = (input, init = {}) => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return fetch(input, init);
  const headers = new Headers(init.headers);
  headers.set('apollo-require-preflight', 'true');
  return fetch(input, { ...init, headers });
};

const audits = serverAudits({ url: () => server.graphqlUrl, fetchFn: withPreflight });
const level = (audit: Audit) => audit.name.split(' ', 1)[0];

/**
 * SHOULDs we do not meet, and why. All are Apollo Server's own choices, made for its clients;
 * none is worth changing, since the spec marks them as recommendations for the transition to
 * application/graphql-response+json, and our web app (Apollo Client) reads both status codes:
 *
 * - 572B, FDE2, 7B9B: "SHOULD use 200 on document parsing / validation / variable coercion failure
 *   when accepting application/json". Apollo answers 400 for a request that could not be executed
 *   at all, whatever the Accept header. The spec asks for 200 only so that legacy clients that throw
 *   on non-2xx still read the errors; ours do not, and a 400 lets logs, proxies and the service
 *   worker (which stores only 200s) tell a broken request from an answer. Keep.
 */
const KNOWN_SHOULD_FAILURES = ['572B', 'FDE2', '7B9B'];

/**
 * MAYs we do not meet: optional behaviour, listed so a change is noticed.
 * - none, with the preflight header (see withPreflight).
 */
const KNOWN_MAY_FAILURES: string[] = [];

const describeResult = (result: AuditResult) =>
  'reason' in result ? `${result.id} ${result.name}: ${result.reason}` : `${result.id} ${result.name}: ok`;

describe('GraphQL over HTTP: every MUST', () => {
  const musts = audits.filter((audit) => level(audit) === 'MUST');

  it('the package still has MUST audits to run', () => {
    expect(musts.length).toBeGreaterThan(10);
  });

  it.each(musts.map((audit) => [audit.id, audit.name, audit] as const))('%s %s', async (_id, _name, audit) => {
    const result = await audit.fn();
    expect(describeResult(result)).toBe(`${audit.id} ${audit.name}: ok`);
  });
});

describe('GraphQL over HTTP: SHOULDs and MAYs', () => {
  it.each([
    ['SHOULD', KNOWN_SHOULD_FAILURES],
    ['MAY', KNOWN_MAY_FAILURES],
  ] as const)('the %s audits that fail are the known ones', async (wanted, known) => {
    const results = await Promise.all(audits.filter((audit) => level(audit) === wanted).map((audit) => audit.fn()));
    const failing = results.filter((result) => result.status !== 'ok');
    process.stdout.write(
      `graphql-http: ${results.length - failing.length}/${results.length} ${wanted} audits pass${failing.map((f) => `\n  ${describeResult(f)}`).join('')}\n`,
    );
    expect(failing.map((f) => f.id).sort()).toEqual([...known].sort());
  });

  it('without the preflight header, only the GET audits differ: our CSRF prevention refuses them', async () => {
    const plain = serverAudits({ url: () => server.graphqlUrl });
    const differing: string[] = [];
    for (const [i, audit] of plain.entries()) {
      const [withHeader, without] = [await audits[i].fn(), await audit.fn()];
      if (withHeader.status !== without.status) differing.push(audit.id);
    }
    // 5A70 "MAY accept application/x-www-form-urlencoded formatted GET requests", and the two GETs with variables.
    expect(differing.sort()).toEqual(['5A70', '6A70', 'D6D5']);
  });
});
