import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { liveStatus } from '../../../shared/apollo/live-status';
import type { SessionUser } from '../../../shared/session/session-state';
import { deliveryUser, fakeApi } from '../../../test-support/fake-api';
import { orderChange, orderPage, staffOrder } from '../../../test-support/staff-orders';
import { nextStep, takesCash } from './delivery-order-card';
import { DeliveryWorkspacePage } from './delivery-workspace-page';

const user = deliveryUser as SessionUser;

const rider = { __typename: 'OrderDeliveryPerson', id: 'u-delivery', name: 'Rakesh Bagdi', phone: '+919733300001' };
const packed = staffOrder({
  status: 'PACKED',
  deliveryPerson: rider,
  nextStatuses: ['OUT_FOR_DELIVERY'],
  totalPaise: 19600,
});

function desk(lists: Partial<Record<'out' | 'packed' | 'confirmed' | 'delivered', unknown[]>>) {
  return {
    data: {
      out: orderPage(lists.out ?? []),
      packed: orderPage(lists.packed ?? []),
      confirmed: orderPage(lists.confirmed ?? []),
      delivered: orderPage(lists.delivered ?? []),
    },
  };
}

function renderDesk(big = false) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter>
        <DeliveryWorkspacePage user={user} big={big} />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

beforeEach(() => {
  fakeApi.reset();
  liveStatus.reset();
});

describe('the next step at the door', () => {
  it('is picked up for a packed order, delivered for one on the way, and nothing otherwise', () => {
    expect(nextStep({ status: 'PACKED', nextStatuses: ['OUT_FOR_DELIVERY'] })).toBe('OUT_FOR_DELIVERY');
    expect(nextStep({ status: 'OUT_FOR_DELIVERY', nextStatuses: ['DELIVERED'] })).toBe('DELIVERED');
    expect(nextStep({ status: 'CONFIRMED', nextStatuses: [] })).toBeNull();
    expect(nextStep({ status: 'PACKED', nextStatuses: [] })).toBeNull();
    expect(takesCash({ status: 'OUT_FOR_DELIVERY' })).toBe(true);
    expect(takesCash({ status: 'DELIVERED' })).toBe(true);
    expect(takesCash({ status: 'PACKED' })).toBe(false);
  });
});

describe("the delivery person's desk", () => {
  it('shows whom to take each order to, where, a button to call, the items and the cash to collect', async () => {
    fakeApi.on('DeliveryOrders', () =>
      desk({
        packed: [packed],
        confirmed: [staffOrder({ id: 'o-2', code: 'P3RT9W-1', status: 'CONFIRMED', nextStatuses: [] })],
      }),
    );
    renderDesk();
    const order = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    expect(screen.getByRole('heading', { name: /^To pick up/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Being packed at the shop/ })).toBeInTheDocument();
    expect(within(order).getByText('Rina Das')).toBeInTheDocument();
    expect(within(order).getByText('Landmark: Blue gate')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Call +91 98765 43210: Rina Das' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(order).getByTestId('to-collect')).toHaveTextContent('₹196');
    expect(within(order).getByText('Miniket Rice')).toBeInTheDocument();
    expect(within(order).getByText('From Maa Tara Bhandar')).toBeInTheDocument();
    // Still at the shop: nothing to press yet.
    expect(
      within(screen.getByRole('article', { name: 'Order P3RT9W-1' })).queryByRole('button', { name: 'Picked up' }),
    ).not.toBeInTheDocument();
  });

  it('says so when nothing is assigned', async () => {
    fakeApi.on('DeliveryOrders', () => desk({}));
    renderDesk();
    expect(
      await screen.findByText('No orders for you right now. New ones appear here by themselves.'),
    ).toBeInTheDocument();
  });

  it('marks it picked up, then delivered, then records the cash, prefilled with the total', async () => {
    let current: Record<string, unknown> = packed;
    fakeApi.on('DeliveryOrders', () => {
      const status = current.status as string;
      return desk(
        status === 'DELIVERED'
          ? { delivered: [current] }
          : status === 'OUT_FOR_DELIVERY'
            ? { out: [current] }
            : { packed: [current] },
      );
    });
    fakeApi.on('MoveOrder', ({ variables }) => {
      const status = (variables.input as { status: string }).status;
      current = { ...current, status, nextStatuses: status === 'OUT_FOR_DELIVERY' ? ['DELIVERED'] : [] };
      return { data: { updateOrderStatus: current } };
    });
    fakeApi.on('RecordCashCollected', ({ variables }) => {
      current = { ...current, cashCollectedPaise: (variables.input as { amountPaise: number }).amountPaise };
      return { data: { recordCashCollected: current } };
    });
    renderDesk();

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Order K7M2QX-1' })).getByRole('button', { name: 'Picked up' }),
    );
    expect(await screen.findByText('K7M2QX-1 picked up. On the way!')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'o-1', status: 'OUT_FOR_DELIVERY' },
    });
    expect(await screen.findByRole('heading', { name: /^On the way/ })).toBeInTheDocument();

    const order = () => screen.getByRole('article', { name: 'Order K7M2QX-1' });
    fireEvent.click(within(order()).getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByRole('heading', { name: /^Delivered recently/ })).toBeInTheDocument();
    expect(within(order()).getByLabelText('Cash taken, in ₹')).toHaveValue('196');
    fireEvent.change(within(order()).getByLabelText('Cash taken, in ₹'), { target: { value: '190' } });
    fireEvent.click(within(order()).getByRole('button', { name: 'Cash collected' }));
    expect(await within(order()).findByText('Cash collected: ₹190')).toBeInTheDocument();
    expect(fakeApi.callsOf('RecordCashCollected')[0].variables).toEqual({
      input: { orderId: 'o-1', amountPaise: 19000 },
    });
    // Delivered with its cash recorded, the amount is settled: an admin corrects it, not the rider.
    expect(within(order()).queryByRole('button', { name: 'Change amount' })).not.toBeInTheDocument();
    expect(within(order()).getByText('Settled. If it is wrong, an admin can correct it.')).toBeInTheDocument();
  });

  it('lets the rider change the cash while still on the way', async () => {
    fakeApi.on('DeliveryOrders', () =>
      desk({
        out: [{ ...packed, status: 'OUT_FOR_DELIVERY', nextStatuses: ['DELIVERED'], cashCollectedPaise: 19000 }],
      }),
    );
    renderDesk();
    const order = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    fireEvent.click(within(order).getByRole('button', { name: 'Change amount' }));
    expect(within(order).getByLabelText('Cash taken, in ₹')).toHaveValue('190');
  });

  it('refuses an amount that is not one', async () => {
    fakeApi.on('DeliveryOrders', () =>
      desk({ out: [{ ...packed, status: 'OUT_FOR_DELIVERY', nextStatuses: ['DELIVERED'] }] }),
    );
    renderDesk();
    const order = await screen.findByRole('article', { name: 'Order K7M2QX-1' });
    fireEvent.change(within(order).getByLabelText('Cash taken, in ₹'), { target: { value: 'two hundred' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Cash collected' }));
    expect(within(order).getByText('Write the amount in rupees, such as 196.')).toBeInTheDocument();
    expect(fakeApi.callsOf('RecordCashCollected')).toHaveLength(0);
  });

  it('shows a new assignment by itself, and says so', async () => {
    let assigned: unknown[] = [];
    fakeApi.on('DeliveryOrders', () => desk({ packed: assigned }));
    renderDesk();
    await screen.findByText(/No orders for you right now/);
    await waitFor(() => expect(fakeApi.liveCount('DeliveryOrderChanged')).toBe(1));
    assigned = [packed];
    act(() =>
      fakeApi.push(
        'DeliveryOrderChanged',
        orderChange('deliveryOrderChanged', packed as { id: string; code: string }, 'PACKED'),
      ),
    );
    expect(await screen.findByRole('article', { name: 'Order K7M2QX-1' })).toBeInTheDocument();
    expect(screen.getByText('New order for you: K7M2QX-1.')).toBeInTheDocument();
  });

  it('has a big-type screen, and a way between the two', async () => {
    fakeApi.on('DeliveryOrders', () => desk({ packed: [packed] }));
    const { container } = renderDesk(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery screen' })).toBeInTheDocument();
    expect(container.querySelector('.delivery--big')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Normal screen' })).toHaveAttribute('href', '/delivery');
    expect(await screen.findByRole('button', { name: 'Picked up' })).toBeInTheDocument();
  });
});
