import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../../src/app';
import { createDataSource } from '../../src/shared/db/data-source';

export interface TestServer {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  db: DataSource;
  app: App;
  close(): Promise<void>;
}

export const silentLog = pino({ level: 'silent' });

/** The real app on 127.0.0.1 and a random port, over the test run's database. */
export async function startTestServer(options: { databaseUrl?: string; poolSize?: number } = {}): Promise<TestServer> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the API tests need the global setup');
  const db = createDataSource({ url: databaseUrl, poolSize: options.poolSize ?? 2 });
  await db.initialize();
  const app = await createApp({ config: { nodeEnv: 'test', webDist: '/nonexistent' }, db, log: silentLog });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    db,
    app,
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
