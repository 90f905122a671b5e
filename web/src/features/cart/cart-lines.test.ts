import { createCartStore, type CartLine } from '../../shared/cart';
import {
  applyCartProblems,
  canAddOne,
  cartSignature,
  cartTotal,
  groupByShop,
  notCounted,
  MAX_QUANTITY,
  stockState,
  toOrderLines,
} from './cart-lines';

const rice: CartLine = {
  id: 'p1',
  name: 'Miniket Rice',
  unit: '1 kg',
  pricePaise: 5800,
  stock: 120,
  vendorId: 'v1',
  vendorName: 'Maa Tara Bhandar',
  quantity: 2,
};
const dal: CartLine = {
  id: 'p2',
  name: 'Masoor Dal',
  unit: '1 kg',
  pricePaise: 9800,
  stock: 50,
  vendorId: 'v1',
  vendorName: 'Maa Tara Bhandar',
  quantity: 1,
};
const oil: CartLine = {
  id: 'p3',
  name: 'Mustard Oil',
  unit: '500 ml',
  pricePaise: 9000,
  stock: 30,
  vendorId: 'v2',
  vendorName: 'Joydev Stores',
  quantity: 3,
};

describe('cart sums', () => {
  it('totals the lines, and groups them by shop in the order the cart names the shops', () => {
    expect(cartTotal([rice, dal, oil])).toBe(2 * 5800 + 9800 + 3 * 9000);
    const groups = groupByShop([rice, oil, dal]);
    expect(groups.map((g) => [g.shopName, g.lines.map((l) => l.id), g.totalPaise])).toEqual([
      ['Maa Tara Bhandar', ['p1', 'p2'], 2 * 5800 + 9800],
      ['Joydev Stores', ['p3'], 3 * 9000],
    ]);
  });

  it('counts a line without a price as nothing, and keeps a line without a shop in a group of its own', () => {
    const bare: CartLine = { id: 'p9', name: 'Old line', quantity: 4 };
    expect(cartTotal([bare, dal])).toBe(9800);
    expect(groupByShop([bare, dal]).map((g) => g.shopName)).toEqual([null, 'Maa Tara Bhandar']);
  });
});

describe('a total of what can be ordered', () => {
  it('leaves out the lines the server marked unavailable or out of stock, and says how many', () => {
    const gone: CartLine = { ...dal, unavailable: true };
    const soldOut: CartLine = { ...oil, stock: 0 };
    expect(cartTotal([rice, gone, soldOut])).toBe(2 * 5800);
    expect(notCounted([rice, gone, soldOut])).toBe(2);
    expect(groupByShop([rice, gone, soldOut]).map((g) => g.totalPaise)).toEqual([2 * 5800, 0]);
    expect(notCounted([rice, dal])).toBe(0);
    // Fewer left than asked for still counts: the customer is asked to lower the quantity.
    expect(cartTotal([{ ...rice, stock: 1 }])).toBe(2 * 5800);
  });
});

describe('stock on a line', () => {
  it('warns only when the quantity is more than the stock known', () => {
    expect(stockState(rice)).toEqual({ kind: 'ok' });
    expect(stockState({ ...rice, stock: 1 })).toEqual({ kind: 'short', left: 1 });
    expect(stockState({ ...rice, stock: 0 })).toEqual({ kind: 'soldOut' });
    expect(stockState({ id: 'p9', name: 'No stock known', quantity: 7 })).toEqual({ kind: 'ok' });
  });

  it('lets + add up to the stock and the server limit, never to an unavailable product', () => {
    expect(canAddOne(rice)).toBe(true);
    expect(canAddOne({ ...rice, quantity: 120 })).toBe(false);
    expect(canAddOne({ ...rice, stock: 500, quantity: MAX_QUANTITY })).toBe(false);
    expect(canAddOne({ ...rice, unavailable: true })).toBe(false);
  });
});

describe('toOrderLines', () => {
  it('sends each product with its quantity and the price the customer saw', () => {
    expect(toOrderLines([rice, oil])).toEqual([
      { productId: 'p1', quantity: 2, seenPricePaise: 5800 },
      { productId: 'p3', quantity: 3, seenPricePaise: 9000 },
    ]);
  });

  it('sends a product renamed since it was added once, with both quantities', () => {
    expect(toOrderLines([rice, { ...rice, name: 'Miniket Rice (new crop)', quantity: 1 }])).toEqual([
      { productId: 'p1', quantity: 3, seenPricePaise: 5800 },
    ]);
  });

  it('sends no seen price for a line that never had one', () => {
    expect(toOrderLines([{ id: 'p9', name: 'Old line', quantity: 1 }])).toEqual([
      { productId: 'p9', quantity: 1, seenPricePaise: null },
    ]);
  });
});

describe('applyCartProblems', () => {
  it('takes the stock the server knows, leaving the quantity for the customer to choose', () => {
    const [line] = applyCartProblems(
      [{ ...rice, quantity: 5 }],
      [{ productId: 'p1', reason: 'OUT_OF_STOCK', stock: 3, pricePaise: 5800 }],
    );
    expect(line).toEqual({ ...rice, quantity: 5, stock: 3 });
    expect(stockState(line)).toEqual({ kind: 'short', left: 3 });
  });

  it('updates a changed price and remembers the old one', () => {
    const [line] = applyCartProblems(
      [rice],
      [{ productId: 'p1', reason: 'PRICE_CHANGED', stock: 100, pricePaise: 6200 }],
    );
    expect(line).toEqual({ ...rice, stock: 100, pricePaise: 6200, priceWasPaise: 5800 });
    expect(toOrderLines([line])[0].seenPricePaise).toBe(6200);
  });

  it('marks an unorderable product, even one the server no longer knows', () => {
    const lines = applyCartProblems(
      [rice, dal],
      [
        { productId: 'p1', reason: 'UNAVAILABLE', stock: 120, pricePaise: 5800 },
        { productId: 'p2', reason: 'UNAVAILABLE', stock: null, pricePaise: null },
      ],
    );
    expect(lines).toEqual([
      { ...rice, unavailable: true },
      { ...dal, unavailable: true },
    ]);
    expect(canAddOne(lines[0])).toBe(false);
  });

  it('clears the marks of an earlier answer from lines the server did not name, and leaves other lines as they were', () => {
    const marked = applyCartProblems(
      [rice, oil],
      [
        { productId: 'p1', reason: 'UNAVAILABLE' },
        { productId: 'p3', reason: 'PRICE_CHANGED', pricePaise: 9500 },
      ],
    );
    expect(applyCartProblems(marked, [])).toEqual([rice, { ...oil, pricePaise: 9500 }]);
  });

  it('applies to every line of the product and lands in the cart store through replace', () => {
    const cart = createCartStore({ storage: null });
    cart.replace([rice, { ...rice, name: 'Miniket Rice (new crop)', quantity: 1 }, oil]);
    cart.replace(
      applyCartProblems(cart.getSnapshot(), [{ productId: 'p1', reason: 'OUT_OF_STOCK', stock: 2, pricePaise: 5800 }]),
    );
    expect(cart.getSnapshot().map((l) => [l.name, l.stock])).toEqual([
      ['Miniket Rice', 2],
      ['Miniket Rice (new crop)', 2],
      ['Mustard Oil', 30],
    ]);
  });

  it("sets a line to the stock left with the cart's own rules", () => {
    const cart = createCartStore({ storage: null });
    cart.replace(
      applyCartProblems([{ ...rice, quantity: 9 }], [{ productId: 'p1', reason: 'OUT_OF_STOCK', stock: 4 }]),
    );
    const line = cart.getSnapshot()[0];
    cart.add(line, 4 - line.quantity);
    expect(cart.getSnapshot()[0]).toMatchObject({ quantity: 4, stock: 4 });
    expect(stockState(cart.getSnapshot()[0])).toEqual({ kind: 'ok' });
  });
});

describe('the signature of a cart, for its idempotency key', () => {
  it('tells carts apart by product, quantity and the price seen', () => {
    const cartA = cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 5800 }]);
    expect(cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 5800 }])).toBe(cartA);
    expect(cartSignature([{ productId: 'p1', quantity: 2, seenPricePaise: 6200 }])).not.toBe(cartA);
    expect(cartSignature([{ productId: 'p1', quantity: 3, seenPricePaise: 5800 }])).not.toBe(cartA);
  });
});

describe('closed shops in the cart', () => {
  const now = new Date('2026-03-02T02:15:00Z');
  it('marks the shop the server says is closed, with its opening and whether it takes later orders', () => {
    const marked = applyCartProblems(
      [rice, oil],
      [{ productId: 'p1', reason: 'SHOP_CLOSED', opensAt: '2026-03-02T10:00:00Z', takesLaterOrders: true }],
    );
    const [tara, joydev] = groupByShop(marked, now);
    expect(tara.closed).toEqual({ opensAt: '2026-03-02T10:00:00Z', takesLater: true });
    expect(joydev.closed).toBeNull();
  });

  it('knows from the catalog before checkout, and forgets once the opening has passed', () => {
    const fromCatalog = { ...rice, shopClosed: true, shopOpensAt: '2026-03-02T10:00:00Z', shopTakesLater: false };
    expect(groupByShop([fromCatalog], now)[0].closed).toEqual({ opensAt: '2026-03-02T10:00:00Z', takesLater: false });
    expect(groupByShop([fromCatalog], new Date('2026-03-02T10:00:00Z'))[0].closed).toBeNull();
  });
});
