import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionState } from '../../../shared/session/session-state';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import { AdminsPage } from './admins-page';

function admin(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: 'u-1',
    name: 'Administrator',
    phone: null,
    email: 'admin@haat.test',
    role: 'ADMIN',
    disabled: false,
    ...overrides,
  };
}

/** The admins' list as a tiny server: disabled ones only when asked for. */
function serveAdmins(all: Array<ReturnType<typeof admin>>) {
  fakeApi.on('StaffAccounts', ({ variables }) => ({
    data: {
      staffAccounts: {
        __typename: 'UserConnection',
        nodes: all.filter((a) => variables.includeDisabled || !a.disabled).map((a) => ({ ...a })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

const renderPage = (path = '/admin/admins') => renderScreen('/admin/admins', <AdminsPage />, path);

beforeEach(() => {
  fakeApi.reset();
  // The one looking at the screen: the first admin.
  sessionState.signedIn(
    {
      id: 'u-1',
      role: 'ADMIN',
      name: 'Administrator',
      email: 'admin@haat.test',
      phone: null,
      vendorId: null,
      vendorCategory: null,
      disabled: false,
      mustChangePassword: false,
    },
    'token',
  );
});
afterEach(() => sessionState.reset());

describe('the admins page', () => {
  it('lists the admins with their email; nobody is offered to disable their own sign-in', async () => {
    serveAdmins([admin(), admin({ id: 'u-2', name: 'Rina Pal', email: 'rina@haat.test' })]);
    renderPage();
    const me = await screen.findByRole('article', { name: 'Administrator' });
    expect(fakeApi.callsOf('StaffAccounts')[0].variables).toEqual({
      role: 'ADMIN',
      search: null,
      includeDisabled: false,
      first: 20,
    });
    expect(within(me).getByTestId('person-email')).toHaveTextContent('admin@haat.test');
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(
      within(me).getByText('This is your own sign-in: another admin can disable it, you cannot.'),
    ).toBeInTheDocument();
    expect(within(me).queryByRole('button', { name: 'Disable…' })).not.toBeInTheDocument();
    expect(within(me).getByRole('button', { name: 'History' })).toBeInTheDocument();

    const rina = screen.getByRole('article', { name: 'Rina Pal' });
    expect(within(rina).getByTestId('person-state')).toHaveTextContent('Can sign in');
    expect(within(rina).queryByText('You')).not.toBeInTheDocument();
    expect(within(rina).getByRole('button', { name: 'Disable…' })).toBeInTheDocument();
  });

  it('disables another admin only after asking, saying what it does', async () => {
    const rina = admin({ id: 'u-2', name: 'Rina Pal', email: 'rina@haat.test' });
    serveAdmins([admin(), rina]);
    fakeApi.on('DisableStaffAccount', () => {
      rina.disabled = true;
      return { data: { disableUser: { ...rina } } };
    });
    const router = renderPage();
    const card = await screen.findByRole('article', { name: 'Rina Pal' });
    fireEvent.click(within(card).getByRole('button', { name: 'Disable…' }));
    const confirm = within(card).getByRole('alertdialog', { name: 'Disable Rina Pal?' });
    expect(confirm).toHaveTextContent(
      'They are signed out everywhere and cannot sign in again. What they did stays in the history.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, keep' }));
    expect(fakeApi.callsOf('DisableStaffAccount')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Disable…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText('Rina Pal is disabled and signed out.')).toBeInTheDocument();
    expect(fakeApi.callsOf('DisableStaffAccount')[0].variables).toEqual({ id: 'u-2' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rina Pal' })).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show disabled admins too' }));
    const disabled = await screen.findByRole('article', { name: 'Rina Pal' });
    expect(router.state.location.search).toBe('?disabled=1');
    expect(within(disabled).getByTestId('person-state')).toHaveTextContent('Disabled');
  });

  it('makes a new admin with name, email and password, with refusals beside their fields', async () => {
    const all = [admin()];
    serveAdmins(all);
    fakeApi.on('CreateAdminAccount', () =>
      graphQLError('BAD_USER_INPUT', { field: 'email' }, 'This email address already has an account.'),
    );
    renderPage();
    await screen.findByRole('article', { name: 'Administrator' });
    fireEvent.click(screen.getByRole('button', { name: 'New admin' }));
    const form = screen.getByRole('form', { name: 'New admin' });
    const email = within(form).getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Sunil Hansda' } });
    fireEvent.change(email, { target: { value: ' admin@haat.test ' } });
    fireEvent.change(within(form).getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'paddy fields in winter' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the sign-in' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('This email address already has an account.')),
    );
    expect(fakeApi.callsOf('CreateAdminAccount')[0].variables).toEqual({
      input: { name: 'Sunil Hansda', email: 'admin@haat.test', password: 'paddy fields in winter' },
    });

    fireEvent.change(email, { target: { value: 'sunil@haat.test' } });
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining('already has an account'));
    fakeApi.on('CreateAdminAccount', ({ variables }) => {
      const made = admin({ id: 'u-3', name: 'Sunil Hansda', email: (variables.input as { email: string }).email });
      all.push(made);
      return { data: { createAdminAccount: made } };
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the sign-in' }));
    expect(await screen.findByText('Sunil Hansda can sign in now.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Sunil Hansda' });
    expect(within(card).getByTestId('person-email')).toHaveTextContent('sunil@haat.test');
    expect(screen.queryByRole('form', { name: 'New admin' })).not.toBeInTheDocument();
  });

  it("says the server's reason when it refuses to disable", async () => {
    serveAdmins([admin(), admin({ id: 'u-2', name: 'Rina Pal' })]);
    fakeApi.on('DisableStaffAccount', () =>
      graphQLError('NOT_FOUND', { field: 'id' }, 'There is no account with this id.'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rina Pal' });
    fireEvent.click(within(card).getByRole('button', { name: 'Disable…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, disable' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This is no longer there.');
  });
});
