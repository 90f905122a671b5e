import type { OrderStatus } from './generated/graphql';
import { seededServer } from './support/flows';
import {
  bookLabTest,
  labTestId,
  MOVE,
  pdf,
  RECORD_SAMPLE,
  signInLabPeople,
  uploadReport,
  type Booked,
  type LabPeople,
} from './support/lab-bookings';
import { errorCode, type SessionClient } from './support/session-client';
import { postGraphQL, type TestServer } from './support/test-server';

/**
 * A lab booking's own path: booked, confirmed, the sample collected (at home or at the lab, kept),
 * the report ready, done; cancelled with a reason by the customer while booked, by the lab or an
 * admin until the report is ready. Never packed, sent out, given to a rider or paid at the door.
 */

let server: TestServer;
let people: LabPeople;
let cbc: string;
// 10:00 in the village on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:30:00Z');

beforeAll(async () => {
  server = await seededServer({ services: () => ({ clock: () => now }) });
  people = await signInLabPeople(server);
  cbc = await labTestId(server, 'Complete Blood Count (CBC)');
});
afterAll(() => server.close());

const TRACK = `query Track($input: TrackOrderInput!) {
  trackOrder(input: $input) { status samplePlace hasReport nextStatuses events { from to by reason } }
}`;
const CANCEL = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { status events { to by reason } } }`;
const STAFF_ORDER = `query One($id: ID!) { order(id: $id) { status nextStatuses } }`;
const ASSIGN = `mutation Assign($input: AssignOrderInput!) { assignOrder(input: $input) { id } }`;

async function track(booking: Booked) {
  const { body } = await postGraphQL<{ trackOrder: any }>(server.graphqlUrl, TRACK, {
    input: { code: booking.code, trackingToken: booking.trackingToken },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.trackOrder;
}

async function move(client: SessionClient, booking: Booked, status: OrderStatus, reason?: string) {
  return (await client.request(MOVE, { input: { orderId: booking.id, status, reason } })).body;
}

async function sample(client: SessionClient, booking: Booked, place: 'HOME' | 'LAB') {
  return (await client.request(RECORD_SAMPLE, { input: { orderId: booking.id, place } })).body;
}

async function nextFor(client: SessionClient, booking: Booked): Promise<string[]> {
  return (await client.request<{ order: { nextStatuses: string[] } }>(STAFF_ORDER, { id: booking.id })).body.data!.order
    .nextStatuses;
}

/** The chat messages queued for the admins' group about the booking, oldest first: the status each tells of. */
async function noticesOf(booking: Booked): Promise<string[]> {
  const rows: Array<{ kind: string; to: string | null }> = await server.db.query(
    `SELECT kind, payload->>'to' AS to FROM outbox_message WHERE subject_id = $1 AND vendor_id IS NULL ORDER BY created_at, id`,
    [booking.id],
  );
  return rows.map((row) => (row.kind === 'ORDER_PLACED' ? 'PLACED' : row.to!));
}

async function statusOf(booking: Booked): Promise<string> {
  const [row] = await server.db.query('SELECT status FROM customer_order WHERE id = $1', [booking.id]);
  return row.status;
}

describe("a lab booking's path", () => {
  it('goes booked → confirmed → sample collected at home → report ready → done, each step offered to the lab, told to the chat groups and seen by the customer', async () => {
    const booking = await bookLabTest(server, cbc);
    expect(await track(booking)).toMatchObject({
      status: 'PLACED',
      samplePlace: null,
      hasReport: false,
      nextStatuses: ['CANCELLED'],
    });
    expect(await nextFor(people.labA, booking)).toEqual(['CONFIRMED', 'CANCELLED']);

    expect((await move(people.labA, booking, 'CONFIRMED')).data!.updateOrderStatus).toEqual({
      status: 'CONFIRMED',
      nextStatuses: ['SAMPLE_COLLECTED', 'CANCELLED'],
    });
    expect((await track(booking)).nextStatuses).toEqual([]);

    expect((await sample(people.labA, booking, 'HOME')).data!.recordLabSample).toEqual({
      status: 'SAMPLE_COLLECTED',
      samplePlace: 'HOME',
      nextStatuses: ['REPORT_READY', 'CANCELLED'],
    });

    const uploaded = await uploadReport(server, booking.id, pdf(), 'application/pdf', people.labA);
    expect(uploaded.status).toBe(201);
    expect(await nextFor(people.labA, booking)).toEqual(['COMPLETED']);

    expect((await move(people.labA, booking, 'COMPLETED')).data!.updateOrderStatus).toEqual({
      status: 'COMPLETED',
      nextStatuses: [],
    });
    expect(await track(booking)).toEqual({
      status: 'COMPLETED',
      samplePlace: 'HOME',
      hasReport: true,
      nextStatuses: [],
      events: [
        { from: null, to: 'PLACED', by: 'CUSTOMER', reason: null },
        { from: 'PLACED', to: 'CONFIRMED', by: 'VENDOR', reason: null },
        { from: 'CONFIRMED', to: 'SAMPLE_COLLECTED', by: 'VENDOR', reason: null },
        { from: 'SAMPLE_COLLECTED', to: 'REPORT_READY', by: 'VENDOR', reason: null },
        { from: 'REPORT_READY', to: 'COMPLETED', by: 'VENDOR', reason: null },
      ],
    });
    expect(await noticesOf(booking)).toEqual(['PLACED', 'CONFIRMED', 'SAMPLE_COLLECTED', 'REPORT_READY', 'COMPLETED']);
    // Who did each, in the audit trail: four moves, where the sample was taken, which report.
    const trail: Array<{ action: string; after: Record<string, unknown> }> = await server.db.query(
      `SELECT action, after FROM audit_entry WHERE entity_id = $1 AND actor_role = 'VENDOR'`,
      [booking.id],
    );
    expect(trail.map((entry) => entry.action).sort()).toEqual([
      'report',
      'sample',
      'status',
      'status',
      'status',
      'status',
    ]);
    expect(trail.find((entry) => entry.action === 'sample')!.after).toEqual({ samplePlace: 'HOME' });
  });

  it('keeps a sample taken at the lab as such, and lets an admin take every step', async () => {
    const booking = await bookLabTest(server, cbc, false);
    expect((await move(people.admin, booking, 'CONFIRMED')).errors).toBeUndefined();
    expect((await sample(people.admin, booking, 'LAB')).data!.recordLabSample).toMatchObject({
      status: 'SAMPLE_COLLECTED',
      samplePlace: 'LAB',
    });
    expect((await uploadReport(server, booking.id, pdf(), 'application/pdf', people.admin)).status).toBe(201);
    expect((await move(people.admin, booking, 'COMPLETED')).errors).toBeUndefined();
    expect(await track(booking)).toMatchObject({ status: 'COMPLETED', samplePlace: 'LAB', hasReport: true });
  });

  it('never takes the grocery steps: no packing, sending out, delivering, rider or sample without saying where', async () => {
    const booking = await bookLabTest(server, cbc);
    expect((await move(people.labA, booking, 'CONFIRMED')).errors).toBeUndefined();
    for (const status of ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const) {
      const refused = await move(people.admin, booking, status);
      expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'orderStatusMove' });
    }
    // The sample's step says where; the report's is the upload.
    expect(errorCode(await move(people.labA, booking, 'SAMPLE_COLLECTED'))).toBe('BAD_USER_INPUT');
    const { body: assigned } = await people.admin.request(ASSIGN, {
      input: {
        orderId: booking.id,
        deliveryUserId: (await server.db.query(`SELECT id FROM app_user WHERE role = 'DELIVERY' LIMIT 1`))[0].id,
      },
    });
    expect(errorCode(assigned)).toBe('BAD_USER_INPUT');
    const { body: needs } = await people.admin.request<{ staffOrders: { nodes: Array<{ code: string }> } }>(
      `query { staffOrders(needs: DELIVERY_PERSON, first: 100) { nodes { code } } }`,
    );
    expect(needs.data!.staffOrders.nodes.map((o) => o.code)).not.toContain(booking.code);

    expect((await sample(people.labA, booking, 'HOME')).errors).toBeUndefined();
    expect(errorCode(await move(people.labA, booking, 'REPORT_READY'))).toBe('BAD_USER_INPUT');
    expect(await statusOf(booking)).toBe('SAMPLE_COLLECTED');
    const [{ delivery_user_id: rider }] = await server.db.query(
      'SELECT delivery_user_id FROM customer_order WHERE id = $1',
      [booking.id],
    );
    expect(rider).toBeNull();
  });

  it('refuses the steps to anyone but its lab and admins, and takes them in order only', async () => {
    const booking = await bookLabTest(server, cbc);
    // Another lab, a grocer: the booking does not exist for them. A rider, or nobody: not allowed at all.
    expect(errorCode(await move(people.labB, booking, 'CONFIRMED'))).toBe('NOT_FOUND');
    expect(errorCode(await move(people.grocer, booking, 'CONFIRMED'))).toBe('NOT_FOUND');
    expect(errorCode(await move(people.rider, booking, 'CONFIRMED'))).toBe('NOT_FOUND');
    expect(await statusOf(booking)).toBe('PLACED');
    // The sample is taken of a confirmed booking only.
    expect((await sample(people.labA, booking, 'HOME')).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'orderStatusMove',
    });

    expect((await move(people.labA, booking, 'CONFIRMED')).errors).toBeUndefined();
    expect(errorCode(await sample(people.labB, booking, 'HOME'))).toBe('NOT_FOUND');
    expect(errorCode(await sample(people.grocer, booking, 'HOME'))).toBe('NOT_FOUND');
    expect(errorCode(await sample(people.rider, booking, 'HOME'))).toBe('FORBIDDEN');
    const { body: anonymous } = await postGraphQL(server.graphqlUrl, RECORD_SAMPLE, {
      input: { orderId: booking.id, place: 'HOME' },
    });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(errorCode(await sample(people.labA, booking, 'ROOF' as 'HOME'))).toBe('BAD_USER_INPUT');
    expect(await statusOf(booking)).toBe('CONFIRMED');

    expect((await sample(people.labA, booking, 'LAB')).errors).toBeUndefined();
    // Done only once the report is in.
    expect(errorCode(await move(people.labA, booking, 'COMPLETED'))).toBe('BAD_USER_INPUT');
    expect(errorCode(await sample(people.labA, booking, 'HOME'))).toBe('BAD_USER_INPUT');
    expect(await track(booking)).toMatchObject({ status: 'SAMPLE_COLLECTED', samplePlace: 'LAB' });
  });
});

describe('cancelling a lab booking', () => {
  it('lets the customer cancel while it is booked, with a reason the lab reads, and not once the lab has confirmed', async () => {
    const booking = await bookLabTest(server, cbc);
    const { body } = await postGraphQL<{ cancelOrder: any }>(server.graphqlUrl, CANCEL, {
      input: { code: booking.code, trackingToken: booking.trackingToken, reason: 'Going to Bolpur that day' },
    });
    expect(body.data!.cancelOrder).toMatchObject({
      status: 'CANCELLED',
      events: [{ to: 'PLACED' }, { to: 'CANCELLED', by: 'CUSTOMER', reason: 'Going to Bolpur that day' }],
    });
    expect(await noticesOf(booking)).toEqual(['PLACED', 'CANCELLED']);

    const confirmed = await bookLabTest(server, cbc);
    expect((await move(people.labA, confirmed, 'CONFIRMED')).errors).toBeUndefined();
    const late = await postGraphQL(server.graphqlUrl, CANCEL, {
      input: { code: confirmed.code, trackingToken: confirmed.trackingToken, reason: 'Changed my mind' },
    });
    expect(errorCode(late.body)).toBe('FORBIDDEN');
    expect(await statusOf(confirmed)).toBe('CONFIRMED');
  });

  it.each<[string, Array<OrderStatus | 'SAMPLE'>]>([
    ['booked', []],
    ['confirmed', ['CONFIRMED']],
    ['with its sample collected', ['CONFIRMED', 'SAMPLE']],
  ])('lets the lab or an admin cancel it %s, with a reason', async (_when, steps) => {
    for (const canceller of [people.labA, people.admin]) {
      const booking = await bookLabTest(server, cbc);
      for (const step of steps) {
        if (step === 'SAMPLE') expect((await sample(people.labA, booking, 'HOME')).errors).toBeUndefined();
        else expect((await move(people.labA, booking, step)).errors).toBeUndefined();
      }
      const before = await statusOf(booking);
      // A reason for the customer is needed.
      expect((await move(canceller, booking, 'CANCELLED')).errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'reason',
      });
      expect(await statusOf(booking)).toBe(before);
      expect(
        (await move(canceller, booking, 'CANCELLED', 'The analyser is broken this week')).data!.updateOrderStatus
          .status,
      ).toBe('CANCELLED');
      expect((await track(booking)).events.at(-1)).toEqual({
        from: before,
        to: 'CANCELLED',
        by: canceller === people.admin ? 'ADMIN' : 'VENDOR',
        reason: 'The analyser is broken this week',
      });
    }
  });

  it('refuses cancelling once the report is ready, and another lab cancelling at all', async () => {
    const booking = await bookLabTest(server, cbc);
    expect(errorCode(await move(people.labB, booking, 'CANCELLED', 'Not ours'))).toBe('NOT_FOUND');
    expect((await move(people.labA, booking, 'CONFIRMED')).errors).toBeUndefined();
    expect((await sample(people.labA, booking, 'HOME')).errors).toBeUndefined();
    expect((await uploadReport(server, booking.id, pdf(), 'application/pdf', people.labA)).status).toBe(201);
    for (const canceller of [people.labA, people.admin]) {
      expect((await move(canceller, booking, 'CANCELLED', 'Too late')).errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'orderStatusMove',
      });
    }
    expect(await statusOf(booking)).toBe('REPORT_READY');
  });
});
