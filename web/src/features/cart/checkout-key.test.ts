import { cartSignature, createCheckoutKeys, newIdempotencyKey } from './checkout-key';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

function counter() {
  let n = 0;
  return () => `key-${String(++n).padStart(16, '0')}`;
}

const cartA = cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 5800 }]);
const cartB = cartSignature([{ productId: 'p1', quantity: 3, seenPricePaise: 5800 }]);

describe('the idempotency key of a checkout', () => {
  it('is made in the form the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is made without randomUUID too, as on plain http', () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('is the same for a press retried after no answer, and new once the server has answered', () => {
    const keys = createCheckoutKeys({ makeKey: counter() });
    const first = keys.forPress(cartA);
    expect(keys.forPress(cartA)).toBe(first);
    expect(keys.forPress(cartA)).toBe(first);
    keys.settle();
    expect(keys.forPress(cartA)).not.toBe(first);
  });

  it('is new when the cart changed between the presses, and stays new for that cart', () => {
    const keys = createCheckoutKeys({ makeKey: counter() });
    const first = keys.forPress(cartA);
    const second = keys.forPress(cartB);
    expect(second).not.toBe(first);
    expect(keys.forPress(cartB)).toBe(second);
    // Back to the first cart is yet another press: the first key is gone.
    expect(keys.forPress(cartA)).not.toBe(first);
  });

  it('survives a reload: the next page retries with the kept key', () => {
    const first = createCheckoutKeys({ makeKey: counter() }).forPress(cartA);
    expect(JSON.parse(window.localStorage.getItem('haat.checkout-key') ?? 'null')).toEqual({ key: first, cart: cartA });
    const afterReload = createCheckoutKeys({ makeKey: () => 'another-key-entirely' });
    expect(afterReload.forPress(cartA)).toBe(first);
    afterReload.settle();
    expect(window.localStorage.getItem('haat.checkout-key')).toBeNull();
  });

  it('is kept in memory where storage is refused', () => {
    const keys = createCheckoutKeys({ storage: null, makeKey: counter() });
    const first = keys.forPress(cartA);
    expect(keys.forPress(cartA)).toBe(first);
    keys.settle();
    expect(keys.forPress(cartA)).not.toBe(first);
  });

  it('tells carts apart by product, quantity and the price seen', () => {
    expect(cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 5800 }])).toBe(cartA);
    expect(cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 6200 }])).not.toBe(cartA);
    expect(cartB).not.toBe(cartA);
  });
});
