import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggedPath } from '../src/shared/request-log';
import { startTestServer, type TestServer } from './support/test-server';

const PHONE = '9876543210';
const TOKEN = 'tracking-secret-4f9a1c77e2';
const RESET = 'reset-secret-b81d0e3c55';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  // A built web app of one page, so page addresses are served as in production.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  server = await startTestServer({ webDist, log: pino({ level: 'info' }, sink) });
});
afterAll(() => server.close());

/** The request log's line for a path, once the answer has gone out. */
async function logLineFor(pathStart: string) {
  for (let i = 0; i < 50; i++) {
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.req?.url?.startsWith(pathStart));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request log line for ${pathStart}: ${lines.join('\n')}`);
}

describe('the request log', () => {
  it('keeps a GraphQL GET’s path only: the tracking token in its variables stays out', async () => {
    const query = 'query TrackOrder($input: TrackOrderInput!) { trackOrder(input: $input) { code } }';
    const variables = JSON.stringify({ input: { code: 'K7M2QX-1', trackingToken: TOKEN } });
    const response = await fetch(
      `${server.graphqlUrl}?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables)}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(response.status).toBe(200);
    expect((await logLineFor('/graphql')).req).toMatchObject({ method: 'GET', url: '/graphql' });
  });

  it('masks the phone number of a Find order page, and keeps a reset link’s token out', async () => {
    expect((await fetch(`${server.url}/findOrder/${PHONE}?order=K7M2QX-1`)).status).toBe(200);
    expect((await fetch(`${server.url}/forgetPassword?token=${RESET}`)).status).toBe(200);
    expect((await logLineFor('/findOrder')).req.url).toBe('/findOrder/***');
    expect((await logLineFor('/forgetPassword')).req.url).toBe('/forgetPassword');
  });

  it('never holds the token, the phone number or the reset token anywhere', () => {
    const all = lines.join('\n');
    for (const secret of [TOKEN, encodeURIComponent(TOKEN), PHONE, RESET]) expect(all).not.toContain(secret);
  });
});

describe('loggedPath', () => {
  it.each([
    ['/graphql?query=%7B%20x%20%7D&variables=%7B%7D', '/graphql'],
    ['/findOrder/9876543210', '/findOrder/***'],
    ['/FINDORDER/%2B91%2098765%2043210/', '/FINDORDER/***/'],
    ['/findOrder', '/findOrder'],
    ['/forgetPassword?token=abc', '/forgetPassword'],
    ['/grocery', '/grocery'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});
