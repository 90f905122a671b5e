import { MY_ORDERS_LIMIT, readCheckout, readLastCheckout, readMyOrders, rememberCheckout } from './my-orders';

const placed = {
  checkoutCode: 'K7M2QX',
  trackingToken: 'token-1',
  orders: [
    { code: 'K7M2QX-1', shopName: 'Maa Tara Bhandar', shopNameBn: 'মা তারা ভাণ্ডার', totalPaise: 40500, itemCount: 2 },
    { code: 'K7M2QX-2', shopName: 'Joydev Stores', totalPaise: 18500, itemCount: 1 },
  ],
};

describe('the orders placed from this browser', () => {
  it('keeps each order with its tracking token and receipt under haat.my-orders', () => {
    rememberCheckout(placed, '2026-02-03T10:35:00.000Z');
    expect(JSON.parse(window.localStorage.getItem('haat.my-orders') ?? '[]')).toEqual([
      {
        code: 'K7M2QX-1',
        trackingToken: 'token-1',
        placedAt: '2026-02-03T10:35:00.000Z',
        checkoutCode: 'K7M2QX',
        shopName: 'Maa Tara Bhandar',
        shopNameBn: 'মা তারা ভাণ্ডার',
        totalPaise: 40500,
        itemCount: 2,
      },
      expect.objectContaining({ code: 'K7M2QX-2', trackingToken: 'token-1', checkoutCode: 'K7M2QX' }),
    ]);
  });

  it('puts the newest checkout first, lists a replayed one once, and reads back the last', () => {
    rememberCheckout(placed, '2026-02-03T10:35:00.000Z');
    rememberCheckout(
      {
        checkoutCode: 'P3RT9W',
        trackingToken: 'token-2',
        orders: [{ code: 'P3RT9W-1', shopName: 'Joydev Stores', totalPaise: 2800, itemCount: 1 }],
      },
      '2026-02-04T08:00:00.000Z',
    );
    rememberCheckout(placed, '2026-02-04T08:01:00.000Z');
    expect(readMyOrders().map((o) => o.code)).toEqual(['K7M2QX-1', 'K7M2QX-2', 'P3RT9W-1']);
    expect(readLastCheckout()).toEqual({
      checkoutCode: 'K7M2QX',
      placedAt: '2026-02-04T08:01:00.000Z',
      orders: [expect.objectContaining({ code: 'K7M2QX-1' }), expect.objectContaining({ code: 'K7M2QX-2' })],
    });
  });

  it(`keeps at most ${MY_ORDERS_LIMIT}`, () => {
    for (let i = 0; i < MY_ORDERS_LIMIT + 5; i++) {
      rememberCheckout(
        { checkoutCode: `C${i}`, trackingToken: `t${i}`, orders: [{ code: `C${i}-1`, shopName: 'S', itemCount: 1 }] },
        '2026-02-03T10:35:00.000Z',
      );
    }
    const orders = readMyOrders();
    expect(orders).toHaveLength(MY_ORDERS_LIMIT);
    expect(orders[0].code).toBe(`C${MY_ORDERS_LIMIT + 4}-1`);
  });

  it('has no last checkout at first, and skips malformed entries', () => {
    expect(readLastCheckout()).toBeNull();
    window.localStorage.setItem(
      'haat.my-orders',
      JSON.stringify([
        { code: 'X' },
        null,
        { ...placed.orders[0], trackingToken: 't', placedAt: 'p', checkoutCode: 'K7M2QX' },
      ]),
    );
    expect(readMyOrders().map((o) => o.code)).toEqual(['K7M2QX-1']);
    window.localStorage.setItem('haat.my-orders', '{broken');
    expect(readMyOrders()).toEqual([]);
  });

  it('keeps a lab booking like an order, with its day and whether the sample is taken at home', () => {
    rememberCheckout(placed, '2026-02-03T10:35:00.000Z');
    rememberCheckout(
      {
        checkoutCode: 'L4BT2Q',
        trackingToken: 'token-lab',
        orders: [
          { code: 'L4BT2Q-1', shopName: 'Ilambazar Pathology & Diagnostic Centre', totalPaise: 30000, itemCount: 2 },
        ],
        labBooking: { preferredDate: '2026-02-05', homeCollection: true },
      },
      '2026-02-04T08:00:00.000Z',
    );
    expect(readCheckout('L4BT2Q')).toEqual([
      expect.objectContaining({
        code: 'L4BT2Q-1',
        trackingToken: 'token-lab',
        labBooking: { preferredDate: '2026-02-05', homeCollection: true },
      }),
    ]);
    expect(readCheckout('K7M2QX').map((o) => o.code)).toEqual(['K7M2QX-1', 'K7M2QX-2']);
    expect(readCheckout('K7M2QX')[0]).not.toHaveProperty('labBooking');
    expect(readCheckout('NOSUCH')).toEqual([]);
  });

  it('skips a booking whose receipt is malformed', () => {
    window.localStorage.setItem(
      'haat.my-orders',
      JSON.stringify([
        {
          ...placed.orders[0],
          trackingToken: 't',
          placedAt: 'p',
          checkoutCode: 'K7M2QX',
          labBooking: { preferredDate: 5 },
        },
      ]),
    );
    expect(readMyOrders()).toEqual([]);
  });
});
