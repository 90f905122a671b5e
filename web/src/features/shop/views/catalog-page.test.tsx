import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartStore } from '../../../shared/cart';
import { fakeApi, networkFailure } from '../../../test-support/fake-api';
import { connection, product, renderRoute } from '../test-support/shop-fixtures';
import { CATALOG_PAGE_SIZE, CatalogPage } from './catalog-page';

const rice = product();
const dal = product({
  id: 'b2e1d3cf-0000-4000-8000-000000000002',
  name: 'Masoor Dal',
  nameBn: 'মসুর ডাল',
  pricePaise: 9800,
  mrpPaise: 11000,
});
const oil = product({
  id: 'b2e1d3cf-0000-4000-8000-000000000003',
  name: 'Mustard Oil',
  nameBn: 'সরষের তেল',
  unit: '1 litre',
  pricePaise: 17500,
  mrpPaise: 17500,
});

beforeEach(() => {
  fakeApi.reset();
  cartStore.clear();
  fakeApi.on('CatalogProducts', ({ variables }) => {
    if (variables.search === 'চাল') return { data: { products: connection([rice]) } };
    if (variables.search) return { data: { products: connection([]) } };
    if (variables.after === 'after-dal') return { data: { products: connection([oil]) } };
    return { data: { products: connection([rice, dal], 'after-dal', true) } };
  });
});

function renderGrocery(path = '/grocery') {
  return renderRoute(path, '/grocery', <CatalogPage section="GROCERY" />);
}

describe('CatalogPage', () => {
  it('lists the catalog of its section, a page at a time', async () => {
    renderGrocery();
    expect(screen.getByRole('heading', { level: 1, name: 'Grocery' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Miniket Rice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Masoor Dal' })).toBeInTheDocument();
    expect(fakeApi.callsOf('CatalogProducts')[0].variables).toEqual({
      section: 'GROCERY',
      search: null,
      first: CATALOG_PAGE_SIZE,
    });
    expect(document.title).toBe('Grocery · Haat');
  });

  it('loads the next page when asked, after the last, and stops when there is no more', async () => {
    renderGrocery();
    await screen.findByRole('heading', { name: 'Masoor Dal' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Mustard Oil' })).toBeInTheDocument();
    expect(fakeApi.callsOf('CatalogProducts').map((c) => c.variables.after ?? null)).toEqual([null, 'after-dal']);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Miniket Rice', 'Masoor Dal', 'Mustard Oil']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
  });

  it('searches in Bengali on submit, keeps the search in the address, and shows what matches', async () => {
    renderGrocery();
    await screen.findByRole('heading', { name: 'Masoor Dal' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Grocery' }), { target: { value: ' চাল ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Masoor Dal' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Miniket Rice' })).toBeInTheDocument();
    expect(fakeApi.callsOf('CatalogProducts').map((c) => c.variables.search)).toEqual([null, 'চাল']);
    expect(screen.getByTestId('location')).toHaveTextContent(`/grocery?q=${encodeURIComponent('চাল')}`);
  });

  it('starts from the search in the address', async () => {
    renderGrocery(`/grocery?q=${encodeURIComponent('চাল')}`);
    expect(await screen.findByRole('heading', { name: 'Miniket Rice' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('চাল');
    expect(fakeApi.callsOf('CatalogProducts')[0].variables.search).toBe('চাল');
  });

  it('says when nothing matches, and shows everything again on request', async () => {
    renderGrocery('/grocery?q=dragonfruit');
    expect(await screen.findByText(/Nothing matches “dragonfruit”/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(await screen.findByRole('heading', { name: 'Masoor Dal' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/grocery$/);
  });

  it('adds to the cart from a card', async () => {
    renderGrocery();
    await screen.findByRole('heading', { name: 'Masoor Dal' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Masoor Dal (1 kg)' }));
    expect(cartStore.getSnapshot()).toEqual([
      expect.objectContaining({ name: 'Masoor Dal', quantity: 1, vendorName: 'Maa Tara Bhandar' }),
    ]);
  });

  it('leads to the cart once something is in it', async () => {
    renderRoute('/grocery', '/grocery', <CatalogPage section="GROCERY" cartLink="/cart" />);
    await screen.findByRole('heading', { name: 'Masoor Dal' });
    expect(screen.queryByRole('link', { name: /View cart/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Masoor Dal (1 kg)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Miniket Rice (1 kg)' }));
    const link = screen.getByRole('link', { name: /View cart/ });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('2 items in your cart');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });

  it('offers to write a list instead, where the shops of the section price written lists', async () => {
    renderGrocery();
    await screen.findByRole('heading', { name: 'Miniket Rice' });
    fireEvent.click(screen.getByRole('link', { name: /Write a list instead/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/grocery\/fordo$/);
  });

  it('sends the pharmacy to the medicine order, and offers no list where shops take none', async () => {
    const pharmacy = renderRoute('/medical/pharmacy', '/medical/pharmacy', <CatalogPage section="PHARMACY" />);
    await screen.findByRole('heading', { name: 'Miniket Rice' });
    expect(screen.getByRole('link', { name: /Send a list or a prescription/ })).toHaveAttribute(
      'href',
      '/medical/order',
    );
    pharmacy.unmount();
    renderRoute('/food', '/food', <CatalogPage section="FOOD" />);
    await screen.findByRole('heading', { name: 'Miniket Rice' });
    expect(screen.queryByRole('link', { name: /list/i })).not.toBeInTheDocument();
  });

  it('offers to try again after a network error, and recovers', async () => {
    let fail = true;
    fakeApi.on('CatalogProducts', () => (fail ? networkFailure() : { data: { products: connection([rice]) } }));
    renderGrocery();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Miniket Rice' })).toBeInTheDocument();
  });
});
