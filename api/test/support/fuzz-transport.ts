import fc from 'fast-check';
import type { FuzzOperation } from './fuzz-operations';
import type { RawRequest } from './fuzz-http';

/**
 * Whole HTTP requests to /graphql that a browser, a script or a broken proxy might send: every
 * method, content types right and wrong, bodies that are not JSON, are JSON but not a request, are
 * cut short or too large, GETs with and without the CSRF header, and operations that nest, alias
 * or repeat past the size limits.
 */

const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/graphql-response+json',
  'application/vnd.api+json',
  'application/graphql',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  '*/*',
  ';;;',
  'application/json; boundary="',
];

const ACCEPTS = [
  undefined,
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json, application/json',
  '*/*',
  'text/html',
  'text/event-stream',
  'multipart/mixed; deferSpec=20220824',
  'application/xml',
  'application/json;q=0, */*;q=0',
  'garbage/',
];

const AUTHORIZATIONS = [
  undefined,
  'Bearer not-a-token',
  'Basic dXNlcjpwYXNz',
  'Bearer ',
  `Bearer ${'a'.repeat(8000)}`,
  'Bearer a.b.c',
];

/** `{ __schema { types { fields { type { ofType { ofType … } } } } } }`: as deep as asked. */
function deepIntrospection(depth: number): string {
  let inner = 'name';
  for (let i = 0; i < depth; i++) inner = `ofType { ${inner} }`;
  return `{ __schema { types { fields { type { ${inner} } } } } }`;
}

/** Queries built to trip the size limits: depth, aliases, directives, tokens, fragments. */
const limitBusters: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(deepIntrospection),
  fc
    .integer({ min: 1, max: 60 })
    .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`),
  fc.integer({ min: 1, max: 60 }).map((n) => `{ __typename ${'@include(if: true) '.repeat(n)}}`),
  fc.integer({ min: 100, max: 5000 }).map((n) => `{ ${'__typename '.repeat(n)}}`),
  fc
    .integer({ min: 1, max: 30 })
    .map(
      (n) =>
        `query { ...F0 } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Query { __typename ${i + 1 < n ? `...F${i + 1}` : ''} }`).join(' ')}`,
    ),
  // A fragment that spreads itself.
  fc.constant('query { ...A } fragment A on Query { ...A }'),
  fc.constant('subscription { __typename }'),
  fc.constant('{ __typename } { __typename }'),
  fc.string({ maxLength: 60 }),
);

/** The JSON body of a GraphQL request, right or wrong in any of its four parameters. */
function requestBodies(operations: fc.Arbitrary<FuzzOperation>): fc.Arbitrary<string> {
  const query = fc.oneof(
    operations.map((op) => op.query),
    limitBusters,
  );
  const anything = fc.jsonValue({ maxDepth: 2 });
  const oneRequest = fc.record(
    {
      query: fc.oneof({ weight: 5, arbitrary: query }, { weight: 1, arbitrary: anything }),
      variables: fc.oneof(
        operations.map((op) => op.variables as unknown),
        anything,
      ),
      operationName: fc.oneof(fc.constantFrom('Fuzz', 'Other', '', null), anything),
      extensions: fc.oneof(fc.constant({ persistedQuery: { version: 1, sha256Hash: 'abc' } }), anything),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 6, arbitrary: oneRequest.map((r) => JSON.stringify(r)) },
    { weight: 1, arbitrary: fc.array(oneRequest, { maxLength: 5 }).map((r) => JSON.stringify(r)) },
    // Cut short, as by a dropped connection.
    {
      weight: 1,
      arbitrary: fc.tuple(oneRequest, fc.nat()).map(([r, n]) => {
        const s = JSON.stringify(r);
        return s.slice(0, n % Math.max(s.length, 1));
      }),
    },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 100_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 900_000, max: 1_100_000 })
        .map((n) => JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(n) } })),
    },
  );
}

function queryString(operations: fc.Arbitrary<FuzzOperation>): fc.Arbitrary<string> {
  const param = (name: string, value: fc.Arbitrary<string>) =>
    fc.option(
      value.map((v) => `${name}=${encodeURIComponent(v)}`),
      { nil: undefined },
    );
  return fc
    .tuple(
      param(
        'query',
        fc.oneof(
          operations.map((op) => op.query),
          limitBusters,
        ),
      ),
      param(
        'variables',
        fc.oneof(
          operations.map((op) => JSON.stringify(op.variables)),
          fc.string({ maxLength: 20 }),
        ),
      ),
      param('operationName', fc.constantFrom('Fuzz', '', 'x')),
      param('extensions', fc.oneof(fc.json(), fc.string({ maxLength: 20 }))),
      // Raw, undecoded garbage: a lone % and the like.
      fc.option(fc.constantFrom('%', '%zz', 'query', '&&', 'query=%E0%A4'), { nil: undefined }),
    )
    .map((parts) => parts.filter((p) => p !== undefined).join('&'));
}

export function rawRequests(
  operations: fc.Arbitrary<FuzzOperation>,
  adminToken: () => string,
): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      path: fc.constantFrom('/graphql', '/graphql/', '/graphql?'),
      search: queryString(operations),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      accept: fc.constantFrom(...ACCEPTS),
      preflight: fc.boolean(),
      origin: fc.constantFrom(undefined, 'https://evil.example', 'null'),
      authorization: fc.oneof(fc.constantFrom(...AUTHORIZATIONS), fc.constant('admin')),
      body: requestBodies(operations),
    })
    .map((r) => {
      const headers: Record<string, string> = {};
      if (r.contentType) headers['content-type'] = r.contentType;
      if (r.accept) headers.accept = r.accept;
      if (r.preflight) headers['apollo-require-preflight'] = 'true';
      if (r.origin) headers.origin = r.origin;
      if (r.authorization)
        headers.authorization = r.authorization === 'admin' ? `Bearer ${adminToken()}` : r.authorization;
      if (r.method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
      const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
      const path = r.search && r.path !== '/graphql?' ? `${r.path}?${r.search}` : `${r.path}${r.search}`;
      return { method: r.method, path, headers, body: hasBody ? r.body : undefined };
    });
}
