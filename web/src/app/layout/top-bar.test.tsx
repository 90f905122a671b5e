import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { cartStore } from '../../shared/cart/cart-store';
import { sessionState } from '../../shared/session/session-state';
import { fakeApi, vendorUser } from '../../test-support/fake-api';
import { TopBar } from './top-bar';

jest.mock('../../shared/apollo/client', () => ({
  ...jest.requireActual<object>('../../shared/apollo/client'),
  getApolloClient: () =>
    (require('../../test-support/fake-api') as typeof import('../../test-support/fake-api')).fakeApi.client,
}));

function renderTopBar() {
  return render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );
}

describe('TopBar', () => {
  beforeEach(() => cartStore.clear());

  it.each(['/admin/orders', '/vendor/grocery', '/delivery', '/delivery/screen'])(
    'leaves the customer’s Cart and Find Order off a staff desk (%s)',
    (path) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <TopBar />
        </MemoryRouter>,
      );
      const nav = within(screen.getByRole('banner')).getByRole('navigation');
      expect(within(nav).getByRole('link', { name: /home/i })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: /cart/i })).toBeNull();
      expect(within(nav).queryByRole('link', { name: /find order/i })).toBeNull();
    },
  );

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

  describe('with someone signed in', () => {
    beforeEach(() => {
      fakeApi.reset();
      fakeApi.on('SignOut', () => ({ data: { signOut: true } }));
      act(() => sessionState.signedIn(vendorUser as never, 'token'));
    });
    afterEach(() => act(() => sessionState.reset()));

    it('shows nothing about an account until the session is known, or when signed out', () => {
      act(() => sessionState.reset());
      renderTopBar();
      expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
      act(() => sessionState.signedOut());
      expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    });

    it("shows the user's name, linking to their area, and a Sign out button", () => {
      renderTopBar();
      const account = screen.getByRole('link', { name: 'Your account: Subrata Mondal' });
      expect(account).toHaveAttribute('href', '/vendor/grocery');
      expect(account).toHaveTextContent('Subrata Mondal');
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    });

    it('signs out and goes to the home page', async () => {
      const router = createMemoryRouter([{ path: '*', element: <TopBar /> }], { initialEntries: ['/vendor/grocery'] });
      render(<RouterProvider router={router} />);
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await waitFor(() => expect(sessionState.get().status).toBe('signed-out'));
      expect(screen.queryByText('Subrata Mondal')).not.toBeInTheDocument();
      await waitFor(() => expect(fakeApi.callsOf('SignOut')).toHaveLength(1));
    });
  });
});
