import { cartStore } from '../shared/cart';
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
    outbox.add({ key: KEY, kind: 'checkout', variables: { input: { idempotencyKey: KEY, lines: [{ productId: 'p1', quantity: 1 }] } }, queuedAt: '2026-11-26T10:00:00.000Z' });
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: placed }), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    expect(await sendOutbox()).toBe('done');
    expect(await sendOutbox()).toBe('done');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as { operationName: string; query: string; variables: { input: { idempotencyKey: string } } };
    expect(body.operationName).toBe('PlaceOrder');
    expect(body.query).toContain('mutation PlaceOrder');
    expect(body.variables.input.idempotencyKey).toBe(KEY);
    expect(readMyOrders().map((order) => order.code)).toContain('K7M2QX-1');
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(outbox.getSnapshot().notices).toEqual([expect.objectContaining({ key: KEY, code: 'K7M2QX' })]);
  });

  it('keeps the request while there is no answer', async () => {
    outbox.add({ key: 'offline-key-000000000002', kind: 'checkout', variables: { input: {} }, queuedAt: '2026-11-26T10:00:00.000Z' });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendOutbox()).toBe('retry');
    expect(outbox.getSnapshot().waiting.map((entry) => entry.key)).toEqual(['offline-key-000000000002']);
  });
});
