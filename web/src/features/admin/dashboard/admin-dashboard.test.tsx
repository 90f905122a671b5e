import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import { orderChange } from '../../../test-support/staff-orders';
import { AdminDashboard, POLL_MS, REFRESH_GAP_MS } from './admin-dashboard';

const STATES = ['PLACED', 'PRICED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'] as const;

function dashboard({
  ordersToday = {},
  ...overrides
}: { ordersToday?: Partial<Record<(typeof STATES)[number], number>> } & Record<string, unknown> = {}) {
  return {
    data: {
      adminDashboard: {
        __typename: 'AdminDashboard',
        day: '2026-02-03',
        ordersToday: STATES.map((status) => ({
          __typename: 'OrderStatusCount',
          status,
          count: ordersToday[status] ?? 0,
        })),
        listsToPrice: 2,
        ordersWithoutDeliveryPerson: 1,
        openHelpRequests: [
          { kind: 'MEDICAL_ASSISTANCE', status: 'NEW', count: 1 },
          { kind: 'MEDICAL_ASSISTANCE', status: 'IN_PROGRESS', count: 2 },
          { kind: 'SERVICE', status: 'NEW', count: 0 },
          { kind: 'SERVICE', status: 'IN_PROGRESS', count: 0 },
          { kind: 'CONTACT', status: 'NEW', count: 3 },
          { kind: 'CONTACT', status: 'IN_PROGRESS', count: 0 },
        ].map((row) => ({ __typename: 'HelpRequestCount', ...row })),
        appointmentsToday: [
          { status: 'BOOKED', count: 4 },
          { status: 'CANCELLED', count: 1 },
          { status: 'VISITED', count: 2 },
        ].map((row) => ({ __typename: 'AppointmentStatusCount', ...row })),
        lowStockProducts: 7,
        lowStockThreshold: 5,
        ...overrides,
      },
    },
  };
}

function renderDashboard() {
  return renderScreen('/admin', <AdminDashboard />);
}

const link = (name: string | RegExp) => screen.findByRole('link', { name });
const fetches = () => fakeApi.callsOf('AdminDashboard').length;

beforeEach(() => {
  fakeApi.reset();
});

describe("the admin's dashboard", () => {
  it('shows each figure as a link to the screen that deals with it, with the filter that shows what it counts', async () => {
    fakeApi.on('AdminDashboard', () => dashboard({ ordersToday: { PLACED: 3, CONFIRMED: 2, CANCELLED: 1 } }));
    renderDashboard();

    expect(await link('6 orders today')).toHaveAttribute('href', '/admin/orders?day=2026-02-03');
    expect(screen.getByRole('heading', { name: 'Today Tue, 3 Feb' })).toBeInTheDocument();
    const states = screen.getByRole('list', { name: "Today's orders by state" });
    expect(
      within(states)
        .getAllByRole('link')
        .map((state) => state.textContent),
    ).toEqual(['3 Placed', '0 Priced', '2 Confirmed', '0 Packed', '0 Out for delivery', '0 Delivered', '1 Cancelled']);
    expect(within(states).getByRole('link', { name: '3 Placed' })).toHaveAttribute(
      'href',
      '/admin/orders?status=placed&day=2026-02-03',
    );
    expect(within(states).getByRole('link', { name: '0 Out for delivery' })).toHaveAttribute(
      'href',
      '/admin/orders?status=out-for-delivery&day=2026-02-03',
    );

    const waiting = screen.getByRole('list', { name: 'Waiting for you' });
    const hrefOf = (name: string) => within(waiting).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('2 lists waiting for prices')).toBe('/admin/orders?needs=prices');
    expect(hrefOf('1 order without a delivery person')).toBe('/admin/orders?needs=delivery-person');
    expect(hrefOf('1 new medical assistance request')).toBe('/admin/requests?kind=MEDICAL_ASSISTANCE');
    expect(hrefOf('and 2 medical assistance requests in progress')).toBe(
      '/admin/requests?kind=MEDICAL_ASSISTANCE&status=IN_PROGRESS',
    );
    expect(hrefOf('0 new service requests')).toBe('/admin/requests?kind=SERVICE');
    expect(hrefOf('3 new contact messages')).toBe('/admin/requests?kind=CONTACT');
    expect(hrefOf('7 appointments today 4 to come · 2 visited · 1 cancelled')).toBe('/admin/appointments');
    expect(hrefOf('7 products low on stock 5 or fewer left, in open shops')).toBe('/admin/products?low=1');
    // Nothing in progress, no link to it.
    expect(within(waiting).queryByRole('link', { name: /service requests? in progress/ })).not.toBeInTheDocument();
  });

  it('fetches the figures again when an order changes, at most once a second however many change', async () => {
    let placed = 0;
    fakeApi.on('AdminDashboard', () => dashboard({ ordersToday: { PLACED: placed } }));
    renderDashboard();
    await link('0 orders today');
    await waitFor(() => expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1));

    jest.useFakeTimers({ advanceTimers: true });
    try {
      const before = fetches();
      placed = 1;
      act(() =>
        fakeApi.push('ShopOrderChanged', orderChange('shopOrderChanged', { id: 'o-1', code: 'K7M2QX-1' }, 'PLACED')),
      );
      expect(await link('1 order today')).toBeInTheDocument();
      expect(fetches()).toBe(before + 1);

      // Three more within the second: one more fetch, after the second is up.
      placed = 4;
      for (const n of [2, 3, 4])
        act(() =>
          fakeApi.push(
            'ShopOrderChanged',
            orderChange('shopOrderChanged', { id: `o-${n}`, code: `K7M2QX-${n}` }, 'PLACED'),
          ),
        );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REFRESH_GAP_MS / 2);
      });
      expect(fetches()).toBe(before + 1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REFRESH_GAP_MS);
      });
      expect(await link('4 orders today')).toBeInTheDocument();
      expect(fetches()).toBe(before + 2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('looks again every half minute while the page is in view, and not while it is hidden', async () => {
    let fresh = 1;
    fakeApi.on('AdminDashboard', () =>
      dashboard({
        openHelpRequests: [{ __typename: 'HelpRequestCount', kind: 'MEDICAL_ASSISTANCE', status: 'NEW', count: fresh }],
      }),
    );
    jest.useFakeTimers({ advanceTimers: true });
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      renderDashboard();
      await link('1 new medical assistance request');
      const before = fetches();

      visibility.mockReturnValue('hidden');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(POLL_MS);
      });
      expect(fetches()).toBe(before);

      visibility.mockReturnValue('visible');
      fresh = 2;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(POLL_MS);
      });
      expect(await link('2 new medical assistance requests')).toBeInTheDocument();
      expect(fetches()).toBe(before + 1);
    } finally {
      visibility.mockRestore();
      jest.useRealTimers();
    }
  });

  it('says when the figures cannot be fetched, and tries again', async () => {
    fakeApi.on('AdminDashboard', () => graphQLError('INTERNAL_SERVER_ERROR'));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent("Could not load today's figures.");
    fakeApi.on('AdminDashboard', () => dashboard());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await link('0 orders today')).toBeInTheDocument();
  });
});
