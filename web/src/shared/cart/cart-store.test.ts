import { createCartStore, type CartLine } from './cart-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    saved: (key = 'haat.cart') => JSON.parse(values.get(key) ?? 'null') as unknown,
  };
}

const rice = { id: 'p1', name: 'Rice 1 kg', stock: 10, pricePaise: 6500 };
const dal = { id: 'p2', name: 'Masoor dal 500 g', stock: 4 };

describe('cart store', () => {
  it('starts empty when nothing is stored', () => {
    expect(createCartStore({ storage: memoryStorage() }).getSnapshot()).toEqual([]);
  });

  it('appends an item not yet in the cart with quantity 1, whatever the count', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice, 5);
    expect(cart.getSnapshot()).toEqual([{ ...rice, quantity: 1 }]);
    cart.add(dal);
    expect(cart.getSnapshot().map((line) => line.id)).toEqual(['p1', 'p2']);
  });

  it('adds the count to the quantity of an item matching on id and name', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add(rice, 1);
    cart.add(rice, 3);
    expect(cart.getSnapshot()).toEqual([{ ...rice, quantity: 5 }]);
    cart.add(rice, -1);
    expect(cart.getSnapshot()[0].quantity).toBe(4);
  });

  it('treats the same id with another name, or the same name with another id, as a new item', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add({ ...rice, name: 'Rice 5 kg' }, 2);
    cart.add({ ...rice, id: 'p9' }, 2);
    expect(cart.getSnapshot().map((line) => [line.id, line.name, line.quantity])).toEqual([
      ['p1', 'Rice 1 kg', 1],
      ['p1', 'Rice 5 kg', 1],
      ['p9', 'Rice 1 kg', 1],
    ]);
  });

  it('sets the stock to the new quantity when the count is below -1', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add(rice, 6);
    cart.add(rice, -4);
    expect(cart.getSnapshot()).toEqual([{ ...rice, quantity: 3, stock: 3 }]);
  });

  it('leaves the stock alone for a count of -1', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add(rice, 2);
    cart.add(rice, -1);
    expect(cart.getSnapshot()).toEqual([{ ...rice, quantity: 2, stock: 10 }]);
  });

  it('drops a line whose quantity reaches 0', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add(dal);
    cart.add(rice, -1);
    expect(cart.getSnapshot()).toEqual([{ ...dal, quantity: 1 }]);
    cart.add(dal, 2);
    cart.add(dal, -3);
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('replaces the whole cart', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    const next: CartLine[] = [{ ...dal, quantity: 3 }];
    cart.replace(next);
    expect(cart.getSnapshot()).toEqual(next);
  });

  it('removes lines by id', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add(dal);
    cart.add({ id: 'p3', name: 'Mustard oil 1 l' });
    cart.remove('p1');
    expect(cart.getSnapshot().map((line) => line.id)).toEqual(['p2', 'p3']);
    cart.remove('p2', 'p3');
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('clears the cart', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    cart.add(rice);
    cart.add(dal);
    cart.clear();
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('saves every change to storage under haat.cart', () => {
    const storage = memoryStorage();
    const cart = createCartStore({ storage });
    cart.add(rice);
    expect(storage.saved()).toEqual([{ ...rice, quantity: 1 }]);
    cart.add(rice, 2);
    expect(storage.saved()).toEqual([{ ...rice, quantity: 3 }]);
    cart.remove('p1');
    expect(storage.saved()).toEqual([]);
    cart.replace([{ ...dal, quantity: 2 }]);
    expect(storage.saved()).toEqual([{ ...dal, quantity: 2 }]);
    cart.clear();
    expect(storage.saved()).toEqual([]);
  });

  it('loads the saved cart when it starts', () => {
    const storage = memoryStorage();
    const first = createCartStore({ storage });
    first.add(rice);
    first.add(rice, 1);
    first.add(dal);
    const reloaded = createCartStore({ storage });
    expect(reloaded.getSnapshot()).toEqual([
      { ...rice, quantity: 2 },
      { ...dal, quantity: 1 },
    ]);
  });

  it('uses window.localStorage by default', () => {
    const cart = createCartStore();
    cart.add(rice);
    expect(JSON.parse(window.localStorage.getItem('haat.cart') ?? '[]')).toEqual([{ ...rice, quantity: 1 }]);
    expect(createCartStore().getSnapshot()).toHaveLength(1);
  });

  it('starts empty from corrupt storage instead of crashing', () => {
    expect(createCartStore({ storage: memoryStorage({ 'haat.cart': '[{"id": "p1",' }) }).getSnapshot()).toEqual([]);
    expect(createCartStore({ storage: memoryStorage({ 'haat.cart': '{"id":"p1"}' }) }).getSnapshot()).toEqual([]);
    expect(createCartStore({ storage: memoryStorage({ 'haat.cart': 'null' }) }).getSnapshot()).toEqual([]);
  });

  it('keeps the good lines of a partly malformed saved cart', () => {
    const saved = JSON.stringify([{ id: 'p1', name: 'Rice 1 kg', quantity: 2 }, { id: 7 }, null, 'x']);
    expect(createCartStore({ storage: memoryStorage({ 'haat.cart': saved }) }).getSnapshot()).toEqual([
      { id: 'p1', name: 'Rice 1 kg', quantity: 2 },
    ]);
  });

  it('keeps working when storage refuses to save', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const cart = createCartStore({ storage: refusing });
    cart.add(rice);
    expect(cart.getSnapshot()).toHaveLength(1);
  });

  it('tells subscribers about each change and keeps the snapshot stable between changes', () => {
    const cart = createCartStore({ storage: memoryStorage() });
    const listener = jest.fn();
    const unsubscribe = cart.subscribe(listener);
    const before = cart.getSnapshot();
    expect(cart.getSnapshot()).toBe(before);
    cart.add(rice);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.getSnapshot()).not.toBe(before);
    unsubscribe();
    cart.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
