import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { seededServer, signInRider } from './support/flows';
import { postText, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await seededServer();
  client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
});
afterAll(async () => {
  await client.dispose();
  await server.close();
});

describe('graphql-ws on the same port and path', () => {
  it('runs an operation over the WebSocket', async () => {
    const result = await new Promise<{ data?: { emergencyContacts: Array<{ name: string }> } }>((resolve, reject) => {
      let received: unknown;
      client.subscribe(
        { query: '{ emergencyContacts(group: AMBULANCE) { name } }' },
        { next: (value) => (received = value), error: reject, complete: () => resolve(received as never) },
      );
    });
    expect(result.data!.emergencyContacts.map((c) => c.name)).toContain('Emergency Ambulance');
  });

  it('answers a bad operation over the WebSocket with a coded error, not a dropped socket', async () => {
    const errors = await new Promise<ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>>(
      (resolve, reject) => {
        client.subscribe(
          { query: '{ emergencyContacts(group: DRAGONS) { name } }' },
          {
            next: () => reject(new Error('expected an error')),
            error: (e) => resolve(e as never),
            complete: () => undefined,
          },
        );
      },
    );
    expect(errors[0].message).toMatch(/DRAGONS/);
  });

  /** The errors one operation ends with, whether graphql-ws sends them as `next` or as `error`. */
  function errorsOf(query: string, variables?: Record<string, unknown>) {
    return new Promise<ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>>((resolve) => {
      client.subscribe(
        { query, variables },
        {
          next: (value) => resolve((value.errors ?? []) as never),
          error: (e) => resolve(e as never),
          complete: () => resolve([]),
        },
      );
    });
  }

  it('codes a variable of the wrong type as over HTTP, where graphql-js alone would give no code', async () => {
    const errors = await errorsOf(
      'subscription($input: TrackOrderInput!) { trackedOrderChanged(input: $input) { code } }',
      {
        input: { code: null, trackingToken: 'x' },
      },
    );
    expect(errors).toEqual([
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', field: 'code', reason: 'detailsInvalid' } }),
    ]);
    const unnamed = await errorsOf('query A { __typename } query B { __typename }');
    expect(unnamed[0].extensions?.code).toEqual(expect.any(String));
  });

  it('does not count refused operations against the connection’s 20 subscriptions', async () => {
    for (let i = 0; i < 25; i++) {
      expect((await errorsOf('{ emergencyContacts(group: DRAGONS) { name } }'))[0].extensions?.code).toBe(
        'GRAPHQL_VALIDATION_FAILED',
      );
    }
    expect(await errorsOf('{ __typename }')).toEqual([]);
  });
});

describe('who is asking, over the WebSocket', () => {
  async function meOver(connectionParams: Record<string, unknown>) {
    const ws = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams });
    try {
      return await new Promise<{ data?: unknown; errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }>(
        (resolve, reject) => {
          let received: unknown;
          ws.subscribe(
            { query: '{ me { id role } }' },
            {
              next: (value) => (received = value),
              error: (errors) => resolve({ errors: errors as never }),
              complete: () => resolve(received as never),
            },
          );
          setTimeout(() => reject(new Error('no answer')), 10_000);
        },
      );
    } finally {
      await ws.dispose();
    }
  }

  it('knows the user from the token in connectionParams', async () => {
    const c = await signInRider(server);
    const rider = c.user;
    const result = await meOver({ authorization: `Bearer ${c.accessToken}` });
    expect(result.data).toEqual({ me: { id: rider.id, role: 'DELIVERY' } });
  });

  it('treats a connection without a valid token as anonymous', async () => {
    for (const params of [{}, { authorization: 'Bearer forged.token.here' }]) {
      const result = await meOver(params);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('in production, over the WebSocket as over HTTP', () => {
  let production: TestServer;
  let ws: Client;
  beforeAll(async () => {
    production = await startTestServer({ nodeEnv: 'production' });
    ws = createClient({ url: production.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
  });
  afterAll(async () => {
    await ws.dispose();
    await production.close();
  });

  function errorsOf(query: string, variables?: Record<string, unknown>) {
    return new Promise<ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>>((resolve) => {
      ws.subscribe(
        { query, variables },
        {
          next: (value) => resolve((value.errors ?? []) as never),
          error: (e) => resolve(e as never),
          complete: () => resolve([]),
        },
      );
    });
  }

  it('refuses introspection: __schema and __type, alone or beside other fields', async () => {
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Query") { fields { name } } }',
      '{ emergencyContacts(group: AMBULANCE) { name } __type(name: "Order") { fields { name } } }',
    ]) {
      const errors = await errorsOf(query);
      expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
      expect(errors[0].message).toMatch(/introspection/i);
    }
    expect(await errorsOf('{ __typename }')).toEqual([]);
  });

  it('hides the schema in "Did you mean" suggestions: fields, arguments, enum values', async () => {
    const asked = [
      errorsOf('{ emergencyContact { name } }'),
      errorsOf('{ emergencyContacts(grup: AMBULANCE) { name } }'),
      errorsOf('{ emergencyContacts(group: AMBULANC) { name } }'),
      errorsOf('query($g: EmergencyGroup!) { emergencyContacts(group: $g) { name } }', { g: 'AMBULANC' }),
    ];
    const overHttp = [
      postText(production.graphqlUrl, '{ emergencyContacts(group: AMBULANC) { name } }'),
      postText(production.graphqlUrl, 'query($g: EmergencyGroup!) { emergencyContacts(group: $g) { name } }', {
        g: 'AMBULANC',
      }),
    ];
    const messages = [
      ...(await Promise.all(asked)).flat(),
      ...(await Promise.all(overHttp)).flatMap((r) => r.body.errors ?? []),
    ].map((e) => e.message);
    expect(messages).toHaveLength(6);
    for (const message of messages) {
      expect(message).not.toMatch(/Did you mean|"emergencyContacts"|"group"|AMBULANCE/);
    }
  });
});
