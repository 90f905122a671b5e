import { randomUUID } from 'node:crypto';
import { ServiceProviderEntity } from '../src/modules/directory/service-provider.entity';
import { seededServer } from './support/flows';
import { countStatements } from './support/statement-counter';
import { postGraphQL, type TestServer } from './support/test-server';

/** Search as people spell: romanised Bengali and small slips find their records, closest first. */

const LISTS = {
  products: `query S($search: String) { products(search: $search, first: 5) { nodes { name nameBn } pageInfo { hasNextPage } } }`,
  doctors: `query S($search: String) { doctors(search: $search, first: 5) { nodes { name nameBn } pageInfo { hasNextPage } } }`,
  teachers: `query S($search: String) { teachers(search: $search, first: 5) { nodes { name nameBn } pageInfo { hasNextPage } } }`,
  serviceProviders: `query S($search: String) { serviceProviders(search: $search, first: 5) { nodes { name nameBn } pageInfo { hasNextPage } } }`,
} as const;
type List = keyof typeof LISTS;

let server: TestServer;

beforeAll(async () => {
  server = await seededServer();
  // Written through TypeORM like an admin's edit, so search_text comes from the application.
  await server.db.getRepository(ServiceProviderEntity).insert({
    id: randomUUID(),
    type: 'doctor-chamber',
    name: 'Gramin Health Seva',
    nameBn: 'গ্রামীণ ডাক্তারখানা',
    phone: '+919800000111',
    village: 'Supur',
    description: 'A village clinic',
  });
}, 120_000);
afterAll(() => server.close());

async function search(list: List, text: string): Promise<{ names: string[]; statements: number }> {
  let names: string[] = [];
  const statements = await countStatements(server.db, async () => {
    const { body } = await postGraphQL<any>(server.graphqlUrl, LISTS[list], { search: text });
    expect(body.errors).toBeUndefined();
    names = body.data[list].nodes.map((n: { name: string }) => n.name);
  });
  return { names, statements };
}

const CASES: Array<[List, string, string]> = [
  // Romanised Bengali, as typed on a phone.
  ['products', 'sorsher tel', 'Mustard Oil'],
  ['products', 'alu', 'Potato (Jyoti)'],
  ['products', 'dim', 'Desi Eggs'],
  ['products', 'deshi dim', 'Desi Eggs'],
  ['products', 'farmer dim', 'Farm Eggs'],
  ['products', 'peyaj', 'Onion'],
  ['products', 'begun', 'Brinjal'],
  ['products', 'tometo', 'Tomato'],
  ['products', 'kacha lonka', 'Green Chilli'],
  ['products', 'katla mach', 'Katla Fish'],
  ['products', 'chingri', 'River Prawn'],
  ['products', 'murgi', 'Broiler Chicken'],
  ['products', 'shingara', 'Singara'],
  ['products', 'jhalmuri', 'Jhal Muri'],
  ['products', 'mosur dal', 'Masoor Dal'],
  ['products', 'chini', 'Sugar'],
  ['products', 'holud', 'Turmeric Powder'],
  // Small slips and other spellings of one sound.
  ['products', 'sorser tel', 'Mustard Oil'],
  ['products', 'sorsr tel', 'Mustard Oil'],
  ['products', 'aloo', 'Potato (Jyoti)'],
  ['products', 'mustrd oil', 'Mustard Oil'],
  ['products', 'lonka', 'Green Chilli'],
  ['products', 'daal', 'Chhola Dal'],
  ['products', 'masur dal', 'Masoor Dal'],
  ['products', 'singaraa', 'Singara'],
  // Bengali script, romanised too.
  ['products', 'সরষের তেল', 'Mustard Oil'],
  ['products', 'আলু', 'Potato (Jyoti)'],
  ['products', 'ডিম', 'Desi Eggs'],
  // Doctors, teachers and services the same way.
  ['doctors', 'rofikul', 'Dr. Md. Rafiqul Islam'],
  ['doctors', 'sudipto mukharji', 'Dr. Sudipta Mukherjee'],
  ['doctors', 'ananya', 'Dr. Ananya Chatterjee'],
  ['teachers', 'reena das', 'Rina Das'],
  ['teachers', 'priyanka', 'Priyanka Sen'],
  ['serviceProviders', 'rohim', 'Rahim Sheikh'],
  ['serviceProviders', 'bapi electrik', 'Bapi Electric Works'],
  ['serviceProviders', 'daktar', 'Gramin Health Seva'],
  ['serviceProviders', 'daktaar', 'Gramin Health Seva'],
  ['serviceProviders', 'ডাক্তার', 'Gramin Health Seva'],
];

describe('search as people spell', () => {
  it.each(CASES)('%s: "%s" finds %s first, in one statement', async (list, text, first) => {
    const { names, statements } = await search(list, text);
    expect(names[0]).toBe(first);
    expect(statements).toBe(1);
  });

  it('finds nothing for text close to no name', async () => {
    expect((await search('products', 'xqzvw')).names).toEqual([]);
  });

  it('a shared start is not enough: "rice" is not the torch', async () => {
    expect((await search('products', 'rice')).names).not.toContain('Rechargeable LED Torch');
  });

  it('pages through a ranked search without repeating or losing a product', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const { body }: { body: any } = await postGraphQL<any>(
        server.graphqlUrl,
        `query S($after: String) { products(search: "dal", first: 2, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } }`,
        { after },
      );
      expect(body.errors).toBeUndefined();
      seen.push(...body.data.products.nodes.map((n: { id: string }) => n.id));
      if (!body.data.products.pageInfo.hasNextPage) break;
      after = body.data.products.pageInfo.endCursor;
    }
    const { body } = await postGraphQL<any>(
      server.graphqlUrl,
      `{ products(search: "dal", first: 100) { nodes { id } } }`,
      {},
    );
    const all = body.data.products.nodes.map((n: { id: string }) => n.id);
    expect(all.length).toBeGreaterThan(2);
    // Pages follow the index's nearest-first order; within a page, equally close ones go by name.
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...all].sort());
  });

  it('refuses a ranked page cursor that is not a position', async () => {
    const bad = Buffer.from(JSON.stringify(['[0.2,"Dal"]', '8ed01d09-aefa-56b5-aea9-342f03586ed3'])).toString(
      'base64url',
    );
    const { body } = await postGraphQL<any>(
      server.graphqlUrl,
      `query S($after: String) { products(search: "dal", first: 2, after: $after) { nodes { id } } }`,
      { after: bad },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'cursorInvalid' });
  });
});
