import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { cartStore } from '../../shared/cart/cart-store';
import { TopBar } from './top-bar';

function renderTopBar() {
  return render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );
}

describe('TopBar', () => {
  beforeEach(() => cartStore.clear());

  it('shows the logo, the name and the links Home, Contact, Cart and Find Order', () => {
    renderTopBar();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Haat')).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: /cart/i })).toHaveAttribute('href', '/cart');
    expect(within(nav).getByRole('link', { name: /find order/i })).toHaveAttribute('href', '/findOrder');
  });

  it('hides the cart count while the cart is empty', () => {
    renderTopBar();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /cart/i })).toHaveAccessibleName('Cart');
  });

  it('shows the number of items once the cart has some, and follows changes live', () => {
    cartStore.add({ id: 'p1', name: 'Rice 1 kg' });
    cartStore.add({ id: 'p2', name: 'Masoor dal 500 g' });
    renderTopBar();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /cart/i })).toHaveAccessibleName(/2 items in your cart/);

    act(() => cartStore.add({ id: 'p3', name: 'Mustard oil 1 l' }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');

    act(() => cartStore.clear());
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });
});
