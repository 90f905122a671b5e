import { createPressKeys, newIdempotencyKey } from './press-keys';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const STORAGE_KEY = 'haat.test-press-key';

function counter() {
  let n = 0;
  return () => `key-${String(++n).padStart(16, '0')}`;
}

beforeEach(() => window.localStorage.clear());

describe('the idempotency key of a press', () => {
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
    const keys = createPressKeys(STORAGE_KEY, { makeKey: counter() });
    const first = keys.forPress('a');
    expect(keys.forPress('a')).toBe(first);
    keys.settle();
    expect(keys.forPress('a')).not.toBe(first);
  });

  it('is new when the details changed between the presses', () => {
    const keys = createPressKeys(STORAGE_KEY, { makeKey: counter() });
    const first = keys.forPress('a');
    const second = keys.forPress('b');
    expect(second).not.toBe(first);
    expect(keys.forPress('b')).toBe(second);
    expect(keys.forPress('a')).not.toBe(first);
  });

  it('survives a reload under its own storage key, apart from other forms', () => {
    const first = createPressKeys(STORAGE_KEY, { makeKey: counter() }).forPress('a');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ key: first, signature: 'a' });
    const otherForm = createPressKeys('haat.other-press-key', { makeKey: () => 'another-key-entirely' });
    expect(otherForm.forPress('a')).toBe('another-key-entirely');
    const afterReload = createPressKeys(STORAGE_KEY, { makeKey: () => 'yet-another-key-entirely' });
    expect(afterReload.forPress('a')).toBe(first);
    afterReload.settle();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('haat.other-press-key')).not.toBeNull();
  });

  it("keeps each form's key apart: a press of one never discards another's kept key", () => {
    const cart = createPressKeys('haat.checkout-key', { makeKey: counter() });
    const lists = createPressKeys('haat.list-order-key', { makeKey: () => 'list-key-0000000000001' });
    const first = cart.forPress('[["p1",2,5800]]');
    expect(lists.forPress('a list')).toBe('list-key-0000000000001');
    lists.settle();
    expect(
      createPressKeys('haat.checkout-key', { makeKey: () => 'never-used-key-00000001' }).forPress('[["p1",2,5800]]'),
    ).toBe(first);
  });

  it('reads a key the cart kept in its earlier form, { key, cart }', () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ key: 'kept-before-the-update', cart: 'a' }));
    expect(createPressKeys(STORAGE_KEY, { makeKey: counter() }).forPress('a')).toBe('kept-before-the-update');
    // A list's key was kept the same way before the forms shared this.
    window.localStorage.setItem(
      'haat.list-order-key',
      JSON.stringify({ key: 'list-key-kept-before-the-update', cart: 'a list' }),
    );
    expect(createPressKeys('haat.list-order-key', { makeKey: counter() }).forPress('a list')).toBe(
      'list-key-kept-before-the-update',
    );
  });

  it('ignores a kept value that is not a key', () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ key: 42, signature: 'a' }));
    expect(createPressKeys(STORAGE_KEY, { makeKey: () => 'a-fresh-key-made-now' }).forPress('a')).toBe(
      'a-fresh-key-made-now',
    );
  });

  it('is kept in memory where storage is refused', () => {
    const keys = createPressKeys(STORAGE_KEY, { storage: null, makeKey: counter() });
    const first = keys.forPress('a');
    expect(keys.forPress('a')).toBe(first);
    keys.settle();
    expect(keys.forPress('a')).not.toBe(first);
  });
});
