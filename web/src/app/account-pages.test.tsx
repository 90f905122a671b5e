import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getSessionManager } from '../shared/session/session-manager';
import { sessionState } from '../shared/session/session-state';
import { adminUser, authPayload, deliveryUser, fakeApi, graphQLError, vendorUser } from '../test-support/fake-api';
import { appRoutes } from './routes';

jest.mock('../shared/apollo/client', () => ({
  ...jest.requireActual<object>('../shared/apollo/client'),
  getApolloClient: () =>
    (require('../test-support/fake-api') as typeof import('../test-support/fake-api')).fakeApi.client,
}));

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const PASSWORD = 'a strong shop password';

async function signInThroughForm(login: { phone?: string; email?: string }, password = PASSWORD) {
  const field =
    login.phone !== undefined
      ? await screen.findByLabelText('Mobile number')
      : await screen.findByLabelText('Email address');
  fireEvent.change(field, { target: { value: login.phone ?? login.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('RefreshSession', () => graphQLError('UNAUTHENTICATED'));
  fakeApi.on('SignOut', () => ({ data: { signOut: true } }));
});

afterEach(async () => {
  // Leaves this page signed out and its timers stopped for the next test.
  await act(() => getSessionManager().signOut());
});

describe('the vendor area', () => {
  it('sends a signed-out visitor to /vendorLogin', async () => {
    const router = renderAt('/vendor/grocery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorLogin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor sign in' })).toBeInTheDocument();
  });

  it('signs a vendor in by phone, shows their area and name, and signs out from the top bar', async () => {
    fakeApi.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser, 'vendor-token') } }));
    const router = renderAt('/vendorLogin');
    await signInThroughForm({ phone: '98300 12345' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/grocery'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Subrata Mondal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor area' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as a vendor')).toBeInTheDocument();
    expect(screen.getByText(/your grocery shop/)).toBeInTheDocument();
    expect(fakeApi.callsOf('SignInVendor')[0].variables).toEqual({
      input: { phone: '98300 12345', password: PASSWORD },
    });
    // The shopkeeper's name is not kept on the phone: the session holds it while signed in.
    expect(window.localStorage.getItem('haat.vendor')).toBeNull();

    // The top bar (PageHeader is a <header> too, which jsdom also counts as a banner).
    const banner = document.querySelector<HTMLElement>('header.top-bar')!;
    expect(within(banner).getByTestId('signed-in-name')).toHaveTextContent('Subrata Mondal');
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(within(banner).queryByText('Subrata Mondal')).not.toBeInTheDocument());
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('haat.vendor')).toBeNull();
    await waitFor(() => expect(fakeApi.callsOf('SignOut')).toHaveLength(1));
    expect(fakeApi.callsOf('SignOut')[0].headers.Authorization).toBe('Bearer vendor-token');
  });

  it('shows the generic message for a wrong password and stays on the form', async () => {
    fakeApi.on('SignInVendor', () =>
      graphQLError('INVALID_CREDENTIALS', {}, 'The details you entered do not match an account.'),
    );
    const router = renderAt('/vendorLogin');
    await signInThroughForm({ phone: '9830012345' }, 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These sign-in details do not match an account. Please check them and try again.',
    );
    expect(router.state.location.pathname).toBe('/vendorLogin');
    expect(sessionState.get().status).toBe('signed-out');
  });

  it('shows how long to wait when sign-ins are throttled', async () => {
    fakeApi.on('SignInVendor', () => graphQLError('TOO_MANY_REQUESTS', { retryAfterSeconds: 900 }));
    renderAt('/vendorLogin');
    await signInThroughForm({ phone: '9830012345' });
    expect(await screen.findByRole('alert')).toHaveTextContent('please wait 15 minutes');
  });

  it("takes a vendor to their own category's area", async () => {
    fakeApi.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser) } }));
    const router = renderAt('/vendorLogin');
    await signInThroughForm({ phone: '9830012345' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/grocery'));
    await act(() => router.navigate('/vendor/food'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/grocery'));
  });
});

describe('the admin area', () => {
  it('shows the admin sign-in form in place, then the admin panel', async () => {
    fakeApi.on('SignInAdmin', () => ({ data: { signInAdmin: authPayload(adminUser) } }));
    const router = renderAt('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgetPassword');
    await signInThroughForm({ email: 'admin@haat.test' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Anita Ghosh' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as an admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it('opens the notifications from the tile on the admin home, and shows them at /admin/notifications', async () => {
    fakeApi.on('SignInAdmin', () => ({ data: { signInAdmin: authPayload(adminUser) } }));
    fakeApi.on('OutboxCounts', () => ({
      data: { outboxCounts: { __typename: 'OutboxCounts', failed: 3, pending: 2 } },
    }));
    fakeApi.on('OutboxMessages', () => ({
      data: {
        outboxMessages: {
          __typename: 'OutboxMessageConnection',
          nodes: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    const router = renderAt('/admin/notifications');
    // Signed out: the sign-in form in place, and the page once signed in.
    await signInThroughForm({ email: 'admin@haat.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/notifications');

    fireEvent.click(screen.getByRole('link', { name: 'Admin area' }));
    const tile = await screen.findByRole('link', { name: /3 failed · 2 waiting/ });
    expect(router.state.location.pathname).toBe('/admin');
    fireEvent.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notifications'));
    expect(await screen.findByText('No failed messages right now.')).toBeInTheDocument();
  });

  it('/login takes a signed-in admin to /admin', async () => {
    fakeApi.on('SignInAdmin', () => ({ data: { signInAdmin: authPayload(adminUser) } }));
    const router = renderAt('/login');
    await signInThroughForm({ email: 'admin@haat.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Signed in as an admin')).toBeInTheDocument();
  });
});

describe('the delivery area', () => {
  it('sends a signed-out visitor to /deliveryLogin, and back to the screen they wanted after signing in', async () => {
    fakeApi.on('SignInDelivery', () => ({ data: { signInDelivery: authPayload(deliveryUser) } }));
    const router = renderAt('/delivery/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deliveryLogin'));
    await signInThroughForm({ phone: '97333 00001' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/screen'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Rakesh Bagdi' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as delivery staff')).toBeInTheDocument();
  });

  it('tells a vendor that the delivery area is not theirs', async () => {
    fakeApi.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser) } }));
    const router = renderAt('/vendorLogin');
    await signInThroughForm({ phone: '9830012345' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/grocery'));
    await act(() => router.navigate('/delivery'));
    expect(await screen.findByRole('heading', { name: 'This area is not for your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my area' })).toHaveAttribute('href', '/vendor/grocery');
  });
});

describe('changing one’s own password', () => {
  const GIVEN = 'office gave this';
  const OWN = 'my own secret words';

  it('sends a rider whose password the office set to choose their own first, and nowhere else, then to their desk', async () => {
    fakeApi.on('SignInDelivery', () => ({
      data: { signInDelivery: authPayload({ ...deliveryUser, mustChangePassword: true }) },
    }));
    fakeApi.on('ChangePassword', () => ({ data: { changePassword: true } }));
    const router = renderAt('/deliveryLogin');
    expect(
      await screen.findByText(
        /Ask the Haat office for a new one\. When you sign in with it, you will choose your own password/,
      ),
    ).toBeInTheDocument();
    await signInThroughForm({ phone: '97333 00001' }, GIVEN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();

    // Any other page brings them back here.
    await act(() => router.navigate('/delivery'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));

    const given = await screen.findByLabelText('Password the office gave you');
    fireEvent.change(given, { target: { value: GIVEN } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: GIVEN } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: GIVEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(screen.getByText('Choose a new password, not the one the office gave you.')).toBeInTheDocument();
    expect(fakeApi.callsOf('ChangePassword')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: OWN } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: OWN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
    expect(fakeApi.callsOf('ChangePassword')[0].variables).toEqual({
      input: { currentPassword: GIVEN, newPassword: OWN },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rakesh Bagdi' })).toBeInTheDocument();
    expect(sessionState.get().user?.mustChangePassword).toBe(false);
  });

  it('lets anyone signed in change theirs from the top bar, with a wrong current password shown beside it', async () => {
    fakeApi.on('SignInAdmin', () => ({ data: { signInAdmin: authPayload(adminUser) } }));
    let tries = 0;
    fakeApi.on('ChangePassword', () =>
      tries++ === 0
        ? graphQLError('BAD_USER_INPUT', { field: 'currentPassword' }, 'The current password is not right.')
        : { data: { changePassword: true } },
    );
    const router = renderAt('/admin');
    await signInThroughForm({ email: 'admin@haat.test' });
    fireEvent.click(await screen.findByRole('link', { name: 'Change your password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'not it at all' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: OWN } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: OWN } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('Your current password is not right. Please type it again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my work' })).toHaveAttribute('href', '/admin');
  });
});
