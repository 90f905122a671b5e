import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLInputType,
} from 'graphql';
import * as documents from '../../generated/graphql';
import { createApolloClient, PERSONAL_QUERY_FIELDS } from './client';

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'schema.graphql'), 'utf8'));

/** Argument names that hold a person's number or a secret. */
const PERSONAL_NAME = /phone|mobile|token|secret|password|key/i;

function holdsPersonalData(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some(
    (field) => PERSONAL_NAME.test(field.name) || holdsPersonalData(field.type, seen),
  );
}

/** Every query of the web app (the generated documents), by its name. */
const webQueries = Object.entries(documents as Record<string, unknown>).filter(
  (entry): entry is [string, DocumentNode] =>
    (entry[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT &&
    (entry[1] as DocumentNode).definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.QUERY,
    ),
);

const rootFields = (document: DocumentNode) =>
  document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []))
      : [],
  );

/** How the app's own client sends a query, signed out: the method and the address. */
async function sent(query: DocumentNode, variables: Record<string, unknown> = {}) {
  const requests: Array<{ method: string; url: string }> = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    requests.push({ method: init?.method ?? 'GET', url: input instanceof Request ? input.url : input.toString() });
    return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
  });
  try {
    await createApolloClient('http://haat.test/graphql')
      .query({ query, variables, fetchPolicy: 'no-cache' })
      .catch(() => undefined);
  } finally {
    fetchSpy.mockRestore();
  }
  expect(requests).toHaveLength(1);
  return requests[0];
}

describe('queries with personal arguments', () => {
  it('are every query field of the schema that takes a phone number or a secret', () => {
    const personal = Object.values(schema.getQueryType()!.getFields())
      .filter((field) => field.args.some((arg) => PERSONAL_NAME.test(arg.name) || holdsPersonalData(arg.type)))
      .map((field) => field.name);
    expect(personal.sort()).toEqual([...PERSONAL_QUERY_FIELDS].sort());
  });

  const personalQueries = webQueries.filter(([, document]) =>
    rootFields(document).some((field) => PERSONAL_QUERY_FIELDS.has(field)),
  );

  it('are asked by the web app (finding orders by phone, tracking one)', () => {
    expect(personalQueries.map(([name]) => name).sort()).toEqual(['OrdersByPhoneDocument', 'TrackOrderDocument']);
  });

  it.each(personalQueries)('%s goes by POST, its arguments out of the address', async (_name, document) => {
    const request = await sent(document, {
      phone: '9876543210',
      input: { code: 'K7M2QX-1', trackingToken: 'the-secret-token' },
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://haat.test/graphql');
  });

  it('a public catalog query still goes by GET, so the service worker keeps it for offline', async () => {
    const request = await sent(documents.CatalogProductsDocument, { section: 'GROCERY', first: 20 });
    expect(request.method).toBe('GET');
    expect(request.url).toMatch(/^http:\/\/haat\.test\/graphql\?/);
  });
});
