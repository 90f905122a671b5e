import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../../src/app';
import type { TrustProxy } from '../../src/shared/client-address';
import type { AppServices } from '../../src/shared/context';
import type { Logger } from '../../src/shared/logger';
import { createDataSource } from '../../src/shared/db/data-source';
import { createServices } from '../../src/shared/services';
import { botApiSender, logChatSender } from '../../src/modules/notify/chat-sender';
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../../src/modules/notify/outbox-worker';

export interface TestServer {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  db: DataSource;
  app: App;
  services: AppServices;
  close(): Promise<void>;
}

/** Silent, unless TEST_LOG names a level (TEST_LOG=error shows what a masked INTERNAL_SERVER_ERROR was). */
export const silentLog = pino({ level: (process.env.TEST_LOG as 'silent' | undefined) ?? 'silent' });

/** The real app on 127.0.0.1 and a random port, over the test run's database. */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export interface TestServerOptions {
  databaseUrl?: string;
  poolSize?: number;
  /** Replace parts of the app's services: a settable clock, a mail catcher, a Redis store. */
  services?: (defaults: AppServices) => Partial<AppServices>;
  redisUrl?: string;
  smtpUrl?: string;
  /**
   * Proxies to believe about the client's address, as TRUST_PROXY says; none by default. Tests
   * that send X-Forwarded-For from 127.0.0.1 play the one proxy in front: 1.
   */
  trustProxy?: TrustProxy;
  /** WebSocket connections one address may hold open. */
  wsConnectionsPerClient?: number;
  nodeEnv?: 'development' | 'production' | 'test';
  /** Introspection and the sandbox page; on unless nodeEnv is production, as in config.ts. */
  graphqlIntrospection?: boolean;
  corsOrigins?: string[];
  /**
   * Anonymous writes per phone and address in an hour. Unlimited unless a test asks: every test
   * writes from 127.0.0.1, often with one phone number; write-limits.test.ts tests the limits.
   */
  writeLimits?: { perPhone: number; perAddress: number };
  /** Find Order's look-ups per phone and address in an hour; unlimited unless a test asks. */
  lookupLimits?: { perPhone: number; perAddress: number };
  /** Where the built web app is; none by default. */
  webDist?: string;
  /** The app's log (the request log among it); silent by default. */
  log?: Logger;
  /**
   * Run the outbox worker: posting to a bot API at `botApiUrl` (else to the log), polling fast.
   * Left out, no worker runs, so statement counts and the like see only the request's own work.
   */
  outbox?: { botApiUrl?: string; adminChatId?: string; worker?: Partial<OutboxWorkerOptions>; log?: Logger };
}

/** The bot token tests use; the fake bot API checks it is in the path. */
export const TEST_BOT_TOKEN = '123456:TEST-token';
export const TEST_ADMIN_CHAT = '-100200300';

/** Quick enough that a test waits a moment, slow enough that the polling stays cheap. */
export const TEST_OUTBOX_TIMING: Partial<OutboxWorkerOptions> = { pollMs: 50, retryBaseMs: 50, leaseMs: 15_000 };

/**
 * The data source, connected. On a test machine busy with other suites a first connection can
 * take longer than the app's 5-second connect timeout (seen once in the crowd test, starting two
 * instances at once): try twice more, each time afresh, before failing the test.
 */
async function connectedDataSource(url: string, poolSize: number): Promise<DataSource> {
  for (let attempt = 1; ; attempt++) {
    const db = createDataSource({ url, poolSize });
    try {
      return await db.initialize();
    } catch (error) {
      if (db.isInitialized) await db.destroy().catch(() => undefined);
      if (attempt >= 3 || !/connection timeout|terminated unexpectedly/i.test(String(error))) throw error;
    }
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the API tests need the global setup');
  const db = await connectedDataSource(databaseUrl, options.poolSize ?? 2);
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
      writeLimits: options.writeLimits ?? { perPhone: 1_000_000, perAddress: 1_000_000 },
      lookupLimits: options.lookupLimits ?? { perPhone: 1_000_000, perAddress: 1_000_000 },
    },
    db,
    silentLog,
  );
  const services = { ...defaults, ...options.services?.(defaults) };
  const app = await createApp({
    config: {
      nodeEnv: options.nodeEnv ?? 'test',
      webDist: options.webDist ?? '/nonexistent',
      trustProxy: options.trustProxy ?? 0,
      wsConnectionsPerClient: options.wsConnectionsPerClient ?? 30,
      graphqlIntrospection: options.graphqlIntrospection ?? options.nodeEnv !== 'production',
      corsOrigins: options.corsOrigins ?? [],
    },
    db,
    log: options.log ?? silentLog,
    services,
  });
  const port = await app.listen(0, '127.0.0.1');
  let worker: OutboxWorker | undefined;
  if (options.outbox) {
    const { botApiUrl, adminChatId = botApiUrl ? TEST_ADMIN_CHAT : 'admins' } = options.outbox;
    const chat = botApiUrl
      ? botApiSender({ apiUrl: botApiUrl, token: TEST_BOT_TOKEN, timeoutMs: 2000 })
      : logChatSender(options.outbox.log ?? silentLog);
    worker = startOutboxWorker(
      {
        db,
        log: silentLog,
        mailer: services.mailer,
        chat,
        settings: { publicUrl: 'http://haat.test', adminChatId },
        wakeOn: services.events.pubSub.subscribe('ORDER_CHANGED'),
      },
      { ...TEST_OUTBOX_TIMING, ...options.outbox.worker },
    );
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    db,
    app,
    services,
    async close() {
      await worker?.stop();
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

/** A typed operation: graphql(`…`) from api/test/generated, its answer and variables typed by the schema. */
export type Operation<R, V> = TypedDocumentNode<R, V>;

/** The variables an operation takes: left out when it has none, or none required. */
export type VariablesArg<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/** An operation's text as it goes over the wire. */
export function operationText(operation: DocumentNode | string): string {
  return typeof operation === 'string' ? operation : print(operation);
}

/** A POST as the web app sends it, of a typed document (graphql(`…`)). */
export async function postGraphQL<R, V>(
  graphqlUrl: string,
  document: Operation<R, V>,
  ...[variables]: VariablesArg<V>
): Promise<GraphQLResponse<R>>;
/** @deprecated an operation as a string: send a graphql(`…`) document, or `postText` for a malformed one. */
export async function postGraphQL<T = Record<string, unknown>>(
  graphqlUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResponse<T>>;
export async function postGraphQL(
  graphqlUrl: string,
  query: Operation<unknown, unknown> | string,
  variables?: unknown,
): Promise<GraphQLResponse<unknown>> {
  return postText(graphqlUrl, operationText(query), variables as Record<string, unknown> | undefined);
}

/** A POST of a typed document that must succeed: its data, or the test fails with the errors. */
export async function postData<R, V>(
  graphqlUrl: string,
  document: Operation<R, V>,
  ...variables: VariablesArg<V>
): Promise<R> {
  const { status, body } = await postGraphQL(graphqlUrl, document, ...variables);
  if (body.errors || status !== 200 || !body.data) throw new Error(`${status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A POST of an operation's text as it is: for operations the schema refuses on purpose. */
export async function postText<T = Record<string, unknown>>(
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

/** The body of a refused request, as the app's error handlers write it. */
export interface ErrorBody {
  errors: Array<{ message: string; extensions: { code?: string; [key: string]: unknown } }>;
}

/** Parses a response body for assertions; a typed test names the shape it expects as T. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped tests' default; typed ones name T
export async function jsonBody<T = any>(response: Response): Promise<T> {
  return response.json() as Promise<T>;
}
