import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { liveStatus } from '../../../shared/apollo/live-status';
import type { SessionUser } from '../../../shared/session/session-state';
import { fakeApi, graphQLError, vendorUser } from '../../../test-support/fake-api';
import { orderChange, orderPage, staffOrder, vendorProduct } from '../../../test-support/staff-orders';
import { VendorWorkspacePage } from './vendor-workspace-page';

const user = vendorUser as SessionUser;

function board(lists: Partial<Record<'placed' | 'priced' | 'confirmed' | 'packed' | 'out', unknown[]>>) {
  return {
    data: {
      placed: orderPage(lists.placed ?? []),
      priced: orderPage(lists.priced ?? []),
      confirmed: orderPage(lists.confirmed ?? []),
      packed: orderPage(lists.packed ?? []),
      out: orderPage(lists.out ?? []),
    },
  };
}

function renderAt(path = '/vendor/grocery') {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/vendor/:category" element={<VendorWorkspacePage user={user} />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const chip = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Orders by state' })).getByRole('button', { name });
const card = (code: string) => screen.getByRole('article', { name: `Order ${code}` });

const rina = staffOrder();
const packedOrder = staffOrder({
  id: 'o-2',
  code: 'P3RT9W-1',
  status: 'PACKED',
  nextStatuses: ['OUT_FOR_DELIVERY', 'CANCELLED'],
  customerName: 'Gopal Das',
});

beforeEach(() => {
  fakeApi.reset();
  liveStatus.reset();
  fakeApi.on('VendorActiveOrders', () => board({ placed: [rina], packed: [packedOrder] }));
});

describe("the shop's orders", () => {
  it('shows the orders by state with how many wait in each, the customer to call, the items and the total', async () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor area' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Subrata Mondal' })).toBeInTheDocument();
    const order = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    expect(chip(/^New/)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^New/)).toHaveTextContent('New1');
    expect(chip(/^Packed/)).toHaveTextContent('Packed1');
    expect(chip(/^Confirmed/)).toHaveTextContent('Confirmed0');
    expect(within(order).getByText('Rina Das')).toBeInTheDocument();
    expect(within(order).getByText('Landmark: Blue gate')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Call +91 98765 43210: Rina Das' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(order).getByText('2 × ₹58')).toBeInTheDocument();
    expect(within(order).getByTestId('order-total')).toHaveTextContent('₹214');
    expect(within(order).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Cancel order…' })).toBeInTheDocument();
    // The other states wait behind their tabs.
    expect(screen.queryByRole('article', { name: 'Order P3RT9W-1' })).not.toBeInTheDocument();
    fireEvent.click(chip(/^Packed/));
    expect(await screen.findByRole('article', { name: 'Order P3RT9W-1' })).toBeInTheDocument();
  });

  it('follows the shop live: a new order fetches the lists again and is announced', async () => {
    renderAt();
    await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    await waitFor(() => expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1));
    const fresh = staffOrder({
      id: 'o-3',
      code: 'M4NB7C-1',
      customerName: 'Asha Mondal',
      placedAt: '2026-02-03T11:00:00.000Z',
    });
    fakeApi.on('VendorActiveOrders', () => board({ placed: [fresh, rina], packed: [packedOrder] }));
    act(() => fakeApi.push('ShopOrderChanged', orderChange('shopOrderChanged', fresh, 'PLACED')));
    expect(await screen.findByRole('article', { name: 'Order M4NB7C-1' })).toBeInTheDocument();
    expect(screen.getByText('New order M4NB7C-1.')).toBeInTheDocument();
    expect(chip(/^New/)).toHaveTextContent('New2');
    // Newest first.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Order M4NB7C-1',
      'Order K7M2QX-1',
    ]);
  });

  it('fetches the lists again when the live connection comes back, in case something was missed', async () => {
    renderAt();
    await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    const before = fakeApi.callsOf('VendorActiveOrders').length;
    act(() => liveStatus.connected());
    await waitFor(() => expect(fakeApi.callsOf('VendorActiveOrders').length).toBe(before + 1));
    expect(screen.getByTestId('live-state')).toHaveTextContent('Live: changes appear by themselves');
  });

  it('confirms an order, which moves to Confirmed at once', async () => {
    const confirmed = { ...rina, status: 'CONFIRMED', nextStatuses: ['PACKED', 'CANCELLED'] };
    // The server's lists, as they will be once the order is confirmed: fetched again after the move.
    let moved = false;
    fakeApi.on('VendorActiveOrders', () =>
      moved
        ? board({ confirmed: [confirmed], packed: [packedOrder] })
        : board({ placed: [rina], packed: [packedOrder] }),
    );
    fakeApi.on('MoveOrder', () => {
      moved = true;
      return { data: { updateOrderStatus: confirmed } };
    });
    renderAt();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Order K7M2QX-1' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Order K7M2QX-1 is now under “Confirmed”.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'o-1', status: 'CONFIRMED', reason: null },
    });
    expect(screen.queryByRole('article', { name: 'Order K7M2QX-1' })).not.toBeInTheDocument();
    expect(chip(/^Confirmed/)).toHaveTextContent('Confirmed1');
    fireEvent.click(chip(/^Confirmed/));
    expect(within(card('K7M2QX-1')).getByRole('button', { name: 'Pack' })).toBeInTheDocument();
  });

  it('cancels only with a reason, which the customer will see', async () => {
    fakeApi.on('MoveOrder', () => ({
      data: { updateOrderStatus: { ...rina, status: 'CANCELLED', nextStatuses: [] } },
    }));
    renderAt();
    const order = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    fireEvent.click(within(order).getByRole('button', { name: 'Cancel order…' }));
    expect(within(order).getByText('Cancel order K7M2QX-1? The customer will see the reason.')).toBeInTheDocument();
    fireEvent.click(within(order).getByRole('button', { name: 'Yes, cancel it' }));
    expect(within(order).getByText('Say why the order is cancelled.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')).toHaveLength(0);
    fireEvent.change(within(order).getByLabelText('Reason'), { target: { value: 'Out of rice today' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(fakeApi.callsOf('MoveOrder')).toHaveLength(1));
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'o-1', status: 'CANCELLED', reason: 'Out of rice today' },
    });
  });

  it("says so when someone else moved the order first, with the server's words", async () => {
    fakeApi.on('MoveOrder', () =>
      graphQLError('BAD_USER_INPUT', {}, 'An order that is cancelled cannot become confirmed.'),
    );
    renderAt();
    const order = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    const before = fakeApi.callsOf('VendorActiveOrders').length;
    fireEvent.click(within(order).getByRole('button', { name: 'Confirm' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent(
      'An order that is cancelled cannot become confirmed.',
    );
    await waitFor(() => expect(fakeApi.callsOf('VendorActiveOrders').length).toBeGreaterThan(before));
  });

  it('prices a shopping list line by line, and lets a medicine order gain lines', async () => {
    const list = staffOrder({
      id: 'o-4',
      code: 'L1ST99-1',
      kind: 'FORDO',
      totalPaise: null,
      lines: [
        {
          __typename: 'OrderLine',
          position: 1,
          productId: null,
          name: '2 kg Gobindobhog rice',
          unit: null,
          quantity: null,
          unitPricePaise: null,
          totalPaise: null,
          available: true,
        },
        {
          __typename: 'OrderLine',
          position: 2,
          productId: null,
          name: 'Hing 50 g',
          unit: null,
          quantity: null,
          unitPricePaise: null,
          totalPaise: null,
          available: true,
        },
      ],
      nextStatuses: ['PRICED', 'CANCELLED'],
    });
    fakeApi.on('VendorActiveOrders', () => board({ placed: [list] }));
    fakeApi.on('PriceListOrder', () => ({
      data: { priceListOrder: { ...list, status: 'PRICED', totalPaise: 22000, nextStatuses: ['CANCELLED'] } },
    }));
    renderAt();
    const order = await screen.findByRole('article', { name: 'Order L1ST99-1' });
    expect(within(order).getByText('Shopping list')).toBeInTheDocument();
    expect(within(order).getByTestId('order-total')).toHaveTextContent('To be priced');
    fireEvent.click(within(order).getByRole('button', { name: 'Price this list' }));
    const form = within(order).getByRole('form', { name: 'Price the list' });
    // Only medicine orders gain lines.
    expect(within(form).queryByRole('button', { name: 'Add a line' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Send prices' }));
    expect(within(form).getAllByText('Give a price, or mark it not available.')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Price of “2 kg Gobindobhog rice” in ₹'), {
      target: { value: '220' },
    });
    fireEvent.click(within(within(form).getAllByRole('listitem')[1]).getByLabelText('Not available'));
    expect(within(form).getByText('Total for the customer: ₹220')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Send prices' }));
    expect(await screen.findByText('Prices for L1ST99-1 sent. The customer will answer.')).toBeInTheDocument();
    expect(fakeApi.callsOf('PriceListOrder')[0].variables).toEqual({
      input: {
        orderId: 'o-4',
        lines: [
          { position: 1, available: true, totalPaise: 22000 },
          { position: 2, available: false, totalPaise: null },
        ],
      },
    });
  });

  it('reads a prescription-only medicine order by adding the lines itself', async () => {
    const medicines = staffOrder({
      id: 'o-5',
      code: 'RX0001-1',
      kind: 'MEDICINE',
      hasPrescription: true,
      totalPaise: null,
      lines: [],
      nextStatuses: ['PRICED', 'CANCELLED'],
    });
    fakeApi.on('VendorActiveOrders', () => board({ placed: [medicines] }));
    fakeApi.on('PriceListOrder', () => ({
      data: { priceListOrder: { ...medicines, status: 'PRICED', nextStatuses: ['CANCELLED'] } },
    }));
    renderAt();
    const order = await screen.findByRole('article', { name: 'Order RX0001-1' });
    expect(within(order).getByText('A prescription photo came with this order.')).toBeInTheDocument();
    fireEvent.click(within(order).getByRole('button', { name: 'Price this list' }));
    const form = within(order).getByRole('form', { name: 'Price the list' });
    fireEvent.change(within(form).getByLabelText('Medicine or item'), {
      target: { value: 'Paracetamol 500, strip of 10' },
    });
    fireEvent.change(within(form).getByLabelText('Price of “Paracetamol 500, strip of 10” in ₹'), {
      target: { value: '12.50' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send prices' }));
    await waitFor(() => expect(fakeApi.callsOf('PriceListOrder')).toHaveLength(1));
    expect(fakeApi.callsOf('PriceListOrder')[0].variables).toEqual({
      input: {
        orderId: 'o-5',
        lines: [{ position: 1, available: true, totalPaise: 1250, name: 'Paracetamol 500, strip of 10' }],
      },
    });
  });
});

describe("the shop's products", () => {
  const rice = vendorProduct();
  const products = (nodes: unknown[]) => ({
    data: {
      products: {
        __typename: 'ProductConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  });

  beforeEach(() => {
    fakeApi.on('VendorProducts', () =>
      products([
        rice,
        vendorProduct({ id: 'p-2', name: 'Soyabean Chunks', unit: '200 g', stock: 0, available: false }),
      ]),
    );
    fakeApi.on('StockMovements', () => ({
      data: {
        stockMovements: {
          __typename: 'StockMovementConnection',
          nodes: [
            {
              __typename: 'StockMovement',
              id: 'm-1',
              at: '2026-02-03T09:00:00.000Z',
              delta: 20,
              stockAfter: 120,
              reason: 'New stock arrived',
              byName: 'Subrata Mondal',
            },
          ],
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    }));
  });

  const row = (name: string) => screen.getByRole('article', { name });

  it("lists only the shop's own products, with stock and whether each is on sale", async () => {
    renderAt('/vendor/grocery?tab=products');
    await screen.findByRole('article', { name: 'Miniket Rice (1 kg)' });
    expect(fakeApi.callsOf('VendorProducts')[0].variables).toEqual({ vendorId: 'v-maa-tara', search: null });
    expect(within(row('Miniket Rice (1 kg)')).getByTestId('product-stock')).toHaveTextContent('120 in stock');
    expect(within(row('Soyabean Chunks (200 g)')).getByTestId('product-stock')).toHaveTextContent('Out of stock');
    expect(within(row('Soyabean Chunks (200 g)')).getByText('Not on sale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves an edit at the version it was opened at; on a conflict it says so and shows the product as it is now', async () => {
    fakeApi.on('UpdateProduct', () =>
      graphQLError('CONFLICT', { currentVersion: 5 }, 'Someone changed this product after you opened it.'),
    );
    fakeApi.on('VendorProduct', () => ({ data: { product: vendorProduct({ pricePaise: 6000, version: 5 }) } }));
    renderAt('/vendor/grocery?tab=products');
    const product = await screen.findByRole('article', { name: 'Miniket Rice (1 kg)' });
    fireEvent.click(within(product).getByRole('button', { name: 'Edit' }));
    const form = within(product).getByRole('form', { name: 'Edit Miniket Rice' });
    expect(within(form).getByLabelText('Price in ₹')).toHaveValue('58');
    fireEvent.change(within(form).getByLabelText('Price in ₹'), { target: { value: '59' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(product).findByText(/^Changed elsewhere/)).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateProduct')[0].variables).toEqual({
      input: {
        id: 'p-1',
        expectedVersion: 3,
        name: 'Miniket Rice',
        nameBn: 'মিনিকেট চাল',
        description: null,
        descriptionBn: null,
        unit: '1 kg',
        pricePaise: 5900,
        mrpPaise: 6200,
        available: true,
      },
    });
    await waitFor(() => expect(within(product).getByLabelText('Price in ₹')).toHaveValue('60'));

    // Made again, against the version now shown.
    fakeApi.on('UpdateProduct', ({ variables }) => ({
      data: { updateProduct: vendorProduct({ pricePaise: 5900, version: 6, ...(variables.input as object) }) },
    }));
    fireEvent.change(within(product).getByLabelText('Price in ₹'), { target: { value: '59' } });
    fireEvent.click(within(product).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Miniket Rice saved.')).toBeInTheDocument();
    expect((fakeApi.callsOf('UpdateProduct')[1].variables.input as { expectedVersion: number }).expectedVersion).toBe(
      5,
    );
  });

  it('sets the counted stock with a reason, takes units away, and shows the ledger', async () => {
    fakeApi.on('SetStock', ({ variables }) => ({
      data: { setStock: vendorProduct({ stock: (variables.input as { stock: number }).stock, version: 4 }) },
    }));
    fakeApi.on('AdjustStock', () => ({ data: { adjustStock: vendorProduct({ stock: 100, version: 5 }) } }));
    renderAt('/vendor/grocery?tab=products');
    const product = await screen.findByRole('article', { name: 'Miniket Rice (1 kg)' });
    fireEvent.click(within(product).getByRole('button', { name: 'Stock' }));
    const panel = within(product).getByRole('region', { name: 'Stock of Miniket Rice' });
    expect(await within(panel).findByText('New stock arrived')).toBeInTheDocument();
    expect(within(panel).getByText('+20 → 120')).toBeInTheDocument();

    const count = within(panel).getByRole('form', { name: 'Set the count' });
    fireEvent.change(within(count).getByLabelText('Count'), { target: { value: '102' } });
    fireEvent.click(within(count).getByRole('button', { name: 'Save count' }));
    expect(within(count).getByText('Say why the stock changes.')).toBeInTheDocument();
    fireEvent.click(within(count).getByRole('button', { name: 'Counted' }));
    fireEvent.click(within(count).getByRole('button', { name: 'Save count' }));
    expect(await screen.findByText('Stock of Miniket Rice is now 102.')).toBeInTheDocument();
    expect(fakeApi.callsOf('SetStock')[0].variables).toEqual({
      input: { productId: 'p-1', stock: 102, expectedVersion: 3, reason: 'Counted' },
    });

    const adjust = within(panel).getByRole('form', { name: 'Add or take away' });
    fireEvent.change(within(adjust).getByLabelText('How many'), { target: { value: '2' } });
    fireEvent.click(within(adjust).getByRole('button', { name: 'Damaged' }));
    fireEvent.click(within(adjust).getByRole('button', { name: 'Take away' }));
    await waitFor(() => expect(fakeApi.callsOf('AdjustStock')).toHaveLength(1));
    expect(fakeApi.callsOf('AdjustStock')[0].variables).toEqual({
      input: { productId: 'p-1', delta: -2, reason: 'Damaged' },
    });
    // The ledger is fetched again after each change.
    await waitFor(() => expect(fakeApi.callsOf('StockMovements').length).toBeGreaterThanOrEqual(3));
  });

  it("shows the server's words when more is taken away than there is", async () => {
    fakeApi.on('AdjustStock', () =>
      graphQLError('BAD_USER_INPUT', { field: 'delta' }, 'Only 120 in stock: you can take away at most 120.'),
    );
    renderAt('/vendor/grocery?tab=products');
    const product = await screen.findByRole('article', { name: 'Miniket Rice (1 kg)' });
    fireEvent.click(within(product).getByRole('button', { name: 'Stock' }));
    const adjust = within(product).getByRole('form', { name: 'Add or take away' });
    fireEvent.change(within(adjust).getByLabelText('How many'), { target: { value: '500' } });
    fireEvent.change(within(adjust).getByLabelText('Reason'), { target: { value: 'Sold in the shop' } });
    fireEvent.click(within(adjust).getByRole('button', { name: 'Take away' }));
    expect(await within(adjust).findByRole('alert')).toHaveTextContent(
      'Only 120 in stock: you can take away at most 120.',
    );
  });
});

describe('what is running low', () => {
  it('lists the products at or below the chosen count, fewest first', async () => {
    fakeApi.on('LowStock', ({ variables }) => ({
      data: {
        lowStock:
          (variables.threshold as number) >= 5
            ? [vendorProduct({ id: 'p-9', name: 'Soyabean Chunks', unit: '200 g', stock: 0 })]
            : [],
      },
    }));
    renderAt('/vendor/grocery?tab=lowStock');
    expect(await screen.findByRole('article', { name: 'Soyabean Chunks (200 g)' })).toBeInTheDocument();
    expect(fakeApi.callsOf('LowStock')[0].variables).toEqual({ threshold: 5 });
    fireEvent.change(screen.getByLabelText('Show products with at most'), { target: { value: '3' } });
    expect(await screen.findByText('Nothing is running low. Well stocked!')).toBeInTheDocument();
  });
});
