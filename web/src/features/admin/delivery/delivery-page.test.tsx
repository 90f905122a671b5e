import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { DeliveryStaffPage } from './delivery-page';
import { renderScreen } from '../../../test-support/render-screen';

function person(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: 'u-1',
    name: 'Rakesh Bagdi',
    phone: '+919733300017',
    email: null,
    role: 'DELIVERY',
    disabled: false,
    ...overrides,
  };
}

/** The staff list as a tiny server: disabled people only when asked for. */
function serveStaff(all: Array<ReturnType<typeof person>>) {
  fakeApi.on('StaffAccounts', ({ variables }) => ({
    data: {
      staffAccounts: {
        __typename: 'UserConnection',
        nodes: all.filter((p) => variables.includeDisabled || !p.disabled).map((p) => ({ ...p })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

function renderPage(path = '/admin/delivery') {
  return renderScreen('/admin/delivery', <DeliveryStaffPage />, path);
}

beforeEach(() => {
  fakeApi.reset();
});

describe('the delivery staff page', () => {
  it('disables a person only after asking, then lists them as disabled when asked for', async () => {
    const rakesh = person();
    serveStaff([rakesh, person({ id: 'u-2', name: 'Sima Let', phone: '+919800112233' })]);
    fakeApi.on('DisableStaffAccount', ({ variables }) => {
      rakesh.disabled = true;
      return { data: { disableUser: { ...rakesh, id: variables.id } } };
    });
    const router = renderPage();
    const card = await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    expect(fakeApi.callsOf('StaffAccounts')[0].variables).toEqual({
      role: 'DELIVERY',
      search: null,
      includeDisabled: false,
      first: 20,
    });
    expect(within(card).getByTestId('person-state')).toHaveTextContent('Can sign in');
    expect(within(card).getByRole('link', { name: /Rakesh Bagdi/ })).toHaveAttribute('href', 'tel:+919733300017');

    fireEvent.click(within(card).getByRole('button', { name: 'Disable…' }));
    const confirm = within(card).getByRole('alertdialog', { name: 'Disable Rakesh Bagdi?' });
    expect(within(confirm).getByRole('button', { name: 'No, keep' })).toHaveFocus();
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakeApi.callsOf('DisableStaffAccount')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Disable…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText('Rakesh Bagdi is disabled and signed out.')).toBeInTheDocument();
    expect(fakeApi.callsOf('DisableStaffAccount')[0].variables).toEqual({ id: 'u-1' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rakesh Bagdi' })).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show disabled people too' }));
    const disabled = await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    expect(router.state.location.search).toBe('?disabled=1');
    expect(within(disabled).getByTestId('person-state')).toHaveTextContent('Disabled');
    expect(within(disabled).queryByRole('button', { name: 'Disable…' })).not.toBeInTheDocument();
  });

  it('says why when the server refuses to disable', async () => {
    serveStaff([person()]);
    fakeApi.on('DisableStaffAccount', () => graphQLError('FORBIDDEN', {}, 'You cannot disable your own account.'));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    fireEvent.click(within(card).getByRole('button', { name: 'Disable…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, disable' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Your account cannot do this. Please sign in again as an admin.',
    );
  });

  it('makes a sign-in for a new person, with refusals beside their fields', async () => {
    const all = [person()];
    serveStaff(all);
    fakeApi.on('CreateDeliveryAccount', () =>
      graphQLError('BAD_USER_INPUT', { field: 'phone' }, 'This phone number already has an account.'),
    );
    renderPage();
    await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    fireEvent.click(screen.getByRole('button', { name: 'New delivery person' }));
    const form = screen.getByRole('form', { name: 'New delivery person' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Bishu Hansda' } });
    fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: '97333 00017' } });
    fireEvent.change(within(form).getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'sal trees by the canal' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the sign-in' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Mobile number')).toHaveAccessibleDescription(
        expect.stringContaining('This phone number already has an account.'),
      ),
    );
    expect(fakeApi.callsOf('CreateDeliveryAccount')[0].variables).toEqual({
      input: { name: 'Bishu Hansda', phone: '97333 00017', password: 'sal trees by the canal' },
    });

    fakeApi.on('CreateDeliveryAccount', () => {
      const made = person({ id: 'u-3', name: 'Bishu Hansda', phone: '+919733300018' });
      all.push(made);
      return { data: { createDeliveryAccount: made } };
    });
    fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: '97333 00018' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the sign-in' }));
    expect(await screen.findByText('Bishu Hansda can sign in now.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bishu Hansda' })).toBeInTheDocument();
  });

  it("shows a person's history of USER changes", async () => {
    serveStaff([person()]);
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'disabled',
              actorName: 'Administrator',
              actorRole: 'ADMIN',
              at: '2026-02-03T10:35:00.000Z',
              before: { disabledAt: null },
              after: { disabledAt: '2026-02-03T10:35:00.000Z' },
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const entry = await within(card).findByTestId('audit-entry');
    expect(fakeApi.callsOf('AuditTrail')[0].variables).toEqual({ entityType: 'USER', entityId: 'u-1', first: 20 });
    expect(entry).toHaveTextContent('Disabled by Administrator (admin)');
    expect(entry).toHaveTextContent('Disabled(none) → became 3 Feb 2026, 4:05 pm');
  });
});

describe('setting a forgotten password', () => {
  it('says what will happen, checks the length, sets it and says to tell them', async () => {
    serveStaff([person()]);
    fakeApi.on('SetStaffPassword', ({ variables }) => ({
      data: { setStaffPassword: { ...person(), id: (variables.input as { userId: string }).userId } },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    fireEvent.click(within(card).getByRole('button', { name: 'Set new password…' }));
    const confirm = within(card).getByRole('alertdialog', { name: 'Set a new password for Rakesh Bagdi?' });
    expect(within(confirm).getByTestId('set-password-effects')).toHaveTextContent(
      'They are signed out at once on every phone and computer.',
    );
    expect(within(confirm).getByTestId('set-password-effects')).toHaveTextContent(
      'they must choose their own before they can do anything else',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent.change(within(confirm).getByLabelText('New password to give them'), { target: { value: 'short' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Set this password' }));
    expect(within(confirm).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(fakeApi.callsOf('SetStaffPassword')).toHaveLength(0);

    fireEvent.change(within(confirm).getByLabelText('New password to give them'), {
      target: { value: 'river bank 2024' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Set this password' }));
    expect(await screen.findByText(/Rakesh Bagdi has a new password and is signed out/)).toBeInTheDocument();
    expect(fakeApi.callsOf('SetStaffPassword')[0].variables).toEqual({
      input: { userId: 'u-1', password: 'river bank 2024' },
    });
  });

  it("shows the server's refusal of a common password", async () => {
    serveStaff([person()]);
    fakeApi.on('SetStaffPassword', () =>
      graphQLError(
        'BAD_USER_INPUT',
        { field: 'password' },
        'This password is too common and easy to guess. Please choose another.',
      ),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rakesh Bagdi' });
    fireEvent.click(within(card).getByRole('button', { name: 'Set new password…' }));
    fireEvent.change(within(card).getByLabelText('New password to give them'), { target: { value: 'password123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Set this password' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('too common');
  });
});
