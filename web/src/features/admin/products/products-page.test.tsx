import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import { ProductsPage } from './products-page';

type Product = ReturnType<typeof product>;

function product(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: 'p-1',
    name: 'Miniket Rice',
    nameBn: 'মিনিকেট চাল',
    description: null,
    descriptionBn: null,
    unit: '1 kg',
    pricePaise: 5800,
    mrpPaise: 6200,
    stock: 120,
    available: true,
    version: 3,
    imageUrl: null,
    section: 'GROCERY',
    vendor: { __typename: 'Vendor', id: 'v-1', name: 'Maa Tara Bhandar', active: true },
    ...overrides,
  };
}

const shop = (id: string, name: string, category: string, active = true) => ({
  __typename: 'AdminVendor',
  id,
  name,
  category,
  active,
});

function page(nodes: unknown[], pageInfo: { hasNextPage?: boolean; endCursor?: string | null } = {}) {
  return {
    data: {
      adminProducts: {
        __typename: 'ProductConnection',
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

/** The products as a tiny server: what the list shows is what `all` holds when asked. */
function serveProducts(all: Product[]) {
  fakeApi.on('AdminProducts', () => page(all.map((p) => ({ ...p }))));
}

const renderPage = (path = '/admin/products') => renderScreen('/admin/products', <ProductsPage />, path);
const RICE = 'Miniket Rice (1 kg), Maa Tara Bhandar';
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { selector: 'input, textarea, select' });

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('ProductShops', () => ({
    data: {
      adminVendors: {
        __typename: 'AdminVendorConnection',
        nodes: [
          shop('v-1', 'Maa Tara Bhandar', 'GROCERY'),
          shop('v-2', 'Ilambazar Pathology', 'LAB'),
          shop('v-3', 'Joydev Stores', 'GROCERY', false),
        ],
      },
    },
  }));
});

describe('the products page', () => {
  it("shows each product's price and MRP in rupees, stock, shop, and whether it is on sale and its shop open", async () => {
    serveProducts([
      product(),
      product({
        id: 'p-2',
        name: 'Panch Phoron',
        nameBn: null,
        unit: '100 g',
        pricePaise: 2550,
        mrpPaise: 2550,
        stock: 3,
        available: false,
        vendor: { __typename: 'Vendor', id: 'v-3', name: 'Joydev Stores', active: false },
      }),
    ]);
    renderPage();
    const rice = await screen.findByRole('article', { name: RICE });
    expect(fakeApi.callsOf('AdminProducts')[0].variables).toEqual({
      search: null,
      vendorId: null,
      section: null,
      includeOffSale: false,
      lowStockOnly: false,
      first: 20,
    });
    expect(within(rice).getByText('মিনিকেট চাল')).toBeInTheDocument();
    expect(within(rice).getByTestId('product-price')).toHaveTextContent('₹58 for 1 kg');
    expect(within(rice).getByTestId('product-mrp')).toHaveTextContent('₹62');
    expect(within(rice).getByTestId('product-stock')).toHaveTextContent('120 in stock');
    expect(within(rice).getByTestId('product-shop')).toHaveTextContent('Maa Tara Bhandar');
    expect(within(rice).getByTestId('product-state')).toHaveTextContent('On sale');
    expect(within(rice).queryByText('Shop closed')).not.toBeInTheDocument();
    expect(within(rice).getByText('Grocery')).toBeInTheDocument();

    const phoron = screen.getByRole('article', { name: 'Panch Phoron (100 g), Joydev Stores' });
    expect(within(phoron).getByTestId('product-price')).toHaveTextContent('₹25.50 for 100 g');
    expect(within(phoron).getByTestId('product-stock')).toHaveTextContent('3 in stock: running low');
    expect(within(phoron).getByTestId('product-state')).toHaveTextContent('Off sale');
    expect(within(phoron).getByText('Shop closed')).toBeInTheDocument();
    expect(within(phoron).getByRole('button', { name: 'Put on sale…' })).toBeInTheDocument();
  });

  it('keeps the search and filters in the address; the shop picker holds shops that sell products', async () => {
    serveProducts([product()]);
    const router = renderPage('/admin/products?q=rice&shop=v-1&section=GROCERY');
    await screen.findByRole('article', { name: RICE });
    expect(fakeApi.callsOf('AdminProducts')[0].variables).toEqual({
      search: 'rice',
      vendorId: 'v-1',
      section: 'GROCERY',
      includeOffSale: false,
      lowStockOnly: false,
      first: 20,
    });
    const picker = screen.getByLabelText<HTMLSelectElement>('Shop');
    await waitFor(() =>
      expect([...picker.options].map((o) => o.text)).toEqual([
        'All shops',
        'Maa Tara Bhandar',
        'Joydev Stores (closed)',
      ]),
    );
    expect(picker.value).toBe('v-1');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show products off sale too' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only those running low (5 or fewer)' }));
    await waitFor(() =>
      expect(fakeApi.callsOf('AdminProducts').at(-1)!.variables).toMatchObject({
        includeOffSale: true,
        lowStockOnly: true,
      }),
    );
    expect(router.state.location.search).toBe('?q=rice&shop=v-1&section=GROCERY&offsale=1&low=1');
    fireEvent.change(picker, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Catalog'), { target: { value: 'PHARMACY' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=rice&section=PHARMACY&offsale=1&low=1'));
  });

  it('fetches the next page after the last cursor', async () => {
    fakeApi.on('AdminProducts', ({ variables }) =>
      variables.after
        ? page([product({ id: 'p-2', name: 'Sona Masoori Rice' })])
        : page([product()], { hasNextPage: true, endCursor: 'c-1' }),
    );
    renderPage();
    await screen.findByRole('article', { name: RICE });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(
      await screen.findByRole('article', { name: 'Sona Masoori Rice (1 kg), Maa Tara Bhandar' }),
    ).toBeInTheDocument();
    expect(fakeApi.callsOf('AdminProducts').at(-1)!.variables).toMatchObject({ after: 'c-1' });
  });
});

describe('changing a product', () => {
  it('checks the prices first, then sends them in paise at the version shown, with refusals beside their fields', async () => {
    const rice = product();
    serveProducts([rice]);
    fakeApi.on('UpdateProduct', () =>
      graphQLError('BAD_USER_INPUT', { field: 'mrpPaise' }, 'The MRP cannot be below the price.'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: RICE });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Change Miniket Rice' });
    expect(field(form, 'Price in ₹')).toHaveValue('58');
    fireEvent.change(field(form, 'Price in ₹'), { target: { value: 'fifty' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(form, 'Price in ₹')).toHaveAccessibleDescription(
        expect.stringContaining('Write the price in rupees'),
      ),
    );
    expect(fakeApi.callsOf('UpdateProduct')).toHaveLength(0);

    fireEvent.change(field(form, 'Price in ₹'), { target: { value: '60.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(form, 'MRP in ₹')).toHaveAccessibleDescription(
        expect.stringContaining('The MRP cannot be below the price.'),
      ),
    );
    expect(fakeApi.callsOf('UpdateProduct')[0].variables).toEqual({
      input: {
        id: 'p-1',
        expectedVersion: 3,
        name: 'Miniket Rice',
        nameBn: 'মিনিকেট চাল',
        description: null,
        descriptionBn: null,
        unit: '1 kg',
        pricePaise: 6050,
        mrpPaise: 6200,
        available: true,
      },
    });

    fakeApi.on('UpdateProduct', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      Object.assign(rice, { pricePaise: input.pricePaise, version: 4 });
      return { data: { updateProduct: { ...rice } } };
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Miniket Rice saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: RICE })).getByTestId('product-price')).toHaveTextContent(
        '₹60.50 for 1 kg',
      ),
    );
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when someone changed the product first, shows it as it now is, and saves against the new version', async () => {
    const rice = product();
    serveProducts([rice]);
    fakeApi.on('UpdateProduct', () => {
      // The shop changed the unit meanwhile.
      Object.assign(rice, { unit: '1 kg packet', version: 4 });
      return graphQLError(
        'CONFLICT',
        { field: 'expectedVersion', currentVersion: 4 },
        'Someone changed this product after you opened it.',
      );
    });
    renderPage();
    const card = await screen.findByRole('article', { name: RICE });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Change Miniket Rice' });
    fireEvent.change(field(form, 'Price in ₹'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(/Someone else changed this after you opened it, so nothing was saved/),
    ).toBeInTheDocument();
    const fresh = await screen.findByRole('article', { name: 'Miniket Rice (1 kg packet), Maa Tara Bhandar' });
    const again = within(fresh).getByRole('form', { name: 'Change Miniket Rice' });
    await waitFor(() => expect(field(again, 'Unit of sale')).toHaveValue('1 kg packet'));
    expect(field(again, 'Price in ₹')).toHaveValue('58');

    fakeApi.on('UpdateProduct', () => ({ data: { updateProduct: { ...rice, pricePaise: 6000, version: 5 } } }));
    fireEvent.change(field(again, 'Price in ₹'), { target: { value: '60' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Miniket Rice saved.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateProduct').at(-1)!.variables).toMatchObject({
      input: { expectedVersion: 4, unit: '1 kg packet', pricePaise: 6000 },
    });
  });

  it('takes a product off sale only after saying it is never deleted', async () => {
    const rice = product();
    serveProducts([rice]);
    fakeApi.on('UpdateProduct', ({ variables }) => {
      Object.assign(rice, { available: (variables.input as { available: boolean }).available, version: 4 });
      return { data: { updateProduct: { ...rice } } };
    });
    renderPage();
    const card = await screen.findByRole('article', { name: RICE });
    fireEvent.click(within(card).getByRole('button', { name: 'Take off sale…' }));
    const confirm = within(card).getByRole('alertdialog', { name: 'Take Miniket Rice off sale?' });
    expect(confirm).toHaveTextContent('Products are never deleted, as orders point to them.');
    expect(within(confirm).getByRole('button', { name: 'No, leave it' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, take off sale' }));
    expect(await screen.findByText('Miniket Rice is off sale. Nobody can order it now.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateProduct')[0].variables).toEqual({
      input: {
        id: 'p-1',
        expectedVersion: 3,
        name: 'Miniket Rice',
        nameBn: 'মিনিকেট চাল',
        description: null,
        descriptionBn: null,
        unit: '1 kg',
        pricePaise: 5800,
        mrpPaise: 6200,
        available: false,
      },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: RICE })).getByTestId('product-state')).toHaveTextContent(
        'Off sale',
      ),
    );
  });

  it('sets the stock to a count, with a reason', async () => {
    const rice = product();
    serveProducts([rice]);
    fakeApi.on('StockMovements', () => ({
      data: {
        stockMovements: {
          __typename: 'StockMovementConnection',
          nodes: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    fakeApi.on('SetStock', () => ({ data: { setStock: { ...rice, stock: 95, version: 4 } } }));
    renderPage();
    const card = await screen.findByRole('article', { name: RICE });
    fireEvent.click(within(card).getByRole('button', { name: 'Stock' }));
    const count = within(card).getByRole('form', { name: 'Set the count' });
    fireEvent.change(field(count, 'Count'), { target: { value: '95' } });
    fireEvent.click(within(count).getByRole('button', { name: 'Counted' }));
    fireEvent.click(within(count).getByRole('button', { name: 'Save count' }));
    expect(await screen.findByText('Stock of Miniket Rice is now 95.')).toBeInTheDocument();
    expect(fakeApi.callsOf('SetStock')[0].variables).toEqual({
      input: { productId: 'p-1', stock: 95, expectedVersion: 3, reason: 'Counted' },
    });
    expect(within(card).getByTestId('product-stock')).toHaveTextContent('95 in stock');
  });

  it("shows a product's history, prices in rupees", async () => {
    serveProducts([product()]);
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'updated',
              actorName: 'Administrator',
              actorRole: 'ADMIN',
              at: '2026-02-03T10:35:00.000Z',
              before: { name: 'Miniket Rice', pricePaise: 5800, available: true },
              after: { name: 'Miniket Rice', pricePaise: 6050, available: false },
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: RICE });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const entry = await within(card).findByTestId('audit-entry');
    expect(fakeApi.callsOf('AuditTrail')[0].variables).toEqual({ entityType: 'PRODUCT', entityId: 'p-1', first: 20 });
    expect(entry).toHaveTextContent('Changed by Administrator (admin)');
    expect(entry).toHaveTextContent('Price₹58 → became ₹60.50');
    expect(entry).toHaveTextContent('On saleOn sale → became Off sale');
    expect(entry).not.toHaveTextContent('Name');
  });
});

describe('a new product', () => {
  it('asks for the shop, then sends the product with its opening stock to that shop', async () => {
    const all = [product()];
    serveProducts(all);
    fakeApi.on('CreateProduct', () =>
      graphQLError('BAD_USER_INPUT', { field: 'unit' }, 'Keep the unit under 40 characters.'),
    );
    renderPage();
    await screen.findByRole('article', { name: RICE });
    fireEvent.click(screen.getByRole('button', { name: 'New product' }));
    const form = screen.getByRole('form', { name: 'New product' });
    fireEvent.change(field(form, 'Name'), { target: { value: 'Gobindobhog Rice' } });
    fireEvent.change(field(form, 'Unit of sale'), { target: { value: '1 kg' } });
    fireEvent.change(field(form, 'Price in ₹'), { target: { value: '120' } });
    fireEvent.change(field(form, 'Stock now'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the product' }));
    await waitFor(() =>
      expect(field(form, 'Shop')).toHaveAccessibleDescription(expect.stringContaining('Choose the shop.')),
    );
    expect(fakeApi.callsOf('CreateProduct')).toHaveLength(0);

    await waitFor(() =>
      expect(within(field(form, 'Shop')).getByRole('option', { name: 'Joydev Stores (closed)' })).toBeInTheDocument(),
    );
    fireEvent.change(field(form, 'Shop'), { target: { value: 'v-3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the product' }));
    await waitFor(() =>
      expect(field(form, 'Unit of sale')).toHaveAccessibleDescription(
        expect.stringContaining('Keep the unit under 40 characters.'),
      ),
    );
    expect(fakeApi.callsOf('CreateProduct')[0].variables).toEqual({
      input: {
        vendorId: 'v-3',
        name: 'Gobindobhog Rice',
        nameBn: null,
        description: null,
        descriptionBn: null,
        unit: '1 kg',
        pricePaise: 12000,
        mrpPaise: 12000,
        available: true,
        stock: 25,
      },
    });

    fakeApi.on('CreateProduct', () => {
      const made = product({
        id: 'p-9',
        name: 'Gobindobhog Rice',
        nameBn: null,
        pricePaise: 12000,
        mrpPaise: 12000,
        stock: 25,
        version: 1,
        vendor: { __typename: 'Vendor', id: 'v-3', name: 'Joydev Stores', active: false },
      });
      all.push(made);
      return { data: { createProduct: made } };
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the product' }));
    expect(await screen.findByText('Gobindobhog Rice added to Joydev Stores.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Gobindobhog Rice (1 kg), Joydev Stores' })).toBeInTheDocument();
  });
});
