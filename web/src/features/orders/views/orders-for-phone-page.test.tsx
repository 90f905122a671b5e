import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setLanguage } from '../../../shared/i18n';
import { readMyOrders, rememberCheckout } from '../../../shared/storage/my-orders';
import { fakeApi, graphQLError, networkFailure } from '../../../test-support/fake-api';
import { FindOrderPage } from './find-order-page';
import { OrdersForPhonePage } from './orders-for-phone-page';

const summary = (code: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'OrderSummary',
  code,
  placedAt: '2026-02-03T10:35:00.000Z',
  status: 'PLACED',
  totalPaise: 21400,
  itemCount: 2,
  ...overrides,
});

function tracked(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 'o-1',
    code: 'K7M2QX-1',
    kind: 'CART',
    status: 'PLACED',
    placedAt: '2026-02-03T10:35:00.000Z',
    totalPaise: 21400,
    itemCount: 2,
    customerName: 'Rina Das',
    address: 'Near the school, Supur',
    landmark: 'Blue gate',
    note: null,
    hasPrescription: false,
    preferredDate: null,
    homeCollection: false,
    samplePlace: null,
    hasReport: false,
    deliveryPerson: null,
    shop: {
      __typename: 'OrderShop',
      id: 'v1',
      name: 'Maa Tara Bhandar',
      nameBn: 'মা তারা ভাণ্ডার',
      phone: '+919732011245',
    },
    lines: [
      {
        __typename: 'OrderLine',
        position: 1,
        name: 'Miniket Rice',
        nameBn: 'মিনিকেট চাল',
        unit: '1 kg',
        quantity: 2,
        unitPricePaise: 5800,
        totalPaise: 11600,
        available: true,
      },
      {
        __typename: 'OrderLine',
        position: 2,
        name: 'Masoor Dal',
        nameBn: null,
        unit: '1 kg',
        quantity: 1,
        unitPricePaise: 9800,
        totalPaise: 9800,
        available: true,
      },
    ],
    events: [
      {
        __typename: 'OrderEvent',
        at: '2026-02-03T10:35:00.000Z',
        from: null,
        to: 'PLACED',
        by: 'CUSTOMER',
        reason: null,
      },
    ],
    nextStatuses: ['CANCELLED'],
    ...overrides,
  };
}

const cancelled = tracked({
  status: 'CANCELLED',
  nextStatuses: [],
  events: [
    {
      __typename: 'OrderEvent',
      at: '2026-02-03T10:35:00.000Z',
      from: null,
      to: 'PLACED',
      by: 'CUSTOMER',
      reason: null,
    },
    {
      __typename: 'OrderEvent',
      at: '2026-02-03T10:40:00.000Z',
      from: 'PLACED',
      to: 'CANCELLED',
      by: 'CUSTOMER',
      reason: 'Ordered twice',
    },
  ],
});

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('OrdersByPhone', () => ({
    data: {
      ordersByPhone: [
        summary('K7M2QX-1'),
        summary('P3RT9W-1', { status: 'DELIVERED', totalPaise: 2800, itemCount: 1 }),
      ],
    },
  }));
  fakeApi.on('TrackOrder', () => ({ data: { trackOrder: tracked() } }));
  rememberCheckout(
    {
      checkoutCode: 'K7M2QX',
      trackingToken: 'token-abc',
      orders: [{ code: 'K7M2QX-1', shopName: 'Maa Tara Bhandar', totalPaise: 21400, itemCount: 2 }],
    },
    '2026-02-03T10:35:00.000Z',
  );
});

function renderAt(path: string) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/findOrder" element={<FindOrderPage />} />
          <Route path="/findOrder/:phone" element={<OrdersForPhonePage />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const card = (code: string) => screen.getByRole('article', { name: `Order ${code}` });

describe('Find Order', () => {
  it('asks for the number, fills in the one last ordered with, and opens its orders', async () => {
    window.localStorage.setItem('haat.order-contact', '+91 98765 43210');
    renderAt('/findOrder');
    expect(screen.getByRole('heading', { level: 1, name: 'Find your order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Show my orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your orders' })).toBeInTheDocument();
    expect(fakeApi.callsOf('OrdersByPhone')[0].variables).toEqual({ phone: '9876543210' });
  });

  it('says what is wrong with a number that is not a mobile number, and asks nothing of the server', () => {
    renderAt('/findOrder');
    fireEvent.click(screen.getByRole('button', { name: 'Show my orders' }));
    expect(screen.getByText('Enter your mobile number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show my orders' }));
    expect(screen.getByText('Enter a 10-digit mobile number, such as 98765 43210.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(fakeApi.calls).toHaveLength(0);
  });
});

describe('the orders of a phone', () => {
  it('lists code, date, status, total and item count, newest first', async () => {
    renderAt('/findOrder/9876543210');
    expect(screen.getByText('Orders placed with +91 98765 43210')).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Placed');
    expect(within(first).getByText('Placed 3 Feb 2026, 4:05 pm')).toBeInTheDocument();
    expect(within(first).getByText('Total ₹214')).toBeInTheDocument();
    expect(within(first).getByText('2 items')).toBeInTheDocument();
    const second = card('P3RT9W-1');
    expect(within(second).getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(within(second).getByText('1 item')).toBeInTheDocument();
  });

  it("shows details only for this browser's own orders; the others say where to see them", async () => {
    renderAt('/findOrder/9876543210');
    await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    expect(within(card('P3RT9W-1')).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
    expect(
      within(card('P3RT9W-1')).getByText('Details are shown only on the phone that placed this order.'),
    ).toBeInTheDocument();

    fireEvent.click(within(card('K7M2QX-1')).getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    expect(fakeApi.callsOf('TrackOrder')[0].variables).toEqual({
      input: { code: 'K7M2QX-1', trackingToken: 'token-abc' },
    });
    expect(within(details).getByText('Miniket Rice')).toBeInTheDocument();
    expect(within(details).getByText('2 × ₹58')).toBeInTheDocument();
    expect(within(details).getByText('₹116')).toBeInTheDocument();
    expect(within(details).getByText('Rina Das')).toBeInTheDocument();
    expect(within(details).getByText(/Near the school, Supur/)).toBeInTheDocument();
    expect(within(details).getByText(/Landmark: Blue gate/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /Maa Tara Bhandar/ })).toHaveAttribute(
      'href',
      'tel:+919732011245',
    );
    expect(within(details).getByText('by you')).toBeInTheDocument();

    fireEvent.click(within(card('K7M2QX-1')).getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('region', { name: 'Details of order K7M2QX-1' })).not.toBeInTheDocument();
  });

  it('shows a lab booking with its day and where the sample is taken', async () => {
    fakeApi.on('TrackOrder', () => ({
      data: {
        trackOrder: tracked({
          kind: 'LAB_TEST',
          preferredDate: '2026-11-24',
          homeCollection: true,
          shop: {
            __typename: 'OrderShop',
            id: 'v9',
            name: 'Ilambazar Pathology & Diagnostic Centre',
            nameBn: null,
            phone: '+919732011299',
          },
          lines: [
            {
              __typename: 'OrderLine',
              position: 1,
              name: 'Lipid Profile',
              nameBn: null,
              unit: null,
              quantity: 1,
              unitPricePaise: 50000,
              totalPaise: 50000,
              available: true,
            },
          ],
        }),
      },
    }));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    expect(within(details).getByText('Day: Tue, 24 Nov, 2026')).toBeInTheDocument();
    expect(within(details).getByText(/The sample is collected at home/)).toBeInTheDocument();
    expect(within(details).getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(within(details).queryByRole('heading', { name: 'Delivery to' })).not.toBeInTheDocument();
    expect(within(details).getByRole('heading', { name: 'Lab' })).toBeInTheDocument();
  });

  it('opens the order named in the address at once', async () => {
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    expect(await screen.findByRole('region', { name: 'Details of order K7M2QX-1' })).toBeInTheDocument();
  });

  it("forgets this phone's orders after asking: their details no longer open here", async () => {
    renderAt('/findOrder/9876543210');
    await within(await screen.findByRole('article', { name: 'Order K7M2QX-1' })).findByRole('button', {
      name: 'Details',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Forget orders on this phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(readMyOrders()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Forget orders on this phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, forget them' }));
    expect(readMyOrders()).toEqual([]);
    expect(screen.getByText('This phone has forgotten its orders.')).toBeInTheDocument();
    expect(within(card('K7M2QX-1')).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('shows the rider by name with a number to call once one is assigned, and a link to share', async () => {
    fakeApi.on('TrackOrder', () => ({
      data: {
        trackOrder: tracked({
          status: 'OUT_FOR_DELIVERY',
          deliveryPerson: { __typename: 'OrderDeliveryPerson', id: 'd1', name: 'Rakesh', phone: '+919733300418' },
        }),
      },
    }));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    await within(details).findByText('Rakesh');
    expect(within(details).getByText('Your delivery person')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /\+91 97333 00418/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    Object.assign(navigator, { clipboard: { writeText: jest.fn(() => Promise.resolve()) } });
    fireEvent.click(within(details).getByRole('button', { name: 'Share this order' }));
    expect(await within(details).findByTestId('share-link')).toHaveValue(
      `${window.location.origin}/track/K7M2QX-1#token-abc`,
    );
  });

  it('cancels after asking, with a reason, and shows the order cancelled in the list too', async () => {
    fakeApi.on('CancelOrder', () => ({ data: { cancelOrder: cancelled } }));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel order' }));
    expect(within(details).getByText('Cancel order K7M2QX-1? The shop will be told.')).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'No, keep it' }));
    expect(fakeApi.callsOf('CancelOrder')).toHaveLength(0);

    fireEvent.click(within(details).getByRole('button', { name: 'Cancel order' }));
    fireEvent.change(within(details).getByLabelText('Why? (if you like)'), { target: { value: ' Ordered twice ' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(within(card('K7M2QX-1')).getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(fakeApi.callsOf('CancelOrder')[0].variables).toEqual({
      input: { code: 'K7M2QX-1', trackingToken: 'token-abc', reason: 'Ordered twice' },
    });
    expect(within(details).getByText('Reason: Ordered twice')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says so when the shop has already taken the order, and shows where it stands', async () => {
    fakeApi.on('CancelOrder', () => graphQLError('FORBIDDEN'));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fakeApi.on('TrackOrder', () => ({ data: { trackOrder: tracked({ status: 'CONFIRMED', nextStatuses: [] }) } }));
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(details).findByText(/The shop has already taken this order/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(details).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
    );
    expect(within(details).queryByRole('button', { name: 'Yes, cancel it' })).not.toBeInTheDocument();
  });

  it('keeps the question open when the network fails', async () => {
    fakeApi.on('CancelOrder', () => networkFailure());
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(details).findByText(/Could not cancel the order/)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
  });

  it('follows the open order live: each change fetches it again, and the list shows the new status', async () => {
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    await waitFor(() => expect(fakeApi.liveCount('TrackedOrderChanged')).toBe(1));
    expect(fakeApi.callsOf('TrackedOrderChanged')[0].variables).toEqual({
      input: { code: 'K7M2QX-1', trackingToken: 'token-abc' },
    });
    const fetched = fakeApi.callsOf('TrackOrder').length;

    fakeApi.on('TrackOrder', () => ({
      data: {
        trackOrder: tracked({
          status: 'DELIVERED',
          nextStatuses: [],
          events: [
            {
              __typename: 'OrderEvent',
              at: '2026-02-03T10:35:00.000Z',
              from: null,
              to: 'PLACED',
              by: 'CUSTOMER',
              reason: null,
            },
            {
              __typename: 'OrderEvent',
              at: '2026-02-03T12:10:00.000Z',
              from: 'OUT_FOR_DELIVERY',
              to: 'DELIVERED',
              by: 'DELIVERY',
              reason: null,
            },
          ],
        }),
      },
    }));
    act(() =>
      fakeApi.push('TrackedOrderChanged', {
        trackedOrderChanged: {
          __typename: 'OrderChange',
          orderId: 'o-1',
          code: 'K7M2QX-1',
          status: 'DELIVERED',
          at: '2026-02-03T12:10:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(within(card('K7M2QX-1')).getByTestId('order-status')).toHaveTextContent('Delivered'));
    expect(await within(details).findByText('by the delivery person')).toBeInTheDocument();
    expect(fakeApi.callsOf('TrackOrder').length).toBeGreaterThan(fetched);
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('follows nothing for an order whose details cannot be opened', async () => {
    fakeApi.on('TrackOrder', () => graphQLError('NOT_FOUND'));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    await screen.findByText("This order's details cannot be opened on this phone.");
    expect(fakeApi.callsOf('TrackedOrderChanged')).toHaveLength(0);
  });

  it('says so when a token no longer matches', async () => {
    fakeApi.on('TrackOrder', () => graphQLError('NOT_FOUND'));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    expect(await screen.findByText("This order's details cannot be opened on this phone.")).toBeInTheDocument();
  });

  it('says when the number has no orders', async () => {
    fakeApi.on('OrdersByPhone', () => ({ data: { ordersByPhone: [] } }));
    renderAt('/findOrder/9876543210');
    expect(await screen.findByText('No orders with this number yet.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be fetched', async () => {
    fakeApi.on('OrdersByPhone', () => networkFailure());
    renderAt('/findOrder/9876543210');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fakeApi.callsOf('OrdersByPhone')).toHaveLength(2));
  });

  it('reads a number however it was written, and refuses one that is not a mobile number without asking the server', async () => {
    renderAt(`/findOrder/${encodeURIComponent('+91 98765-43210')}`);
    await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    expect(fakeApi.callsOf('OrdersByPhone')[0].variables).toEqual({ phone: '9876543210' });
  });

  it('explains a bad number in the address and leads back to the form', () => {
    renderAt('/findOrder/12345');
    expect(screen.getByRole('alert')).toHaveTextContent('“12345” is not a 10-digit mobile number.');
    expect(screen.getByRole('link', { name: 'Use another number' })).toHaveAttribute('href', '/findOrder');
    expect(fakeApi.calls).toHaveLength(0);
  });

  it('names the items and the shop in Bengali for a Bengali reader, as the customer saw them, the English where there was none', async () => {
    try {
      await act(() => setLanguage('bn'));
      renderAt('/findOrder/9876543210?order=K7M2QX-1');
      const details = await screen.findByRole('region', { name: /K7M2QX-1/ });
      expect(within(details).getByText('মিনিকেট চাল')).toHaveAttribute('lang', 'bn');
      expect(within(details).queryByText('Miniket Rice')).toBeNull();
      expect(within(details).getByText('Masoor Dal')).toHaveAttribute('lang', 'en');
      expect(within(details).getByText('মা তারা ভাণ্ডার')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('a priced list', () => {
  const line = (position: number, name: string, totalPaise: number | null) => ({
    __typename: 'OrderLine',
    position,
    name,
    nameBn: null,
    unit: null,
    quantity: null,
    unitPricePaise: null,
    totalPaise,
    available: totalPaise !== null,
  });
  const placedEvent = {
    __typename: 'OrderEvent',
    at: '2026-02-03T10:35:00.000Z',
    from: null,
    to: 'PLACED',
    by: 'CUSTOMER',
    reason: null,
  };
  const pricedEvent = {
    __typename: 'OrderEvent',
    at: '2026-02-03T11:00:00.000Z',
    from: 'PLACED',
    to: 'PRICED',
    by: 'VENDOR',
    reason: null,
  };
  const priced = tracked({
    kind: 'FORDO',
    status: 'PRICED',
    totalPaise: 35000,
    itemCount: 3,
    note: 'After 5 pm please',
    lines: [
      line(1, '2 kg Gobindobhog rice', 16000),
      line(2, '1 litre mustard oil', 19000),
      line(3, 'Tata salt 1 kg', null),
    ],
    events: [placedEvent, pricedEvent],
    nextStatuses: ['CONFIRMED', 'CANCELLED'],
  });
  const answered = (status: string, reason: string | null) =>
    tracked({
      ...priced,
      status,
      nextStatuses: [],
      events: [
        placedEvent,
        pricedEvent,
        {
          __typename: 'OrderEvent',
          at: '2026-02-03T11:05:00.000Z',
          from: 'PRICED',
          to: status,
          by: 'CUSTOMER',
          reason,
        },
      ],
    });

  beforeEach(() => {
    fakeApi.on('OrdersByPhone', () => ({
      data: { ordersByPhone: [summary('K7M2QX-1', { status: 'PRICED', totalPaise: 35000, itemCount: 3 })] },
    }));
    fakeApi.on('TrackOrder', () => ({ data: { trackOrder: priced } }));
  });

  it("shows each line's price or that it is not available, the total, and Accept / Decline in place of Cancel", async () => {
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    const items = within(details).getAllByRole('listitem').slice(0, 3);
    expect(items.map((li) => li.textContent)).toEqual([
      '2 kg Gobindobhog rice₹160',
      '1 litre mustard oil₹190',
      'Tata salt 1 kgNot available',
    ]);
    expect(within(details).getByTestId('order-total')).toHaveTextContent('₹350');
    expect(within(details).getByText('Your note: After 5 pm please')).toBeInTheDocument();
    expect(within(details).getByText('The shop has priced your order')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Accept prices' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(card('K7M2QX-1')).getByTestId('order-status')).toHaveTextContent('Priced');
  });

  it('accepts after asking, and shows the order confirmed', async () => {
    fakeApi.on('RespondToPrice', () => ({ data: { respondToPrice: answered('CONFIRMED', null) } }));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fireEvent.click(within(details).getByRole('button', { name: 'Accept prices' }));
    expect(
      within(details).getByText('Accept ₹350 and confirm order K7M2QX-1? The shop will pack it.'),
    ).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'Go back' }));
    expect(fakeApi.callsOf('RespondToPrice')).toHaveLength(0);

    fireEvent.click(within(details).getByRole('button', { name: 'Accept prices' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, accept' }));
    await waitFor(() => expect(within(card('K7M2QX-1')).getByTestId('order-status')).toHaveTextContent('Confirmed'));
    expect(fakeApi.callsOf('RespondToPrice')[0].variables).toEqual({
      input: { code: 'K7M2QX-1', trackingToken: 'token-abc', accept: true },
    });
    expect(within(details).getByText('You accepted the prices. The order is confirmed.')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Accept prices' })).not.toBeInTheDocument();
  });

  it('declines after asking, and shows the order cancelled', async () => {
    fakeApi.on('RespondToPrice', () => ({ data: { respondToPrice: answered('CANCELLED', 'Declined the prices') } }));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fireEvent.click(within(details).getByRole('button', { name: 'Decline' }));
    expect(within(details).getByText('Decline the prices? Order K7M2QX-1 will be cancelled.')).toBeInTheDocument();
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(within(card('K7M2QX-1')).getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(fakeApi.callsOf('RespondToPrice')[0].variables).toEqual({
      input: { code: 'K7M2QX-1', trackingToken: 'token-abc', accept: false },
    });
    expect(within(details).getByText('You declined the prices. The order is cancelled.')).toBeInTheDocument();
    expect(within(details).getByText('Reason: Declined the prices')).toBeInTheDocument();
  });

  it('keeps the question open when the network fails, and says what the server said when it refuses', async () => {
    fakeApi.on('RespondToPrice', () => networkFailure());
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fireEvent.click(within(details).getByRole('button', { name: 'Accept prices' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, accept' }));
    expect(await within(details).findByText(/Could not send your answer/)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Yes, accept' })).toBeEnabled();

    fakeApi.on('RespondToPrice', () =>
      graphQLError('BAD_USER_INPUT', { field: 'status' }, 'This order cannot move from CANCELLED to CONFIRMED.'),
    );
    fakeApi.on('TrackOrder', () => ({ data: { trackOrder: answered('CANCELLED', 'Shop closed') } }));
    fireEvent.click(within(details).getByRole('button', { name: 'Yes, accept' }));
    expect(await within(details).findByText('This order cannot move from CANCELLED to CONFIRMED.')).toBeInTheDocument();
    await waitFor(() => expect(within(details).queryByRole('button', { name: 'Yes, accept' })).not.toBeInTheDocument());
  });

  it("says the server's refusal in the customer's language, by its reason", async () => {
    fakeApi.on('RespondToPrice', () =>
      graphQLError(
        'BAD_USER_INPUT',
        { field: 'status', reason: 'orderStatusMove', params: { from: 'CANCELLED', to: 'CONFIRMED' } },
        'An order that is cancelled cannot become confirmed.',
      ),
    );
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    fakeApi.on('TrackOrder', () => ({ data: { trackOrder: answered('CANCELLED', 'Shop closed') } }));
    fireEvent.click(within(details).getByRole('button', { name: 'Accept prices' }));
    const yes = within(details).getByRole('button', { name: 'Yes, accept' });
    try {
      await act(() => setLanguage('bn'));
      fireEvent.click(yes);
      expect(
        await within(details).findByText('অর্ডারটি এখন “বাতিল” অবস্থায় আছে, তাই একে “পাকা” অবস্থায় নেওয়া যায় না।'),
      ).toBeInTheDocument();
      expect(within(details).queryByText(/cannot become/)).toBeNull();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says a list not yet priced is to be priced, and that a prescription photo came with it', async () => {
    fakeApi.on('TrackOrder', () => ({
      data: {
        trackOrder: tracked({
          kind: 'MEDICINE',
          totalPaise: null,
          itemCount: 1,
          lines: [],
          hasPrescription: true,
          nextStatuses: ['CANCELLED'],
        }),
      },
    }));
    renderAt('/findOrder/9876543210?order=K7M2QX-1');
    const details = await screen.findByRole('region', { name: 'Details of order K7M2QX-1' });
    expect(within(details).getByText('A prescription photo was sent with this order.')).toBeInTheDocument();
    expect(within(details).getByText('Total to be priced')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });
});
