import { cartSignature, createCheckoutKeys } from './checkout-key';

function counter() {
  let n = 0;
  return () => `key-${String(++n).padStart(16, '0')}`;
}

const cartA = cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 5800 }]);
const cartB = cartSignature([{ productId: 'p1', quantity: 3, seenPricePaise: 5800 }]);

describe('the idempotency key of a checkout', () => {
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
    expect(JSON.parse(window.localStorage.getItem('haat.checkout-key') ?? 'null')).toEqual({ key: first, signature: cartA });
    const afterReload = createCheckoutKeys({ makeKey: () => 'another-key-entirely' });
    expect(afterReload.forPress(cartA)).toBe(first);
    afterReload.settle();
    expect(window.localStorage.getItem('haat.checkout-key')).toBeNull();
  });

  it('tells carts apart by product, quantity and the price seen', () => {
    expect(cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 5800 }])).toBe(cartA);
    expect(cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 6200 }])).not.toBe(cartA);
    expect(cartB).not.toBe(cartA);
  });
});
