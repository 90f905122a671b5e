import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  checkOperation,
  OPERATION_LIMITS,
  operationLimitRulesFor,
  type OperationLimits,
} from '../src/shared/operation-limits';
import { signInAdmin } from './support/flows';
import { SessionClient } from './support/session-client';
import { jsonBody, postGraphQL, startTestServer, type TestServer } from './support/test-server';

const root = path.join(__dirname, '..', '..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

/** Every operation the web app sends: the generated documents, and each .graphql file's operations with the fragments they use. */
function webDocuments(): Array<[string, DocumentNode]> {
  // The generated module is loaded by its path, through jest's transform of TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const generated = require(path.join(root, 'web', 'src', 'generated', 'graphql.ts')) as Record<string, unknown>;
  const documents: Array<[string, DocumentNode]> = Object.entries(generated)
    .filter(([name, value]) => name.endsWith('Document') && (value as DocumentNode | null)?.kind === Kind.DOCUMENT)
    .map(([name, value]) => [name, value as DocumentNode]);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(path.join(root, 'web', 'src'));
  const all = parse(files.map((f) => fs.readFileSync(f, 'utf8')).join('\n'));
  for (const definition of all.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    // Every fragment of every file: unused ones are a validation error, so keep only those the operation names.
    const wanted = new Set<string>();
    const collect = (text: string) => {
      for (const [, name] of text.matchAll(/\.\.\.\s*(\w+)/g)) {
        if (name === 'on' || wanted.has(name)) continue;
        wanted.add(name);
        const fragment = all.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
        if (fragment) collect(print(fragment));
      }
    };
    collect(print(definition));
    const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION && wanted.has(d.name.value));
    documents.push([
      `${definition.name?.value} (.graphql)`,
      { kind: Kind.DOCUMENT, definitions: [definition, ...fragments] },
    ]);
  }
  return documents;
}

describe('the size limits leave room for the web app', () => {
  const documents = webDocuments();

  it('finds the web app’s operations', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents)('%s passes every limit', (_name, document) => {
    const result = checkOperation(schema, print(document));
    expect('errors' in result ? result.errors.map((e) => e.message) : []).toEqual([]);
  });

  it('passes them by a wide margin: every operation passes even at half the limits', () => {
    const half = Object.fromEntries(
      Object.entries(OPERATION_LIMITS).map(([k, v]) => [k, Math.floor(v / 2)]),
    ) as unknown as OperationLimits;
    const rules = [...specifiedRules, ...operationLimitRulesFor(half)];
    for (const [name, document] of documents) {
      const reparsed = parse(print(document), { maxTokens: half.tokens });
      expect([name, validate(schema, reparsed, rules).map((e) => e.message)]).toEqual([name, []]);
    }
  });
});

describe('an operation past a limit is refused with 400 and a code, before it runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /**
   * Stands and their drivers refer to each other: the one cycle in the schema, so the one way to
   * nest without end. `levels` is the depth graphql-armor counts.
   */
  const standsNested = (levels: number, first = 5, alias = '') => {
    // totoStands, nodes, then stand → drivers → stand … and last an id: `levels` fields deep.
    const steps = Array.from({ length: levels - 3 }, (_, i) => (i % 2 === 0 ? 'drivers' : 'stand'));
    const inner = steps.reduceRight((selection, field) => `${field} { ${selection} }`, 'id');
    return `${alias}totoStands(first: ${first}) { nodes { ${inner} } }`;
  };

  it.each([
    [
      'too deep',
      `{ ${standsNested(OPERATION_LIMITS.depth + 1)} }`,
      new RegExp(`depth limit of ${OPERATION_LIMITS.depth} exceeded, found ${OPERATION_LIMITS.depth + 1}`, 'i'),
      'OPERATION_TOO_LARGE',
    ],
    [
      'too many aliases',
      `{ ${Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: emergencyContacts { id }`).join(' ')} }`,
      new RegExp(`aliases limit of ${OPERATION_LIMITS.aliases}`, 'i'),
      'OPERATION_TOO_LARGE',
    ],
    [
      'too costly',
      `{ ${Array.from({ length: OPERATION_LIMITS.aliases }, (_, i) => standsNested(12, 100, `s${i}: `)).join(' ')} }`,
      new RegExp(`cost limit of ${OPERATION_LIMITS.cost}`, 'i'),
      'OPERATION_TOO_LARGE',
    ],
    [
      'too many directives',
      `{ ${Array.from({ length: OPERATION_LIMITS.directives + 1 }, () => '__typename @include(if: true)').join(' ')} }`,
      new RegExp(`directives limit of ${OPERATION_LIMITS.directives}`, 'i'),
      'OPERATION_TOO_LARGE',
    ],
    [
      'too many tokens',
      `{ ${'__typename '.repeat(OPERATION_LIMITS.tokens)}}`,
      new RegExp(`more tha[nt] ${OPERATION_LIMITS.tokens} tokens`, 'i'),
      'GRAPHQL_PARSE_FAILED',
    ],
  ])('%s', async (_what, query, message, code) => {
    const { status, body } = await postGraphQL(server.graphqlUrl, query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    // A deep query is also a costly one: each refusal is among the errors, every error has a code.
    expect(body.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
    for (const error of body.errors!) expect(error.extensions).toEqual({ code });
  });

  it('still answers an operation just inside the limits', async () => {
    const { status, body } = await postGraphQL(server.graphqlUrl, `{ ${standsNested(OPERATION_LIMITS.depth)} }`);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('refuses a batch (a JSON array of operations) with 400 and BAD_REQUEST: one request is one operation', async () => {
    const one = { query: '{ emergencyContacts { id } }' };
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([one, one]),
    });
    expect(response.status).toBe(400);
    const body = await jsonBody(response);
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(body.data).toBeUndefined();
  });

  it('applies the same limits over the WebSocket', async () => {
    const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const errors = await new Promise<ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>>(
        (resolve, reject) => {
          client.subscribe(
            { query: `{ ${standsNested(OPERATION_LIMITS.depth + 1)} }` },
            {
              next: () => reject(new Error('expected a refusal')),
              error: (e) => resolve(e as never),
              complete: () => reject(new Error('expected a refusal')),
            },
          );
        },
      );
      expect(errors.map((e) => e.message)).toContainEqual(
        expect.stringMatching(
          new RegExp(`depth limit of ${OPERATION_LIMITS.depth} exceeded, found ${OPERATION_LIMITS.depth + 1}`, 'i'),
        ),
      );
      expect(errors[0].extensions?.code).toBe('OPERATION_TOO_LARGE');
      const tokens = await new Promise<ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>>(
        (resolve, reject) => {
          client.subscribe(
            { query: `{ ${'__typename '.repeat(OPERATION_LIMITS.tokens)}}` },
            {
              next: () => reject(new Error('expected a refusal')),
              error: (e) => resolve(e as never),
              complete: () => reject(new Error('expected a refusal')),
            },
          );
        },
      );
      expect(tokens[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    } finally {
      await client.dispose();
    }
  });
});

describe('every page size is capped at 100', () => {
  let server: TestServer;
  let signedIn: SessionClient;
  beforeAll(async () => {
    server = await startTestServer();
    signedIn = await signInAdmin(server);
  });
  afterAll(() => server.close());

  /** Every field of the schema with a page-size argument, with made-up values for its other required arguments. */
  const paged = Object.values(schema.getQueryType()!.getFields())
    .filter((field) => field.args.some((a) => a.name === 'first'))
    .map((field) => {
      const others = field.args
        .filter((a) => a.name !== 'first' && isNonNullType(a.type) && a.defaultValue === undefined)
        .map((a) => {
          const type = getNamedType(a.type);
          const value = isEnumType(type)
            ? type.getValues()[0].name
            : type.name === 'ID'
              ? '"00000000-0000-4000-8000-000000000000"'
              : '"x"';
          return `${a.name}: ${value}`;
        });
      const result = getNamedType(field.type);
      const selection =
        isObjectType(result) && result.getFields().pageInfo ? '{ pageInfo { hasNextPage } }' : '{ __typename }';
      return [
        field.name,
        (first: number) => `{ ${field.name}(${[`first: ${first}`, ...others].join(', ')}) ${selection} }`,
      ] as const;
    });

  it('covers every paged list', () => {
    expect(paged.length).toBeGreaterThanOrEqual(35);
    // No other spelling of a page size hides a list without a cap.
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        expect(
          field.args
            .filter((a) => /^(last|limit|take|size|pageSize|count|top)$/.test(a.name))
            .map((a) => `${type.name}.${field.name}(${a.name})`),
        ).toEqual([]);
      }
    }
  });

  it.each(paged)('%s refuses first: 101 with BAD_USER_INPUT on first, and takes first: 100', async (_name, query) => {
    const over = await signedIn.request(query(101));
    expect(over.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect(over.body.errors![0].message).toMatch(/at most 100/);
    const at = await signedIn.request(query(100));
    expect(
      at.body.errors?.filter((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.extensions.field === 'first') ?? [],
    ).toEqual([]);
  });
});
