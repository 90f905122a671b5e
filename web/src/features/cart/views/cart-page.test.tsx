import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createCartStore, type CartLine, type CartStore } from '../../../shared/cart';
import { createOutbox, type Outbox } from '../../../shared/offline/outbox';
import { readMyOrders } from '../../../shared/storage/my-orders';
import { createPressKeys, type PressKeys } from '../../../shared/storage/press-keys';
import { fakeApi, graphQLError, networkFailure, type FakeCall } from '../../../test-support/fake-api';
import { CartPage, type CartPageLinks } from './cart-page';

const links: CartPageLinks = {
  catalogs: [
    { to: '/grocery', titleKey: 'catalog.sections.GROCERY.title' },
    { to: '/bazaar', titleKey: 'catalog.sections.BAZAAR.title' },
  ],
  thankYou: '/thankYou',
  findOrder: '/findOrder',
};

const RICE = 'b2e1d3cf-0000-4000-8000-000000000001';
const DAL = 'b2e1d3cf-0000-4000-8000-000000000002';
const OIL = 'b2e1d3cf-0000-4000-8000-000000000003';

const rice: CartLine = {
  id: RICE,
  name: 'Miniket Rice',
  nameBn: 'মিনিকেট চাল',
  unit: '1 kg',
  pricePaise: 5800,
  stock: 120,
  vendorId: 'v1',
  vendorName: 'Maa Tara Bhandar',
  quantity: 2,
};
const dal: CartLine = {
  id: DAL,
  name: 'Masoor Dal',
  unit: '1 kg',
  pricePaise: 9800,
  stock: 50,
  vendorId: 'v1',
  vendorName: 'Maa Tara Bhandar',
  quantity: 1,
};
const oil: CartLine = {
  id: OIL,
  name: 'Mustard Oil',
  unit: '500 ml',
  pricePaise: 9000,
  stock: 30,
  vendorId: 'v2',
  vendorName: 'Joydev Stores',
  quantity: 1,
};

const placed = {
  __typename: 'OrderPlaced',
  checkoutCode: 'K7M2QX',
  trackingToken: 'token-abc',
  orders: [
    {
      __typename: 'OrderReceipt',
      code: 'K7M2QX-1',
      shopName: 'Maa Tara Bhandar',
      totalPaise: 21400,
      itemCount: 2,
      status: 'PLACED',
    },
    {
      __typename: 'OrderReceipt',
      code: 'K7M2QX-2',
      shopName: 'Joydev Stores',
      totalPaise: 9000,
      itemCount: 1,
      status: 'PLACED',
    },
  ],
};

let cart: CartStore;
let keys: PressKeys;
let outbox: Outbox;

beforeEach(() => {
  outbox = createOutbox({ storage: null });
  fakeApi.reset();
  cart = createCartStore({ storage: null });
  let n = 0;
  keys = createPressKeys('haat.checkout-key', {
    storage: null,
    makeKey: () => `test-key-${String(++n).padStart(8, '0')}`,
  });
});

function renderCart(lines: CartLine[] = [rice, dal, oil]) {
  cart.replace(lines);
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage links={links} cart={cart} keys={keys} outbox={outbox} />} />
          <Route path="/thankYou" element={<h1>Thank you page</h1>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

function fillCheckout(values: Partial<Record<'name' | 'phone' | 'address' | 'landmark', string>> = {}) {
  const all = {
    name: 'Rina Das',
    phone: '98765 43210',
    address: 'Near the school, Supur',
    landmark: 'Blue gate',
    ...values,
  };
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: all.name } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: all.phone } });
  fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: all.address } });
  fireEvent.change(screen.getByLabelText('Landmark (if any)'), { target: { value: all.landmark } });
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });
const line = (name: string) => screen.getByRole('listitem', { name });
const sentInput = (call: FakeCall) =>
  call.variables.input as { idempotencyKey: string; customer: unknown; lines: unknown[] };

describe('CartPage', () => {
  it('offers the catalogs when the cart is empty', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grocery' })).toHaveAttribute('href', '/grocery');
    expect(screen.getByRole('link', { name: 'Bazaar' })).toHaveAttribute('href', '/bazaar');
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('lists the lines by shop with prices in rupees, line totals, shop totals and the total', () => {
    renderCart();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    const maaTara = screen.getByRole('region', { name: 'Maa Tara Bhandar' });
    expect(within(maaTara).getByRole('heading', { name: 'From Maa Tara Bhandar' })).toBeInTheDocument();
    expect(
      within(maaTara)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Miniket Rice', 'Masoor Dal']);
    expect(within(line('Miniket Rice')).getByText('₹58 each')).toBeInTheDocument();
    expect(within(line('Miniket Rice')).getByText('মিনিকেট চাল')).toBeInTheDocument();
    expect(within(line('Miniket Rice')).getByTestId('line-total')).toHaveTextContent('₹116');
    expect(within(maaTara).getByText('Total from Maa Tara Bhandar').nextSibling).toHaveTextContent('₹214');
    expect(screen.getByRole('region', { name: 'Joydev Stores' })).toBeInTheDocument();
    expect(screen.getByText('Each shop packs and sends its own order.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹304');
  });

  it('changes quantities with + and −, removes a line at 0 or on request, and stops + at the stock', () => {
    renderCart([{ ...rice, stock: 3 }, dal]);
    fireEvent.click(within(line('Miniket Rice')).getByRole('button', { name: 'One more Miniket Rice' }));
    expect(within(line('Miniket Rice')).getByTestId('cart-quantity')).toHaveTextContent('3');
    expect(within(line('Miniket Rice')).getByRole('button', { name: 'One more Miniket Rice' })).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹272');

    fireEvent.click(within(line('Masoor Dal')).getByRole('button', { name: 'One less Masoor Dal' }));
    expect(screen.queryByRole('listitem', { name: 'Masoor Dal' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Miniket Rice from your cart' }));
    expect(cart.getSnapshot()).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('warns as soon as a quantity is more than the stock known, and sets it to what is left', () => {
    renderCart([{ ...rice, quantity: 5, stock: 2 }]);
    expect(within(line('Miniket Rice')).getByText('Only 2 left.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change Miniket Rice to 2' }));
    expect(cart.getSnapshot()[0]).toMatchObject({ quantity: 2, stock: 2 });
    expect(screen.queryByText('Only 2 left.')).not.toBeInTheDocument();
  });

  it('fills in the details kept from the last order', () => {
    window.localStorage.setItem(
      'haat.delivery-address',
      JSON.stringify({ name: 'Rina Das', addressLine: 'Supur', landmark: 'Blue gate' }),
    );
    window.localStorage.setItem('haat.order-contact', '9876543210');
    renderCart();
    expect(screen.getByLabelText('Your name')).toHaveValue('Rina Das');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Delivery address')).toHaveValue('Supur');
    expect(screen.getByLabelText('Landmark (if any)')).toHaveValue('Blue gate');
  });

  it('checks the details before sending anything', () => {
    renderCart();
    fillCheckout({ name: ' ', phone: '12345', address: '' });
    fireEvent.click(placeOrderButton());
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number, such as 98765 43210.')).toBeInTheDocument();
    expect(screen.getByText('Enter the delivery address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(fakeApi.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Rina' } });
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
  });

  it('places the order, keeps the orders and details in the browser, empties the cart and shows the confirmation', async () => {
    fakeApi.on('PlaceOrder', () => ({ data: { placeOrder: placed } }));
    renderCart();
    fillCheckout({ name: ' Rina Das ', landmark: '  ' });
    fireEvent.click(placeOrderButton());
    expect(await screen.findByRole('heading', { name: 'Thank you page' })).toBeInTheDocument();

    expect(sentInput(fakeApi.callsOf('PlaceOrder')[0])).toEqual({
      idempotencyKey: 'test-key-00000001',
      customer: { name: 'Rina Das', phone: '98765 43210', address: 'Near the school, Supur', landmark: null },
      lines: [
        { productId: RICE, quantity: 2, seenPricePaise: 5800 },
        { productId: DAL, quantity: 1, seenPricePaise: 9800 },
        { productId: OIL, quantity: 1, seenPricePaise: 9000 },
      ],
    });
    expect(cart.getSnapshot()).toEqual([]);
    expect(readMyOrders().map((o) => [o.code, o.trackingToken, o.shopName, o.totalPaise])).toEqual([
      ['K7M2QX-1', 'token-abc', 'Maa Tara Bhandar', 21400],
      ['K7M2QX-2', 'token-abc', 'Joydev Stores', 9000],
    ]);
    expect(readMyOrders()[0].placedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(window.localStorage.getItem('haat.order-contact')).toBe('98765 43210');
    expect(JSON.parse(window.localStorage.getItem('haat.delivery-address') ?? '{}')).toMatchObject({
      name: 'Rina Das',
      addressLine: 'Near the school, Supur',
    });
    // The next press is a new checkout.
    expect(keys.forPress('anything')).toBe('test-key-00000002');
  });

  it('retries a press that got no answer with the same key, and a changed cart with a new one', async () => {
    let answer = networkFailure();
    fakeApi.on('PlaceOrder', () => answer);
    renderCart();
    fillCheckout();
    fireEvent.click(placeOrderButton());
    expect(await screen.findByText(/Could not reach Haat\. Your cart and details are kept/)).toBeInTheDocument();
    expect(cart.getSnapshot()).toHaveLength(3);
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());

    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(fakeApi.callsOf('PlaceOrder')).toHaveLength(2));
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    fireEvent.click(within(line('Masoor Dal')).getByRole('button', { name: 'One more Masoor Dal' }));
    answer = { data: { placeOrder: placed } };
    fireEvent.click(placeOrderButton());
    await screen.findByRole('heading', { name: 'Thank you page' });

    const keysSent = fakeApi.callsOf('PlaceOrder').map((call) => sentInput(call).idempotencyKey);
    expect(keysSent).toEqual(['test-key-00000001', 'test-key-00000001', 'test-key-00000002']);
  });

  it('keeps an order pressed with no network in the outbox with its key, and opens the confirmation once it is sent', async () => {
    fakeApi.on('PlaceOrder', () => networkFailure());
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderCart();
      fillCheckout();
      fireEvent.click(placeOrderButton());
      expect(await screen.findByText(/will be sent when you are online/)).toBeInTheDocument();
      const [kept] = outbox.getSnapshot().waiting;
      expect(kept).toMatchObject({ key: 'test-key-00000001', kind: 'checkout' });
      expect(kept.variables).toEqual({ input: sentInput(fakeApi.callsOf('PlaceOrder')[0]) });
      // The cart stays until the order is sent: a refusal then can still show its lines.
      expect(cart.getSnapshot()).toHaveLength(3);
      // The next order is another one, with a key of its own.
      expect(keys.forPress('another cart')).toBe('test-key-00000002');

      act(() => outbox.finish(kept.key, { code: 'K7M2QX' }));
      await screen.findByRole('heading', { name: 'Thank you page' });
      expect(outbox.getSnapshot().notices).toEqual([]);
    } finally {
      online.mockRestore();
    }
  });

  it('names a closed shop and when it opens before checkout; where it takes later orders, sends the acceptance', async () => {
    fakeApi.on('PlaceOrder', () => ({ data: { placeOrder: placed } }));
    const opensAt = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    renderCart([{ ...rice, shopClosed: true, shopOpensAt: opensAt, shopTakesLater: true }, dal, oil]);
    const tara = screen.getByRole('region', { name: 'Maa Tara Bhandar' });
    expect(within(tara).getByText(/^Closed · opens /)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Joydev Stores' })).queryByText(/^Closed/),
    ).not.toBeInTheDocument();
    fireEvent.click(within(tara).getByRole('checkbox', { name: 'I agree: deliver after Maa Tara Bhandar opens' }));
    fillCheckout();
    fireEvent.click(placeOrderButton());
    await waitFor(() => expect(fakeApi.callsOf('PlaceOrder')).toHaveLength(1));
    expect(sentInput(fakeApi.callsOf('PlaceOrder')[0])).toMatchObject({ acceptAfterOpening: true });
  });

  it('says a closed shop that takes no later orders cannot be ordered from until it opens', async () => {
    fakeApi.on('PlaceOrder', () => ({
      data: {
        placeOrder: {
          __typename: 'CartNeedsChanges',
          problems: [
            {
              __typename: 'CartLineProblem',
              productId: OIL,
              reason: 'SHOP_CLOSED',
              name: 'Mustard Oil',
              stock: 30,
              pricePaise: 9000,
              shopName: 'Joydev Stores',
              opensAt: new Date(Date.now() + 3_600_000).toISOString(),
              takesLaterOrders: false,
            },
          ],
        },
      },
    }));
    renderCart();
    fillCheckout();
    fireEvent.click(placeOrderButton());
    const joydev = screen.getByRole('region', { name: 'Joydev Stores' });
    expect(
      await within(joydev).findByText(
        'Joydev Stores is closed and takes no orders until it opens. Remove its items or come back then.',
      ),
    ).toBeInTheDocument();
    expect(within(joydev).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('explains each line the server refused, updates the cart, and offers the fix', async () => {
    fakeApi.on('PlaceOrder', () => ({
      data: {
        placeOrder: {
          __typename: 'CartNeedsChanges',
          problems: [
            {
              __typename: 'CartLineProblem',
              productId: RICE,
              reason: 'PRICE_CHANGED',
              name: 'Miniket Rice',
              stock: 120,
              pricePaise: 6200,
            },
            {
              __typename: 'CartLineProblem',
              productId: DAL,
              reason: 'OUT_OF_STOCK',
              name: 'Masoor Dal',
              stock: 1,
              pricePaise: 9800,
            },
            {
              __typename: 'CartLineProblem',
              productId: OIL,
              reason: 'UNAVAILABLE',
              name: 'Mustard Oil',
              stock: 30,
              pricePaise: 9000,
            },
          ],
        },
      },
    }));
    renderCart([rice, { ...dal, quantity: 3 }, oil]);
    fillCheckout();
    fireEvent.click(placeOrderButton());

    expect(await screen.findByText(/Some items have changed since you added them/)).toBeInTheDocument();
    expect(within(line('Miniket Rice')).getByText('Price changed from ₹58 to ₹62.')).toBeInTheDocument();
    expect(within(line('Miniket Rice')).getByText('₹62 each')).toBeInTheDocument();
    expect(within(line('Miniket Rice')).getByTestId('line-total')).toHaveTextContent('₹124');
    expect(within(line('Masoor Dal')).getByText('Only 1 left.')).toBeInTheDocument();
    expect(within(line('Mustard Oil')).getByText('No longer available.')).toBeInTheDocument();
    expect(cart.getSnapshot()).toEqual([
      { ...rice, pricePaise: 6200, priceWasPaise: 5800 },
      { ...dal, quantity: 3, stock: 1 },
      { ...oil, unavailable: true },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Change Masoor Dal to 1' }));
    fireEvent.click(within(line('Mustard Oil')).getByRole('button', { name: 'Remove Mustard Oil from your cart' }));
    expect(cart.getSnapshot().map((l) => [l.name, l.quantity])).toEqual([
      ['Miniket Rice', 2],
      ['Masoor Dal', 1],
    ]);

    fakeApi.on('PlaceOrder', () => ({ data: { placeOrder: placed } }));
    fireEvent.click(placeOrderButton());
    await screen.findByRole('heading', { name: 'Thank you page' });
    const [first, second] = fakeApi.callsOf('PlaceOrder').map(sentInput);
    expect(second.lines).toEqual([
      { productId: RICE, quantity: 2, seenPricePaise: 6200 },
      { productId: DAL, quantity: 1, seenPricePaise: 9800 },
    ]);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("shows the server's field errors beside the fields and the lines", async () => {
    fakeApi.on('PlaceOrder', () =>
      graphQLError('BAD_USER_INPUT', {
        field: 'customer.address',
        problems: [
          { field: 'customer.address', message: 'Keep the address under 300 characters.' },
          { field: 'lines.1.quantity', message: 'The quantity can be at most 99.' },
        ],
      }),
    );
    renderCart();
    fillCheckout();
    fireEvent.click(placeOrderButton());
    expect(await screen.findByText('Keep the address under 300 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery address')).toHaveAttribute('aria-invalid', 'true');
    expect(within(line('Masoor Dal')).getByText('The quantity can be at most 99.')).toBeInTheDocument();
    expect(screen.getByText('Some items need a change: see the items marked below.')).toBeInTheDocument();
  });

  it('says when the key was used before with other details, and leads to Find Order', async () => {
    fakeApi.on('PlaceOrder', () =>
      graphQLError('BAD_USER_INPUT', { field: 'idempotencyKey' }, 'This order was already placed with other details.'),
    );
    renderCart();
    fillCheckout();
    fireEvent.click(placeOrderButton());
    expect(await screen.findByText(/This cart may already have been ordered with other details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your orders' })).toHaveAttribute('href', '/findOrder');
    // That answer was definite: the next press is a new checkout.
    await act(async () => undefined);
    expect(keys.forPress('another cart')).toBe('test-key-00000002');
  });

  it('cannot be pressed twice while an order is on its way', async () => {
    let release: (value: unknown) => void = () => undefined;
    fakeApi.on(
      'PlaceOrder',
      () => new Promise((resolve) => (release = () => resolve({ data: { placeOrder: placed } }))),
    );
    renderCart();
    fillCheckout();
    fireEvent.click(placeOrderButton());
    const busy = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(busy).toBeDisabled();
    fireEvent.submit(busy.closest('form')!);
    expect(within(line('Miniket Rice')).getByRole('button', { name: 'One more Miniket Rice' })).toBeDisabled();
    release(undefined);
    await screen.findByRole('heading', { name: 'Thank you page' });
    expect(fakeApi.callsOf('PlaceOrder')).toHaveLength(1);
  });
});
