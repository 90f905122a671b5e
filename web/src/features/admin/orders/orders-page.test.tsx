import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { orderChange, orderPage, staffOrder } from '../../../test-support/staff-orders';
import { describeOrderChange } from './audit-trail';
import { ordersFilterOf, withFilter } from './orders-filter';
import { OrdersPage } from './orders-page';
import { renderScreen } from '../../../test-support/render-screen';

const confirmed = staffOrder({
  id: 'o-2',
  code: 'B4N8RT-1',
  status: 'CONFIRMED',
  nextStatuses: ['PACKED', 'CANCELLED'],
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
      to: 'CONFIRMED',
      by: 'VENDOR',
      reason: null,
    },
  ],
});
const placed = staffOrder();
const delivered = staffOrder({
  id: 'o-3',
  code: 'D5L1VR-1',
  status: 'DELIVERED',
  nextStatuses: [],
  cashCollectedPaise: 21400,
  deliveryPerson: { __typename: 'OrderDeliveryPerson', id: 'u-bapi', name: 'Bapi Sheikh', phone: '+919800112233' },
});

const people = {
  data: {
    staffAccounts: {
      __typename: 'UserConnection',
      nodes: [
        { __typename: 'User', id: 'u-bapi', name: 'Bapi Sheikh', phone: '+919800112233', disabled: false },
        { __typename: 'User', id: 'u-mithu', name: 'Mithu Roy', phone: '+919734556677', disabled: false },
        { __typename: 'User', id: 'u-gone', name: 'Left Long Ago', phone: '+919700000000', disabled: true },
      ],
    },
  },
};

const shops = {
  data: {
    vendors: {
      __typename: 'VendorConnection',
      nodes: [
        { __typename: 'Vendor', id: 'v-maa-tara', name: 'Maa Tara Bhandar', village: 'Supur' },
        { __typename: 'Vendor', id: 'v-joydev', name: 'Joydev Stores', village: 'Joydev Kenduli' },
      ],
    },
  },
};

function auditEntry(overrides: Record<string, unknown>) {
  return {
    __typename: 'AuditEntry',
    id: 'a-1',
    action: 'status',
    actorName: 'Anita Ghosh',
    actorRole: 'ADMIN',
    at: '2026-02-03T11:05:00.000Z',
    before: null,
    after: null,
    ...overrides,
  };
}

/** The API as these tests need it: the orders by the filters asked for, shops, delivery people. */
function serve(orders: Array<ReturnType<typeof staffOrder>>) {
  fakeApi.on('AdminOrders', ({ variables }) => ({
    data: {
      staffOrders: orderPage(
        orders.filter(
          (order) =>
            (!variables.status || order.status === variables.status) &&
            (!variables.code || order.code.startsWith(variables.code as string)),
        ),
      ),
    },
  }));
  fakeApi.on('AdminOrderShops', () => shops);
  fakeApi.on('DeliveryPeople', () => people);
  fakeApi.on('AuditTrail', () => ({
    data: {
      auditTrail: {
        __typename: 'AuditEntryConnection',
        nodes: [],
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  }));
}

function renderPage(path = '/admin/orders') {
  return renderScreen('/admin/orders', <OrdersPage />, path);
}

const card = (code: string) => screen.findByRole('article', { name: `Order ${code}` });

beforeEach(() => {
  fakeApi.reset();
});

describe('the filters in the address', () => {
  it('read ?status=&vendor=&day=&code=&needs=, leaving out what they cannot read', () => {
    expect(
      ordersFilterOf(
        new URLSearchParams('status=out-for-delivery&vendor=v-1&day=2026-02-03&code=k7m2qx-1&needs=delivery-person'),
      ),
    ).toEqual({
      status: 'OUT_FOR_DELIVERY',
      vendorId: 'v-1',
      day: '2026-02-03',
      code: 'K7M2QX-1',
      needs: 'DELIVERY_PERSON',
    });
    expect(ordersFilterOf(new URLSearchParams('status=lost&day=2026-02-30&code=%20&needs=love'))).toEqual({
      status: null,
      vendorId: null,
      day: null,
      code: null,
      needs: null,
    });
    expect(
      withFilter(new URLSearchParams('x=1&code=OLD'), {
        status: 'PACKED',
        vendorId: null,
        day: '2026-02-03',
        code: null,
        needs: 'PRICES',
      }).toString(),
    ).toBe('x=1&status=packed&day=2026-02-03&needs=prices');
  });

  it('a chat link ?code= opens that order, and the API is asked for it', async () => {
    serve([placed, confirmed]);
    renderPage('/admin/orders?code=B4N8RT-1');
    const order = await card('B4N8RT-1');
    expect(screen.queryByRole('article', { name: 'Order K7M2QX-1' })).not.toBeInTheDocument();
    expect(fakeApi.callsOf('AdminOrders')[0].variables).toEqual({
      status: null,
      vendorId: null,
      day: null,
      code: 'B4N8RT-1',
      needs: null,
      first: 20,
    });
    expect(screen.getByLabelText('Order code')).toHaveValue('B4N8RT-1');
    // Code, kind, state, shop, time, total, customer with a call button, lines, delivery.
    expect(within(order).getByRole('heading', { name: 'B4N8RT-1' })).toBeInTheDocument();
    expect(within(order).getByText('Cart order')).toBeInTheDocument();
    expect(within(order).getByTestId('order-status')).toHaveTextContent('Confirmed');
    expect(within(order).getByTestId('order-shop')).toHaveTextContent('Maa Tara Bhandar');
    expect(within(order).getByText('Placed 3 Feb 2026, 4:05 pm')).toBeInTheDocument();
    expect(within(order).getByTestId('order-total')).toHaveTextContent('₹214');
    expect(within(order).getByText('Rina Das')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: /Rina Das/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(order).getByText('Miniket Rice')).toBeInTheDocument();
    expect(within(order).getByTestId('order-delivery')).toHaveTextContent('Not assigned');
  });

  it('state, what it waits for, shop, day and code go into the address and the query', async () => {
    serve([placed, confirmed]);
    const router = renderPage();
    await card('K7M2QX-1');

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CONFIRMED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order K7M2QX-1' })).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Waiting for'), { target: { value: 'DELIVERY_PERSON' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed&needs=delivery-person'));

    await screen.findByRole('option', { name: 'Joydev Stores' });
    fireEvent.change(screen.getByLabelText('Shop'), { target: { value: 'v-joydev' } });
    fireEvent.change(screen.getByLabelText('Day placed'), { target: { value: '2026-02-03' } });
    fireEvent.change(screen.getByLabelText('Order code'), { target: { value: ' b4n8 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=confirmed&needs=delivery-person&vendor=v-joydev&day=2026-02-03&code=B4N8',
      ),
    );
    await waitFor(() =>
      expect(fakeApi.callsOf('AdminOrders').at(-1)!.variables).toEqual({
        status: 'CONFIRMED',
        vendorId: 'v-joydev',
        day: '2026-02-03',
        code: 'B4N8',
        needs: 'DELIVERY_PERSON',
        first: 20,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Order code')).toHaveValue('');
  });
});

describe('an order on the admin desk', () => {
  it('is given to the delivery person chosen, and a notice says so and goes after 5 seconds', async () => {
    serve([confirmed]);
    fakeApi.on('AssignOrder', () => ({
      data: {
        assignOrder: {
          ...confirmed,
          deliveryPerson: {
            __typename: 'OrderDeliveryPerson',
            id: 'u-mithu',
            name: 'Mithu Roy',
            phone: '+919734556677',
          },
        },
      },
    }));
    renderPage();
    const order = await card('B4N8RT-1');
    fireEvent.click(within(order).getByRole('button', { name: 'Assign delivery' }));
    const picker = await within(order).findByLabelText('Delivery person');
    // Only active delivery people are offered.
    expect(within(picker).queryByRole('option', { name: /Left Long Ago/ })).not.toBeInTheDocument();

    // Nobody chosen: said so, nothing sent.
    fireEvent.click(within(order).getByRole('button', { name: 'Assign' }));
    expect(await within(order).findByText('Choose who takes this order.')).toBeInTheDocument();
    expect(fakeApi.callsOf('AssignOrder')).toHaveLength(0);

    jest.useFakeTimers({ advanceTimers: true });
    try {
      fireEvent.change(picker, { target: { value: 'u-mithu' } });
      fireEvent.click(within(order).getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(screen.getByText('B4N8RT-1 given to Mithu Roy.')).toBeInTheDocument());
      expect(fakeApi.callsOf('AssignOrder')[0].variables).toEqual({
        input: { orderId: 'o-2', deliveryUserId: 'u-mithu' },
      });
      act(() => jest.advanceTimersByTime(5_000));
      expect(screen.queryByText('B4N8RT-1 given to Mithu Roy.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the API's own words when it refuses", async () => {
    serve([confirmed]);
    fakeApi.on('AssignOrder', () =>
      graphQLError(
        'BAD_USER_INPUT',
        { field: 'orderId' },
        'Only a confirmed, packed or outgoing order can be given to a delivery person.',
      ),
    );
    renderPage();
    const order = await card('B4N8RT-1');
    fireEvent.click(within(order).getByRole('button', { name: 'Assign delivery' }));
    fireEvent.change(await within(order).findByLabelText('Delivery person'), { target: { value: 'u-bapi' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Assign' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent(
      'Only a confirmed, packed or outgoing order can be given to a delivery person.',
    );
  });

  it('offers no assignment before the order is confirmed', async () => {
    serve([placed]);
    renderPage();
    const order = await card('K7M2QX-1');
    expect(within(order).queryByRole('button', { name: 'Assign delivery' })).not.toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Move to…' })).toBeInTheDocument();
  });

  it("gives a lab booking the lab's steps, never a delivery person or the shop's moves", async () => {
    const sampled = staffOrder({
      id: 'o-9',
      code: 'L4BT2Q-1',
      kind: 'LAB_TEST',
      status: 'SAMPLE_COLLECTED',
      preferredDate: '2026-11-29',
      homeCollection: true,
      samplePlace: 'HOME',
      nextStatuses: ['REPORT_READY', 'CANCELLED'],
    });
    serve([sampled]);
    renderPage();
    const order = await screen.findByRole('article', { name: 'Order L4BT2Q-1' });
    expect(within(order).getByText('Wanted on Sun, 29 Nov, 2026')).toBeInTheDocument();
    expect(within(order).getByText('Sample collected at home')).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Upload report' })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Cancel booking…' })).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Move to…' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
  });

  it('moves it to one of its next states, with an optional reason', async () => {
    serve([confirmed]);
    fakeApi.on('MoveOrder', ({ variables }) => {
      const input = variables.input as { status: string };
      return { data: { updateOrderStatus: { ...confirmed, status: input.status, nextStatuses: [] } } };
    });
    renderPage();
    const order = await card('B4N8RT-1');
    fireEvent.click(within(order).getByRole('button', { name: 'Move to…' }));
    const state = within(order).getByLabelText('New state');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Packed', 'Cancelled']);
    fireEvent.click(within(order).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('B4N8RT-1 is now Packed.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'o-2', status: 'PACKED', reason: null },
    });
  });

  it('cancels only with a reason, and only after a second yes', async () => {
    serve([confirmed]);
    fakeApi.on('MoveOrder', () => ({
      data: { updateOrderStatus: { ...confirmed, status: 'CANCELLED', nextStatuses: [] } },
    }));
    renderPage();
    const order = await card('B4N8RT-1');
    fireEvent.click(within(order).getByRole('button', { name: 'Move to…' }));
    fireEvent.change(within(order).getByLabelText('New state'), { target: { value: 'CANCELLED' } });

    fireEvent.click(within(order).getByRole('button', { name: 'Move' }));
    expect(await within(order).findByText('Say why the order is cancelled.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')).toHaveLength(0);

    fireEvent.change(within(order).getByLabelText(/^Reason/), { target: { value: 'Customer asked on the phone' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Move' }));
    const question = await within(order).findByRole('alertdialog');
    expect(question).toHaveTextContent('Cancel order B4N8RT-1?');
    expect(fakeApi.callsOf('MoveOrder')).toHaveLength(0);

    // "No" keeps it.
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(within(order).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')).toHaveLength(0);

    fireEvent.click(within(order).getByRole('button', { name: 'Move' }));
    fireEvent.click(await within(order).findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('B4N8RT-1 is now Cancelled.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'o-2', status: 'CANCELLED', reason: 'Customer asked on the phone' },
    });
  });

  it("corrects a delivered order's cash, with a reason, and offers it on no other order", async () => {
    serve([confirmed, delivered]);
    fakeApi.on('CorrectCashCollected', ({ variables }) => ({
      data: {
        correctCashCollected: {
          ...delivered,
          cashCollectedPaise: (variables.input as { amountPaise: number }).amountPaise,
        },
      },
    }));
    renderPage();
    const order = await card('D5L1VR-1');
    expect(within(await card('B4N8RT-1')).queryByRole('button', { name: 'Correct cash' })).not.toBeInTheDocument();

    fireEvent.click(within(order).getByRole('button', { name: 'Correct cash' }));
    const panel = within(order).getByRole('form', { name: 'Correct the cash for D5L1VR-1' });
    expect(within(panel).getByText('Recorded at the door: ₹214')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Cash the customer paid, in ₹')).toHaveValue('214');

    // Neither an amount that is not one nor a missing reason is sent.
    fireEvent.change(within(panel).getByLabelText('Cash the customer paid, in ₹'), { target: { value: '-5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Correct' }));
    expect(within(panel).getByText('Write the amount in rupees, such as 196.')).toBeInTheDocument();
    expect(within(panel).getByText('Say why the cash is corrected.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CorrectCashCollected')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('Cash the customer paid, in ₹'), { target: { value: '200' } });
    fireEvent.change(within(panel).getByLabelText(/^Reason/), { target: { value: ' Customer paid ₹14 less ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText('Cash for D5L1VR-1 is now ₹200.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CorrectCashCollected')[0].variables).toEqual({
      input: { orderId: 'o-3', amountPaise: 20000, reason: 'Customer paid ₹14 less' },
    });
  });

  it("shows the API's words when it refuses a cash correction", async () => {
    serve([delivered]);
    fakeApi.on('CorrectCashCollected', () =>
      graphQLError('BAD_USER_INPUT', { field: 'amountPaise' }, 'That is the amount already recorded.'),
    );
    renderPage();
    const order = await card('D5L1VR-1');
    fireEvent.click(within(order).getByRole('button', { name: 'Correct cash' }));
    fireEvent.change(within(order).getByLabelText(/^Reason/), { target: { value: 'Counted again' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Correct' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent('That is the amount already recorded.');
  });

  it('shows the history: who, when and what, from the audit trail, and the order events', async () => {
    serve([confirmed]);
    fakeApi.on('AuditTrail', ({ variables }) => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            auditEntry({
              id: 'a-4',
              action: 'hours',
              before: { note: null, opensAt: '07:00' },
              after: { note: 'Puja', opensAt: '09:00' },
            }),
            auditEntry({
              id: 'a-3',
              action: 'cash',
              actorName: 'Bapi Sheikh',
              actorRole: 'DELIVERY',
              before: { cashCollectedPaise: null },
              after: { cashCollectedPaise: 12000 },
            }),
            auditEntry({
              id: 'a-2',
              action: 'assigned',
              before: { deliveryUserId: null },
              after: { deliveryUserId: 'u-bapi', deliveryName: 'Bapi Sheikh' },
            }),
            auditEntry({
              id: 'a-1',
              action: 'status',
              actorName: 'Subrata Mondal',
              actorRole: 'VENDOR',
              before: { status: 'PACKED' },
              after: { status: 'OUT_FOR_DELIVERY', reason: null },
            }),
          ],
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
      variables,
    }));
    renderPage();
    const order = await card('B4N8RT-1');
    expect(fakeApi.callsOf('AuditTrail')).toHaveLength(0);
    const details = within(order).getByText('History').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));

    const entries = await within(order).findAllByTestId('audit-entry');
    expect(fakeApi.callsOf('AuditTrail')[0].variables).toEqual({ entityType: 'ORDER', entityId: 'o-2', first: 20 });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Hours changed by Anita Ghosh (admin)3 Feb 2026, 4:35 pmnote(none) →  became PujaOpens at07:00 →  became 09:00',
      'Cash collected by Bapi Sheikh (delivery)3 Feb 2026, 4:35 pmCash ₹120 recorded',
      'Assigned by Anita Ghosh (admin)3 Feb 2026, 4:35 pmAssigned to Bapi Sheikh',
      'Status changed by Subrata Mondal (vendor)3 Feb 2026, 4:35 pmStatus: Packed → Out for delivery',
    ]);
    const events = within(order).getByRole('list', { name: 'Every change of state' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(2);
  });

  it('describes reassignments, cancellations with reasons and cash corrections', () => {
    const t = i18n.t.bind(i18n);
    expect(
      describeOrderChange(t, {
        action: 'assigned',
        before: { deliveryUserId: 'u-1' },
        after: { deliveryUserId: 'u-2', deliveryName: 'Mithu' },
      }),
    ).toEqual(['Given to Mithu instead']);
    expect(
      describeOrderChange(t, {
        action: 'status',
        before: { status: 'PLACED' },
        after: { status: 'CANCELLED', reason: 'Shop shut' },
      }),
    ).toEqual(['Status: Placed → Cancelled', 'Reason: Shop shut']);
    expect(
      describeOrderChange(t, {
        action: 'cash',
        before: { cashCollectedPaise: 10000 },
        after: { cashCollectedPaise: 12000 },
      }),
    ).toEqual(['Cash changed: ₹100 → ₹120']);
    expect(
      describeOrderChange(t, {
        action: 'cashCorrected',
        before: { cashCollectedPaise: 12000, reason: null },
        after: { cashCollectedPaise: 11000, reason: 'Counted at the shop' },
      }),
    ).toEqual(['Cash corrected: ₹120 → ₹110', 'Reason: Counted at the shop']);
    // Anything else is left to the field-by-field listing.
    expect(describeOrderChange(t, { action: 'cash', before: null, after: { cashCollectedPaise: 'odd' } })).toBeNull();
    expect(describeOrderChange(t, { action: 'poked', before: null, after: null })).toBeNull();
  });

  it('follows every order live: a new one appears without a reload', async () => {
    const orders = [confirmed];
    serve(orders);
    renderPage();
    await card('B4N8RT-1');
    await waitFor(() => expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1));
    orders.unshift(placed);
    act(() => fakeApi.push('ShopOrderChanged', orderChange('shopOrderChanged', placed, 'PLACED')));
    expect(await card('K7M2QX-1')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched, and tries again', async () => {
    fakeApi.on('AdminOrderShops', () => shops);
    fakeApi.on('AdminOrders', () => graphQLError('FORBIDDEN'));
    renderPage();
    expect(await screen.findByText('Your account cannot do this.')).toBeInTheDocument();
    serve([placed]);
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await card('K7M2QX-1')).toBeInTheDocument();
  });
});
