import { randomUUID } from 'node:crypto';
import { runSeed } from '../src/seed/seed';
import { SHOP_A } from './support/people';
import { addGroceryProducts } from './support/products';
import {
  operationText,
  silentLog,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from './support/test-server';
import { PLACE_CART } from './support/flows';

// Two instances and 200 requests at once take a couple of seconds on a quiet machine, far longer on
// a busy 2-core one (a CI run once went past 30 s with its Redis client slow to connect).
jest.setTimeout(120_000);

/**
 * A crowd behind one address, as a village's phones are behind their carrier's: many anonymous
 * orders at once, on two API instances sharing the database and the limits' store (Redis, or
 * PostgreSQL without it). Every order is answered with what became of it, never an uncoded error.
 */
const stores: Array<[string, string | undefined]> = [['PostgreSQL', undefined]];
if (process.env.REDIS_URL) stores.push(['Redis', process.env.REDIS_URL]);

type Answer = GraphQLResponse<{
  placeOrder: { __typename: string; problems?: Array<{ reason: string; stock: number }> };
}>['body'];

describe.each(stores)('200 orders at once from one address, limits kept in %s, two instances', (_store, redisUrl) => {
  let instances: TestServer[] = [];
  // Each crowd its own carrier address, so a rerun on the same Redis starts from nothing.
  const carrierAddress = () => `100.64.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  let phoneSeq = 0;
  const phone = () => `96${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

  async function startInstances(perAddress: number) {
    await Promise.all(instances.map((i) => i.close()));
    instances = await Promise.all(
      [0, 1].map(() =>
        startTestServer({ redisUrl, trustProxy: 1, poolSize: 10, writeLimits: { perPhone: 10, perAddress } }),
      ),
    );
  }

  const hotProduct = async (stock: number): Promise<string> =>
    (
      await addGroceryProducts(instances[0].db, SHOP_A, 1, {
        name: `Festival sweets ${randomUUID().slice(0, 6)}`,
        pricePaise: 12000,
        unit: '500 g',
        stock,
      })
    )[0];

  /** 200 customers, each their own phone, half through each instance, all from `from`. */
  async function crowd(productId: string, from: string): Promise<string[]> {
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await fetch(instances[i % 2].graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify({
            query: operationText(PLACE_CART),
            variables: {
              input: {
                idempotencyKey: randomUUID(),
                customer: { name: 'Rina Das', phone: phone(), address: 'Near the school, Supur' },
                lines: [{ productId, quantity: 1 }],
              },
            },
          }),
        });
        return (await response.json()) as Answer;
      }),
    );
    return answers.map((a) => {
      if (a.errors) {
        const code = a.errors[0].extensions?.code;
        return typeof code === 'string' ? code : 'UNCODED';
      }
      const placed = a.data!.placeOrder;
      return placed.__typename === 'CartNeedsChanges'
        ? placed.problems!.map((p) => p.reason).join(',')
        : placed.__typename;
    });
  }

  const tally = (kinds: string[]) =>
    kinds.reduce<Record<string, number>>((t, k) => ({ ...t, [k]: (t[k] ?? 0) + 1 }), {});

  beforeAll(async () => {
    await startInstances(1000);
    await runSeed(instances[0].db, silentLog);
  });
  afterAll(() => Promise.all(instances.map((i) => i.close())));

  it('places exactly the 50 in stock and tells the other 150 it is sold out', async () => {
    const product = await hotProduct(50);
    expect(tally(await crowd(product, carrierAddress()))).toEqual({ OrderPlaced: 50, OUT_OF_STOCK: 150 });
    const [{ stock }] = await instances[0].db.query<Array<{ stock: number }>>(
      'SELECT stock FROM product WHERE id = $1',
      [product],
    );
    expect(stock).toBe(0);
  });

  it("counts exactly the address's allowance when the crowd is larger, and refuses the rest with TOO_MANY_REQUESTS", async () => {
    await startInstances(120);
    const product = await hotProduct(50);
    expect(tally(await crowd(product, carrierAddress()))).toEqual({
      OrderPlaced: 50,
      OUT_OF_STOCK: 70,
      TOO_MANY_REQUESTS: 80,
    });
  });
});
