import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { rememberCheckout } from '../../../shared/storage/my-orders';
import { ThankYouPage, type ThankYouOptions } from './thank-you-page';

function renderPage(options?: ThankYouOptions) {
  return render(
    <MemoryRouter>
      <ThankYouPage {...options} />
    </MemoryRouter>,
  );
}

describe('ThankYouPage', () => {
  it('shows the checkout code and each shop’s order from what the browser kept, with links to track them', () => {
    rememberCheckout(
      {
        checkoutCode: 'OLD234',
        trackingToken: 't0',
        orders: [{ code: 'OLD234-1', shopName: 'Old Shop', totalPaise: 100, itemCount: 1 }],
      },
      '2026-02-01T10:00:00.000Z',
    );
    rememberCheckout(
      {
        checkoutCode: 'K7M2QX',
        trackingToken: 'token-abc',
        orders: [
          { code: 'K7M2QX-1', shopName: 'Maa Tara Bhandar', totalPaise: 21400, itemCount: 2 },
          { code: 'K7M2QX-2', shopName: 'Joydev Stores', totalPaise: 9000, itemCount: 1 },
        ],
      },
      '2026-02-03T10:35:00.000Z',
    );
    window.localStorage.setItem('haat.order-contact', '98765 43210');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-code')).toHaveTextContent('K7M2QX');
    const orders = within(screen.getByRole('list', { name: 'Your orders, one from each shop' })).getAllByRole(
      'listitem',
    );
    expect(orders).toHaveLength(2);
    expect(within(orders[0]).getByRole('heading', { name: 'Maa Tara Bhandar' })).toBeInTheDocument();
    expect(within(orders[0]).getByText('₹214')).toBeInTheDocument();
    expect(within(orders[0]).getByText('Order K7M2QX-1 · 2 items')).toBeInTheDocument();
    expect(within(orders[0]).getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/findOrder/9876543210?order=K7M2QX-1',
    );
    expect(within(orders[1]).getByText('₹90')).toBeInTheDocument();
    expect(screen.queryByText('Old Shop')).not.toBeInTheDocument();
  });

  it('leads to Find Order when this browser has placed nothing', () => {
    renderPage();
    expect(screen.getByText(/There is no recent order from this phone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an order' })).toHaveAttribute('href', '/findOrder');
  });

  it('says a list sent to any shop goes to the first shop to take it, to be priced, and what comes next', () => {
    rememberCheckout(
      {
        checkoutCode: 'F4RD0Q',
        trackingToken: 'token-list',
        orders: [{ code: 'F4RD0Q-1', shopName: null, totalPaise: null, itemCount: 3 }],
      },
      '2026-02-03T10:35:00.000Z',
    );
    renderPage();
    const [order] = within(screen.getByRole('list', { name: 'Your orders, one from each shop' })).getAllByRole(
      'listitem',
    );
    expect(within(order).getByRole('heading', { name: 'The first shop to take your list' })).toBeInTheDocument();
    expect(within(order).getByText('Total to be priced')).toBeInTheDocument();
    expect(screen.getByText(/The shop will write a price beside each item/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('dresses as its section asks: the medical confirmation leads back to medical', () => {
    rememberCheckout(
      {
        checkoutCode: 'M3D1CN',
        trackingToken: 'token-med',
        orders: [{ code: 'M3D1CN-1', shopName: null, totalPaise: null, itemCount: 1 }],
      },
      '2026-02-03T10:35:00.000Z',
    );
    renderPage({
      titleKey: 'medical.thankYou',
      anyShopKey: 'orders.anyPharmacy',
      continueLink: { to: '/medical', titleKey: 'medical.hub.back' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order received' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The first pharmacy to take your order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All medical services' })).toHaveAttribute('href', '/medical');
  });

  it('says nothing about prices to come when every order is priced', () => {
    rememberCheckout(
      {
        checkoutCode: 'K7M2QX',
        trackingToken: 't',
        orders: [{ code: 'K7M2QX-1', shopName: 'Maa Tara Bhandar', totalPaise: 100, itemCount: 1 }],
      },
      '2026-02-03T10:35:00.000Z',
    );
    renderPage();
    expect(screen.queryByText(/The shop will write a price beside each item/)).not.toBeInTheDocument();
  });
});
