import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { changesOf } from '../kit/audit-history';
import { VendorsPage } from './vendors-page';
import { renderScreen } from '../../../test-support/render-screen';

function shop(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminVendor',
    id: 'v-1',
    name: 'Maa Tara Bhandar',
    nameBn: 'মা তারা ভাণ্ডার',
    category: 'GROCERY',
    village: 'Ilambazar',
    address: 'Bazar Para, near the bus stand',
    addressBn: null,
    phone: '+919732011245',
    opensAt: '07:00',
    closesAt: '21:00',
    closedDays: [],
    ownerName: 'Tarapada Das',
    active: true,
    chatGroupId: '-100123',
    ...overrides,
  };
}

function page(nodes: unknown[], pageInfo: { hasNextPage?: boolean; endCursor?: string | null } = {}) {
  return {
    data: {
      adminVendors: {
        __typename: 'AdminVendorConnection',
        nodes,
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: pageInfo.hasNextPage ?? false,
          endCursor: pageInfo.endCursor ?? null,
        },
      },
    },
  };
}

function renderPage(path = '/admin/vendors') {
  return renderScreen('/admin/vendors', <VendorsPage />, path);
}

const field = (form: HTMLElement, label: string | RegExp) =>
  within(form).getByLabelText(label, { selector: 'input, textarea, select' });

function fill(form: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(field(form, label), { target: { value } });
}

beforeEach(() => {
  fakeApi.reset();
});

describe('the shops page', () => {
  it('lists shops: names, kind, village, phone to call, open or closed, and a missing chat group', async () => {
    fakeApi.on('AdminVendors', () =>
      page([
        shop(),
        shop({
          id: 'v-2',
          name: 'Rahim Medical',
          nameBn: null,
          category: 'PHARMACY',
          active: false,
          chatGroupId: null,
        }),
      ]),
    );
    renderPage();
    const tara = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    expect(within(tara).getByText('মা তারা ভাণ্ডার')).toBeInTheDocument();
    expect(within(tara).getByText('Grocery')).toBeInTheDocument();
    expect(within(tara).getByText('Ilambazar')).toBeInTheDocument();
    expect(within(tara).getByRole('link', { name: /Maa Tara Bhandar/ })).toHaveAttribute('href', 'tel:+919732011245');
    expect(within(tara).getByTestId('shop-state')).toHaveTextContent('Open');
    expect(within(tara).getByTestId('shop-chat-group')).toHaveTextContent('-100123');
    const rahim = screen.getByRole('article', { name: 'Rahim Medical' });
    expect(within(rahim).getByTestId('shop-state')).toHaveTextContent('Closed');
    expect(within(rahim).getByTestId('shop-chat-group')).toHaveTextContent('None: orders are not posted to the shop');
    expect(fakeApi.callsOf('AdminVendors')[0].variables).toEqual({
      search: null,
      category: null,
      includeInactive: false,
      first: 20,
    });
  });

  it('keeps the search, the kind and "closed shops too" in the address', async () => {
    fakeApi.on('AdminVendors', () => page([shop()]));
    const router = renderPage('/admin/vendors?q=tara&category=PHARMACY');
    await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    expect(fakeApi.callsOf('AdminVendors')[0].variables).toEqual({
      search: 'tara',
      category: 'PHARMACY',
      includeInactive: false,
      first: 20,
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show closed shops too' }));
    await waitFor(() =>
      expect(fakeApi.callsOf('AdminVendors').at(-1)!.variables).toMatchObject({ includeInactive: true }),
    );
    expect(router.state.location.search).toBe('?q=tara&category=PHARMACY&closed=1');
    fireEvent.change(screen.getByLabelText('Kind of shop'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=tara&closed=1'));
  });

  it('fetches the next page after the last cursor', async () => {
    fakeApi.on('AdminVendors', ({ variables }) =>
      variables.after
        ? page([shop({ id: 'v-2', name: 'Rahim Medical' })])
        : page([shop()], { hasNextPage: true, endCursor: 'c-1' }),
    );
    renderPage();
    await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Rahim Medical' })).toBeInTheDocument();
    expect(fakeApi.callsOf('AdminVendors').at(-1)!.variables).toMatchObject({ after: 'c-1' });
  });
});

describe('a new shop', () => {
  it('sends the shop, its hours and its sign-in, and puts the server’s refusals beside their fields', async () => {
    const shops = [shop()];
    fakeApi.on('AdminVendors', () => page([...shops]));
    fakeApi.on('CreateVendor', () => ({
      errors: [
        {
          message: 'The password must have at least 8 characters.',
          extensions: { code: 'BAD_USER_INPUT', field: 'account.password' },
        },
      ],
    }));
    renderPage();
    await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(screen.getByRole('button', { name: 'New shop' }));
    const form = screen.getByRole('form', { name: 'New shop' });

    fireEvent.change(field(form, 'Kind of shop'), { target: { value: 'PHARMACY' } });
    fill(form, 'Shop name', 'Rahim Medical');
    fill(form, 'Shop name in Bengali (optional)', 'রহিম মেডিক্যাল');
    fill(form, "Owner's name (optional)", 'Abdul Rahim');
    fill(form, 'Village', 'Joydev');
    fill(form, 'Address', 'Kenduli Mela Math road');
    fill(form, "Shop's phone number", '98300 55667');
    fill(form, 'Opens at', '09:00');
    fill(form, 'Closes at', '19:30');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    fill(form, 'Name of the person who signs in', 'Abdul Rahim');
    fill(form, 'Their mobile number', '98300 55668');
    fill(form, 'Password', 'short');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the shop' }));

    const password = field(form, 'Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The password must have at least 8 characters.'),
    );
    expect(field(form, 'Their mobile number')).not.toHaveAttribute('aria-invalid');
    expect(fakeApi.callsOf('CreateVendor')[0].variables).toEqual({
      input: {
        name: 'Rahim Medical',
        nameBn: 'রহিম মেডিক্যাল',
        category: 'PHARMACY',
        ownerName: 'Abdul Rahim',
        village: 'Joydev',
        address: 'Kenduli Mela Math road',
        addressBn: null,
        phone: '98300 55667',
        chatGroupId: null,
        hours: { opensAt: '09:00', closesAt: '19:30', closedDays: [5] },
        account: { name: 'Abdul Rahim', phone: '98300 55668', password: 'short' },
      },
    });

    // Several at once (the server's checks of the inputs), each beside its own field.
    fakeApi.on('CreateVendor', () =>
      graphQLError('BAD_USER_INPUT', {
        field: 'phone',
        problems: [
          { field: 'phone', message: 'Enter a 10-digit mobile number, such as 98765 43210.' },
          { field: 'hours.closesAt', message: 'The closing time must be after the opening time.' },
          { field: 'account.phone', message: 'This phone number already has an account.' },
        ],
      }),
    );
    fill(form, 'Password', 'a long enough password');
    expect(field(form, 'Password')).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the shop' }));
    await waitFor(() =>
      expect(field(form, "Shop's phone number")).toHaveAccessibleDescription(
        expect.stringContaining('Enter a 10-digit mobile number'),
      ),
    );
    expect(field(form, 'Closes at')).toHaveAccessibleDescription('The closing time must be after the opening time.');
    expect(field(form, 'Their mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('This phone number already has an account.'),
    );

    // Accepted: a line says so, the form folds away, and the list shows the new shop.
    fakeApi.on('CreateVendor', ({ variables }) => {
      const input = variables.input as { name: string };
      const made = shop({ id: 'v-9', name: input.name, category: 'PHARMACY', chatGroupId: null });
      shops.push(made);
      return { data: { createVendor: made } };
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the shop' }));
    expect(await screen.findByText('Shop Rahim Medical created. Its owner can sign in now.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New shop' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Rahim Medical' })).toBeInTheDocument();
  });
});

describe("a shop's edit form", () => {
  it('asks before closing a shop, and sends nothing until the answer is yes', async () => {
    const tara = shop();
    fakeApi.on('AdminVendors', () => page([tara]));
    fakeApi.on('UpdateVendor', ({ variables }) => {
      Object.assign(tara, { active: (variables.input as { active: boolean }).active });
      return { data: { updateVendor: { ...tara } } };
    });
    renderPage('/admin/vendors?closed=1');
    const card = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Change Maa Tara Bhandar' });
    expect(field(form, "Shop's phone number")).toHaveValue('97320 11245');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Open: customers see the shop' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const confirm = within(card).getByRole('alertdialog', { name: 'Close Maa Tara Bhandar?' });
    expect(within(confirm).getByRole('button', { name: 'No, keep it open' })).toHaveFocus();
    expect(fakeApi.callsOf('UpdateVendor')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, keep it open' }));
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateVendor')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, close the shop' }));
    expect(await screen.findByText('Maa Tara Bhandar is closed. Customers no longer see it.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateVendor')[0].variables).toEqual({
      input: {
        id: 'v-1',
        name: 'Maa Tara Bhandar',
        nameBn: 'মা তারা ভাণ্ডার',
        ownerName: 'Tarapada Das',
        village: 'Ilambazar',
        address: 'Bazar Para, near the bus stand',
        addressBn: null,
        phone: '97320 11245',
        chatGroupId: '-100123',
        active: false,
        hours: { opensAt: '07:00', closesAt: '21:00', closedDays: [] },
      },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Maa Tara Bhandar' })).getByTestId('shop-state'),
      ).toHaveTextContent('Closed'),
    );
  });

  it("changes a shop's hours, and shows the server's refusal beside the time it is about", async () => {
    fakeApi.on('AdminVendors', () => page([shop()]));
    fakeApi.on('UpdateVendor', () =>
      graphQLError('BAD_USER_INPUT', { field: 'hours.closesAt' }, 'The closing time must be after the opening time.'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Change Maa Tara Bhandar' });
    fireEvent.change(field(form, 'Closes at'), { target: { value: '06:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(form, 'Closes at')).toHaveAccessibleDescription(
        expect.stringContaining('The closing time must be after'),
      ),
    );
    expect((fakeApi.callsOf('UpdateVendor')[0].variables as { input: { hours: unknown } }).input.hours).toEqual({
      opensAt: '07:00',
      closesAt: '06:00',
      closedDays: [],
    });
  });

  it('saves a chat group without asking, and shows a bad one beside its field', async () => {
    fakeApi.on('AdminVendors', () => page([shop({ chatGroupId: null })]));
    fakeApi.on('UpdateVendor', () =>
      graphQLError(
        'BAD_USER_INPUT',
        { field: 'chatGroupId' },
        'A chat id is a number such as -1001234567890, or @channelname.',
      ),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Change Maa Tara Bhandar' });
    fill(form, 'Chat group id (optional)', 'tara group');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(form, 'Chat group id (optional)')).toHaveAccessibleDescription(
        expect.stringContaining('A chat id is a number'),
      ),
    );
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe("a shop's history", () => {
  it('shows who changed what, as what, when, and each field before and after', async () => {
    fakeApi.on('AdminVendors', () => page([shop()]));
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-2',
              action: 'updated',
              actorName: 'Rina Pal',
              actorRole: 'ADMIN',
              at: '2026-02-04T05:00:00.000Z',
              before: { name: 'Maa Tara Bhandar', chatGroupId: null, active: true },
              after: { name: 'Maa Tara Bhandar', chatGroupId: '-100123', active: false },
            },
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'created',
              actorName: 'Administrator',
              actorRole: 'ADMIN',
              at: '2026-02-03T10:35:00.000Z',
              before: null,
              after: { name: 'Maa Tara Bhandar', category: 'GROCERY', active: true },
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const list = await within(card).findByRole('list', { name: 'History of Maa Tara Bhandar' });
    expect(fakeApi.callsOf('AuditTrail')[0].variables).toEqual({ entityType: 'VENDOR', entityId: 'v-1', first: 20 });
    const [changed, created] = within(list).getAllByTestId('audit-entry');
    expect(changed).toHaveTextContent('Changed by Rina Pal (admin)');
    expect(changed).toHaveTextContent('4 Feb 2026, 10:30 am');
    expect(changed).toHaveTextContent('Chat group(none) → became -100123');
    expect(changed).toHaveTextContent('Open to customersOpen → became Closed');
    expect(changed).not.toHaveTextContent('Name');
    expect(created).toHaveTextContent('Created by Administrator (admin)');
    expect(created).toHaveTextContent('NameMaa Tara Bhandar');
    expect(created).toHaveTextContent('CategoryGrocery');
  });

  it('reads a change field by field', () => {
    expect(changesOf({ before: { a: 1, b: [1, 2] }, after: { a: 1, b: [2], c: 'x' } })).toEqual([
      { field: 'b', before: [1, 2], after: [2] },
      { field: 'c', before: undefined, after: 'x' },
    ]);
    expect(changesOf({ before: null, after: { a: 1 } })).toEqual([{ field: 'a', before: undefined, after: 1 }]);
  });
});

describe("setting a shop's forgotten password", () => {
  const account = (overrides: Record<string, unknown> = {}) => ({
    __typename: 'User',
    id: 'u-7',
    name: 'Tarapada Das',
    phone: '+919732011246',
    email: null,
    role: 'VENDOR',
    disabled: false,
    ...overrides,
  });

  it("finds the shop's sign-in, says what happens, and sets the password for it", async () => {
    fakeApi.reset();
    fakeApi.on('AdminVendors', () => page([shop()]));
    fakeApi.on('ShopSignIns', () => ({
      data: {
        staffAccounts: {
          __typename: 'UserConnection',
          nodes: [account(), account({ id: 'u-8', name: 'Old helper', disabled: true })],
        },
      },
    }));
    fakeApi.on('SetStaffPassword', () => ({ data: { setStaffPassword: account() } }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Set new password…' }));
    const confirm = await within(card).findByRole('alertdialog', { name: 'Set a new password for Tarapada Das?' });
    expect(fakeApi.callsOf('ShopSignIns')[0].variables).toEqual({ vendorId: 'v-1' });
    // One usable sign-in: no choice to make.
    expect(within(card).queryByLabelText('Whose sign-in')).not.toBeInTheDocument();
    expect(within(confirm).getByTestId('set-password-effects')).toHaveTextContent('by phone at +919732011246');
    fireEvent.change(within(confirm).getByLabelText('New password to give them'), {
      target: { value: 'bazar para 2025' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Set this password' }));
    expect(await screen.findByText(/Tarapada Das has a new password and is signed out/)).toBeInTheDocument();
    expect(fakeApi.callsOf('SetStaffPassword')[0].variables).toEqual({
      input: { userId: 'u-7', password: 'bazar para 2025' },
    });
  });

  it('says so when the shop has no sign-in to set', async () => {
    fakeApi.reset();
    fakeApi.on('AdminVendors', () => page([shop()]));
    fakeApi.on('ShopSignIns', () => ({ data: { staffAccounts: { __typename: 'UserConnection', nodes: [] } } }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Maa Tara Bhandar' });
    fireEvent.click(within(card).getByRole('button', { name: 'Set new password…' }));
    expect(await within(card).findByText('This shop has no sign-in that can be used.')).toBeInTheDocument();
  });
});
