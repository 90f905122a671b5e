import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../../src/app';
import type { AppServices } from '../../src/shared/context';
import { createDataSource } from '../../src/shared/db/data-source';
import { createServices } from '../../src/shared/services';

export interface TestServer {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  db: DataSource;
  app: App;
  services: AppServices;
  close(): Promise<void>;
}

export const silentLog = pino({ level: 'silent' });

/** The real app on 127.0.0.1 and a random port, over the test run's database. */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export interface TestServerOptions {
  databaseUrl?: string;
  poolSize?: number;
  /** Replace parts of the app's services: a settable clock, a mail catcher, a Redis store. */
  services?: (defaults: AppServices) => Partial<AppServices>;
  redisUrl?: string;
  smtpUrl?: string;
  /** Take the client address from X-Forwarded-For, as behind a load balancer. */
  trustProxy?: boolean;
  /** WebSocket connections one address may hold open. */
  wsConnectionsPerClient?: number;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the API tests need the global setup');
  const db = createDataSource({ url: databaseUrl, poolSize: options.poolSize ?? 2 });
  await db.initialize();
  const defaults = createServices(
    {
      jwtSecret: TEST_JWT_SECRET,
      cookieSecure: false,
      publicUrl: 'http://haat.test',
      mailFrom: 'Haat <no-reply@haat.test>',
      smtpUrl: options.smtpUrl,
      redisUrl: options.redisUrl,
      // Each server its own folder for uploads, so tests never see each other's photos.
      uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-uploads-')),
    },
    db,
    silentLog,
  );
  const services = { ...defaults, ...options.services?.(defaults) };
  const app = await createApp({
    config: { nodeEnv: 'test', webDist: '/nonexistent', trustProxy: options.trustProxy ?? false, wsConnectionsPerClient: options.wsConnectionsPerClient ?? 30 },
    db,
    log: silentLog,
    services,
  });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    db,
    app,
    services,
    async close() {
      await app.close();
      if (db.isInitialized) await db.destroy();
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: unknown[] }>;
  };
}

/** A POST as the web app sends it. */
export async function postGraphQL<T = Record<string, unknown>>(
  graphqlUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T>['body'] };
}

/** Parses a response body for assertions; tests state the shape they expect. */
export async function jsonBody(response: Response): Promise<any> {
  return response.json();
}
