import { cartStore } from '../shared/cart';
import { readSavedPatient, savePatientDraft } from '../features/medical/appointment-booking';
import { readHelpRequestDraft, saveHelpRequestDraft } from '../shared/help-request/help-request';
import { outbox } from '../shared/offline/outbox';
import { readMyOrders } from '../shared/storage/my-orders';
import { sendOutbox } from './outbox-sync';

const KEY = 'offline-key-000000000001';
const placed = {
  placeOrder: {
    __typename: 'OrderPlaced',
    checkoutCode: 'K7M2QX',
    trackingToken: 'token-abc',
    orders: [{ code: 'K7M2QX-1', shopName: 'Maa Tara Bhandar', totalPaise: 9800, itemCount: 1, status: 'PLACED' }],
  },
};

describe('sending the outbox', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends a kept order once with its key, keeps its receipt, empties the cart and gives its code', async () => {
    cartStore.replace([{ id: 'p1', name: 'Masoor Dal', quantity: 1 }]);
    outbox.add({
      key: KEY,
      kind: 'checkout',
      variables: { input: { idempotencyKey: KEY, lines: [{ productId: 'p1', quantity: 1 }] } },
      queuedAt: '2026-11-26T10:00:00.000Z',
    });
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: placed }), { status: 200 }));
    globalThis.fetch = fetchMock;

    expect(await sendOutbox()).toBe('done');
    expect(await sendOutbox()).toBe('done');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body) as {
      operationName: string;
      query: string;
      variables: { input: { idempotencyKey: string } };
    };
    expect(body.operationName).toBe('PlaceOrder');
    expect(body.query).toContain('mutation PlaceOrder');
    expect(body.variables.input.idempotencyKey).toBe(KEY);
    expect(readMyOrders().map((order) => order.code)).toContain('K7M2QX-1');
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(outbox.getSnapshot().notices).toEqual([expect.objectContaining({ key: KEY, code: 'K7M2QX' })]);
  });

  it('keeps the request while there is no answer', async () => {
    outbox.add({
      key: 'offline-key-000000000002',
      kind: 'checkout',
      variables: { input: {} },
      queuedAt: '2026-11-26T10:00:00.000Z',
    });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendOutbox()).toBe('retry');
    expect(outbox.getSnapshot().waiting.map((entry) => entry.key)).toEqual(['offline-key-000000000002']);
  });

  it('sends a kept help request with its key, gives its code, and lets go of its page’s draft alone', async () => {
    // What the tests before left waiting in this tab's outbox goes first.
    for (const left of outbox.getSnapshot().waiting) outbox.finish(left.key, {});
    const typed = { name: 'Anjali Bagdi', phone: '97340 12345', village: 'Supur', message: 'Fan not working' };
    saveHelpRequestDraft('SERVICE:electrician', typed);
    saveHelpRequestDraft('CONTACT', { ...typed, message: 'Please list the Sunday haat' });
    const key = 'offline-key-000000000003';
    const input = {
      idempotencyKey: key,
      kind: 'SERVICE',
      serviceType: 'electrician',
      name: 'Anjali Bagdi',
      phone: '97340 12345',
      village: 'Supur',
      message: 'Fan not working',
    };
    outbox.add({
      key,
      kind: 'help-request',
      tag: 'SERVICE:electrician',
      variables: { input },
      queuedAt: '2026-11-26T10:00:00.000Z',
    });
    const fetchMock = jest.fn(
      async () =>
        new Response(JSON.stringify({ data: { requestHelp: { code: 'HR-P3RT9W', status: 'NEW' } } }), { status: 200 }),
    );
    globalThis.fetch = fetchMock;

    expect(await sendOutbox()).toBe('done');

    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body) as {
      operationName: string;
      query: string;
      variables: unknown;
    };
    expect(body.operationName).toBe('RequestHelp');
    expect(body.query).toContain('mutation RequestHelp');
    expect(body.variables).toEqual({ input });
    expect(outbox.getSnapshot().notices).toContainEqual(
      expect.objectContaining({ key, kind: 'help-request', tag: 'SERVICE:electrician', code: 'HR-P3RT9W' }),
    );
    expect(readHelpRequestDraft('SERVICE:electrician')).toBeNull();
    expect(readHelpRequestDraft('CONTACT')?.message).toBe('Please list the Sunday haat');
  });

  it('books a kept appointment, remembers it on this phone and lets the patient’s draft go', async () => {
    for (const left of outbox.getSnapshot().waiting) outbox.finish(left.key, {});
    savePatientDraft({ name: 'Gour Hari Das', phone: '98000 11223', age: '64', note: 'Knee pain' });
    const key = 'offline-key-000000000004';
    outbox.add({
      key,
      kind: 'appointment',
      variables: { input: { idempotencyKey: key } },
      queuedAt: '2026-11-26T10:00:00.000Z',
    });
    const booked = {
      __typename: 'AppointmentBooked',
      trackingToken: 'token-appt',
      appointment: {
        code: 'AP-K7M2QX',
        status: 'BOOKED',
        day: '2026-11-29',
        startsAt: '11:00',
        endsAt: '12:00',
        patientName: 'Gour Hari Das',
        doctor: {
          name: 'Dr. Ananya Chatterjee',
          chamberName: 'Sebak Pharmacy chamber',
          chamberAddress: 'Station Road, Bolpur',
          phone: '+919775430127',
          feePaise: 40000,
        },
      },
    };
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify({ data: { bookAppointment: booked } }), { status: 200 }),
    );

    expect(await sendOutbox()).toBe('done');
    expect(outbox.getSnapshot().notices).toContainEqual(expect.objectContaining({ key, code: 'AP-K7M2QX' }));
    expect(readSavedPatient()).toEqual({ name: '', phone: '', age: '', note: '' });
  });
});
