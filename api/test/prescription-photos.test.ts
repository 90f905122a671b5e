import { randomUUID } from 'node:crypto';
import { stableId } from '../src/seed/stable-id';
import { seededServer, signInAdmin, signInRider, signInShop, type StaffClient } from './support/flows';
import { SHOP_A } from './support/people';
import { type SessionClient } from './support/session-client';
import { photo } from './support/photos';
import { postGraphQL, type TestServer } from './support/test-server';
import { graphql } from './generated';

/**
 * A medicine order's photos reach its pharmacy and the admins (their addresses on the order, the
 * files behind them), and nobody else; a retried upload keeps one photo; the customer's tracking
 * names the rider once one is assigned.
 */
const PHARMACY = stableId('vendor', 'janata-medical-hall');
const PLACE_LIST = graphql(`
  mutation PrescriptionPhotosPlaceList($input: ListOrderInput!) {
    placeListOrder(input: $input) {
      checkoutCode
      trackingToken
      orders {
        code
      }
    }
  }
`);
const ORDER = graphql(`
  query PrescriptionPhotosOrder($id: ID!) {
    order(id: $id) {
      id
      hasPrescription
      prescriptionPhotos
    }
  }
`);
const TRACK = graphql(`
  query PrescriptionPhotosTrack($input: TrackOrderInput!) {
    trackOrder(input: $input) {
      code
      hasPrescription
      prescriptionPhotos
      deliveryPerson {
        name
        phone
      }
    }
  }
`);

let server: TestServer;
let jpeg: Buffer;
let jpeg2: Buffer;
let pharmacist: SessionClient;
let otherShop: SessionClient;
let admin: SessionClient;
let riderSession: StaffClient;
let riderId: string;
let riderPhone: string;

async function upload(body: Buffer, key?: string) {
  const response = await fetch(`${server.url}/uploads/prescriptions`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });
  const answer = (await response.json()) as { file?: string; errors?: Array<{ extensions: Record<string, unknown> }> };
  return { status: response.status, file: answer.file, extensions: answer.errors?.[0].extensions };
}

async function placeWith(files: string[]) {
  const { body } = await postGraphQL(server.graphqlUrl, PLACE_LIST, {
    input: {
      idempotencyKey: randomUUID(),
      customer: { name: 'Rina Das', phone: `9${String(Date.now()).slice(-9)}`, address: 'Supur' },
      section: 'PHARMACY',
      vendorId: PHARMACY,
      lines: [],
      prescriptionFiles: files,
    },
  });
  return body;
}

const photoAt = (session: SessionClient | null, url: string) =>
  fetch(`${server.url}${url}`, { headers: session ? { authorization: `Bearer ${session.accessToken}` } : {} });

beforeAll(async () => {
  jpeg = await photo('jpeg', 256);
  jpeg2 = await photo('jpeg', 300);
  server = await seededServer({ writeLimits: { perPhone: 100, perAddress: 1000 } });
  pharmacist = await signInShop(server, PHARMACY);
  otherShop = await signInShop(server, SHOP_A);
  admin = await signInAdmin(server);
  riderSession = await signInRider(server);
  const rider = riderSession.user;
  await server.db.query(`UPDATE app_user SET name = 'Rahim Uddin' WHERE id = $1`, [rider.id]);
  riderId = rider.id;
  riderPhone = rider.phone!;
});
afterAll(() => server.close());

it('gives a retried upload with the same key the photo kept the first time, and keeps it once', async () => {
  const key = randomUUID();
  const first = await upload(jpeg, key);
  expect(first.status).toBe(201);
  const again = await upload(jpeg, key);
  expect(again).toMatchObject({ status: 201, file: first.file });
  const [{ kept }] = await server.db.query<Array<{ kept: number }>>(
    'SELECT count(*)::int AS kept FROM prescription_upload WHERE client_key = $1',
    [key],
  );
  expect(kept).toBe(1);
  // Another key, another photo; a key that is no key of ours is refused plainly.
  expect((await upload(jpeg, randomUUID())).file).not.toBe(first.file);
  expect(await upload(jpeg, 'no good!')).toMatchObject({
    status: 400,
    extensions: { code: 'BAD_USER_INPUT', reason: 'uploadKey' },
  });
});

describe('a photo-only medicine order of two photos', () => {
  let orderId: string;
  let code: string;
  let token: string;
  let photos: string[];

  beforeAll(async () => {
    const a = await upload(jpeg, randomUUID());
    const b = await upload(jpeg2, randomUUID());
    const placed = await placeWith([a.file!, b.file!]);
    expect(placed.errors).toBeUndefined();
    code = placed.data!.placeListOrder.orders[0].code;
    [{ id: orderId }] = await server.db.query('SELECT id FROM customer_order WHERE code = $1', [code]);
    token = placed.data!.placeListOrder.trackingToken;
    photos = [`/uploads/prescriptions/${a.file}`, `/uploads/prescriptions/${b.file}`];
  });

  it('lists both photos, in order, for its pharmacy and for an admin, and serves them', async () => {
    for (const session of [pharmacist, admin]) {
      const { body } = await session.request(ORDER, { id: orderId });
      expect(body.data!.order).toMatchObject({ hasPrescription: true, prescriptionPhotos: photos });
      const second = await photoAt(session, photos[1]);
      expect(second.status).toBe(200);
      expect(Buffer.from(await second.arrayBuffer()).equals(jpeg2)).toBe(true);
    }
    const { body } = await pharmacist.request(
      graphql(`
        query PrescriptionPhotosStaffOrders {
          staffOrders(first: 20) {
            nodes {
              id
              prescriptionPhotos
            }
          }
        }
      `),
    );
    expect(body.data!.staffOrders.nodes.find((o) => o.id === orderId)?.prescriptionPhotos).toEqual(photos);
  });

  it("refuses another shop's vendor, the rider and anyone signed out, the order and the files", async () => {
    expect((await otherShop.request(ORDER, { id: orderId })).body.data!.order).toBeNull();
    expect((await photoAt(otherShop, photos[0])).status).toBe(404);
    expect((await photoAt(null, photos[0])).status).toBe(401);

    await server.db.query('UPDATE customer_order SET delivery_user_id = $1 WHERE id = $2', [riderId, orderId]);
    const asRider = await riderSession.request(ORDER, {
      id: orderId,
    });
    expect(asRider.body.data!.order?.prescriptionPhotos ?? null).toBeNull();
    expect((await photoAt(riderSession, photos[0])).status).toBe(404);

    // The customer's own tracking says a photo came, but hands out no address.
    const tracked = await postGraphQL(server.graphqlUrl, TRACK, {
      input: { code, trackingToken: token },
    });
    expect(tracked.body.data!.trackOrder).toMatchObject({ hasPrescription: true, prescriptionPhotos: null });
    await server.db.query('UPDATE customer_order SET delivery_user_id = NULL WHERE id = $1', [orderId]);
  });

  it("shows the token holder the rider's first name and number once one is assigned, and nobody without the token", async () => {
    const track = (trackingToken: string) =>
      postGraphQL(server.graphqlUrl, TRACK, {
        input: { code, trackingToken },
      });
    expect((await track(token)).body.data!.trackOrder.deliveryPerson).toBeNull();
    await server.db.query('UPDATE customer_order SET delivery_user_id = $1 WHERE id = $2', [riderId, orderId]);
    expect((await track(token)).body.data!.trackOrder.deliveryPerson).toEqual({ name: 'Rahim', phone: riderPhone });
    const wrong = await track('x'.repeat(43));
    expect(wrong.body.data?.trackOrder ?? null).toBeNull();
    expect(JSON.stringify(wrong.body)).not.toContain(riderPhone);
    // Staff see the whole name.
    const asAdmin = await admin.request(
      graphql(`
        query PrescriptionPhotosOrder2($id: ID!) {
          order(id: $id) {
            deliveryPerson {
              name
            }
          }
        }
      `),
      { id: orderId },
    );
    expect(asAdmin.body.data!.order!.deliveryPerson!.name).toBe('Rahim Uddin');
  });

  it('refuses more than five photos, and a photo that never arrived', async () => {
    const six = await placeWith(Array.from({ length: 6 }, () => `${randomUUID()}.jpg`));
    expect(six.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const lost = await placeWith([`${randomUUID()}.jpg`]);
    expect(lost.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'prescriptionMissing' });
  });
});
