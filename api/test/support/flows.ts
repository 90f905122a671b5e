import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ProductEntity } from '../../src/modules/catalog/product.entity';
import { ProductSection } from '../../src/modules/catalog/product-section';
import { UserRole } from '../../src/modules/identity/user-role';
import type { UserEntity } from '../../src/modules/identity/user.entity';
import { runSeed } from '../../src/seed/seed';
import { graphql } from '../generated';
import type { PlaceCartMutation, PlaceOrderInput } from '../generated/graphql';
import { LAB_A, makeAdmin, makeStaff, PASSWORD, SHOP_A } from './people';
import { SessionClient, SIGN_IN_ADMIN, SIGN_IN_DELIVERY, SIGN_IN_VENDOR } from './session-client';
import { postGraphQL, silentLog, startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * The steps most API tests take before their own: a seeded server, staff signed in, a cart placed.
 * Each step checks it worked, so a test fails where its own part goes wrong.
 */

/** The app over the seeded demo village. */
export async function seededServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  await runSeed(server.db, silentLog);
  return server;
}

/** A signed-in client and the account behind it. */
export type StaffClient = SessionClient & { readonly user: UserEntity };

/** Signs `user` (made by makeAdmin or makeStaff, with the test password) in to `server`. */
export async function signInAs(server: Pick<TestServer, 'graphqlUrl'>, user: UserEntity): Promise<StaffClient> {
  const client = new SessionClient(server.graphqlUrl);
  const password = PASSWORD;
  const { body } =
    user.role === UserRole.ADMIN
      ? await client.authenticate(SIGN_IN_ADMIN, { email: user.email ?? '', password })
      : user.role === UserRole.VENDOR
        ? await client.authenticate(SIGN_IN_VENDOR, { phone: user.phone ?? '', password })
        : await client.authenticate(SIGN_IN_DELIVERY, { phone: user.phone ?? '', password });
  if (body.errors) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return Object.assign(client, { user });
}

/** A new admin, signed in. */
export async function signInAdmin(server: TestServer): Promise<StaffClient> {
  return signInAs(server, await makeAdmin(server.db));
}

/** A new shopkeeper of `vendorId` (a shop, pharmacy or lab; Shop A unless named), signed in. */
export async function signInShop(server: TestServer, vendorId: string = SHOP_A): Promise<StaffClient> {
  return signInAs(server, await makeStaff(server.db, UserRole.VENDOR, vendorId));
}

/** A new lab technician of `labId` (Lab A unless named), signed in: a shop account of the lab's. */
export async function signInLab(server: TestServer, labId: string = LAB_A): Promise<StaffClient> {
  return signInShop(server, labId);
}

/** A new rider, signed in. */
export async function signInRider(server: TestServer): Promise<StaffClient> {
  return signInAs(server, await makeStaff(server.db, UserRole.DELIVERY));
}

/** A seeded server and a new admin signed in to it. */
export async function seededServerWithAdmin(
  options: TestServerOptions = {},
): Promise<{ server: TestServer; admin: StaffClient }> {
  const server = await seededServer(options);
  return { server, admin: await signInAdmin(server) };
}

export const PLACE_CART = graphql(`
  mutation PlaceCart($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on OrderPlaced {
        checkoutCode
        trackingToken
        orders {
          code
          shopName
          shopNameBn
          totalPaise
          itemCount
          status
        }
      }
      ... on CartNeedsChanges {
        problems {
          productId
          reason
          name
          shopName
          stock
          pricePaise
          opensAt
          takesLaterOrders
        }
      }
    }
  }
`);

export type PlaceCartResult = PlaceCartMutation['placeOrder'];
export type OrderPlaced = Extract<PlaceCartResult, { __typename: 'OrderPlaced' }>;
export type CartNeedsChanges = Extract<PlaceCartResult, { __typename: 'CartNeedsChanges' }>;

/** A customer's cart: one of each product unless `lines` says; the customer and key made up unless given. */
export interface Cart extends Partial<Omit<PlaceOrderInput, 'lines' | 'customer'>> {
  lines: PlaceOrderInput['lines'] | string[];
  customer?: Partial<PlaceOrderInput['customer']>;
}

/** The placeOrder input of a cart, as the checkout page sends it. */
export function cartInput({ lines, customer, ...rest }: Cart): PlaceOrderInput {
  return {
    idempotencyKey: `key-${randomUUID()}`,
    ...rest,
    customer: { name: 'Rina Das', phone: '9735012345', address: 'Near the school, Supur', ...customer },
    lines: lines.map((line: PlaceOrderInput['lines'][number] | string) =>
      typeof line === 'string' ? { productId: line, quantity: 1 } : line,
    ),
  };
}

/** Places a cart as a customer (no one signed in) and answers as the server does. */
export async function placeCart(server: Pick<TestServer, 'graphqlUrl'>, cart: Cart) {
  return postGraphQL(server.graphqlUrl, PLACE_CART, { input: cartInput(cart) });
}

/** Places a cart that must be taken: its orders, or the test fails with what the server said. */
export async function placeOrders(server: Pick<TestServer, 'graphqlUrl'>, cart: Cart): Promise<OrderPlaced> {
  const { body } = await placeCart(server, cart);
  const result = body.data?.placeOrder;
  if (result?.__typename !== 'OrderPlaced') throw new Error(`the cart was not placed: ${JSON.stringify(body)}`);
  return result;
}

/**
 * A grocery product of `vendorId`, on sale, written straight to the database: a name of its own,
 * 1 kg at ₹55 with 10 in stock unless `overrides` say otherwise.
 */
export async function addProduct(
  db: DataSource,
  vendorId: string,
  overrides: Partial<ProductEntity> = {},
): Promise<ProductEntity> {
  const product = {
    id: randomUUID(),
    vendorId,
    section: ProductSection.GROCERY,
    name: `Test rice ${randomUUID().slice(0, 6)}`,
    nameBn: null,
    description: null,
    unit: '1 kg',
    pricePaise: 5500,
    mrpPaise: 0,
    stock: 10,
    available: true,
    image: null,
    ...overrides,
  };
  product.mrpPaise = Math.max(product.mrpPaise, product.pricePaise);
  await db.manager.insert(ProductEntity, product);
  return db.manager.findOneByOrFail(ProductEntity, { id: product.id });
}

/** The id of the order with `code`. */
export async function orderIdOf(db: DataSource, code: string): Promise<string> {
  const [row] = await db.query<Array<{ id: string } | undefined>>('SELECT id FROM customer_order WHERE code = $1', [
    code,
  ]);
  if (!row) throw new Error(`no order ${code}`);
  return row.id;
}
