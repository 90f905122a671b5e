import { fireEvent, screen, within } from '@testing-library/react';
import { cartStore } from '../../../shared/cart';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { product, renderRoute } from '../test-support/shop-fixtures';
import { BuyPage } from './buy-page';

const ID = 'b2e1d3cf-0000-4000-8000-000000000001';
const details = product({
  description: 'Fine, aged miniket from Bardhaman.',
  vendor: {
    __typename: 'Vendor',
    id: 'a1f0c2de-0000-4000-8000-000000000001',
    name: 'Maa Tara Bhandar',
    nameBn: 'মা তারা ভাণ্ডার',
    village: 'Ilambazar',
    address: 'Bazar Para, near the bus stand, Ilambazar',
    phone: '+919732011245',
    opensAt: '07:00',
    closesAt: '21:00',
    closedDays: [2, 4],
    openNow: true,
  },
});

beforeEach(() => {
  fakeApi.reset();
  cartStore.clear();
  fakeApi.on('ProductDetails', ({ variables }) => ({ data: { product: variables.id === ID ? details : null } }));
});

const renderBuy = (id: string) => renderRoute(`/buy/${id}`, '/buy/:product', <BuyPage />);

describe('BuyPage', () => {
  it('shows the product, its shop with hours and open-now, a phone to tap, and adds to the cart', async () => {
    renderBuy(ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Miniket Rice' })).toBeInTheDocument();
    expect(screen.getByText('মিনিকেট চাল')).toBeInTheDocument();
    expect(screen.getByText('₹58')).toBeInTheDocument();
    expect(screen.getByText('MRP ₹62').tagName).toBe('S');
    expect(screen.getByText('Save ₹4')).toBeInTheDocument();
    expect(screen.getByText('Fine, aged miniket from Bardhaman.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Grocery/ })).toHaveAttribute('href', '/grocery');

    const shop = screen.getByRole('region', { name: 'Maa Tara Bhandar' });
    expect(within(shop).getByText('Open now')).toBeInTheDocument();
    expect(within(shop).getByText('Open 07:00–21:00, closed on Tuesday, Thursday')).toBeInTheDocument();
    expect(within(shop).getByText(/Bazar Para/)).toBeInTheDocument();
    expect(within(shop).getByRole('link', { name: /^Call .*: Maa Tara Bhandar$/ })).toHaveAttribute(
      'href',
      'tel:+919732011245',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Miniket Rice (1 kg)' }));
    expect(cartStore.getSnapshot()).toEqual([expect.objectContaining({ id: ID, quantity: 1 })]);
  });

  it('says a shop is closed now', async () => {
    fakeApi.on('ProductDetails', () => ({
      data: { product: { ...details, vendor: { ...details.vendor, openNow: false, closedDays: [] } } },
    }));
    renderBuy(ID);
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
    expect(screen.getByText('Open 07:00–21:00, every day')).toBeInTheDocument();
  });

  it('shows a friendly not-found panel for a product that does not exist', async () => {
    renderBuy('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/could not find this product/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to home' })) expect(link).toHaveAttribute('href', '/');
  });

  it('does not ask the server about an id that cannot be one', async () => {
    renderBuy('not-a-product');
    expect(screen.getByText(/could not find this product/)).toBeInTheDocument();
    expect(fakeApi.callsOf('ProductDetails')).toHaveLength(0);
  });

  it('treats an id the server refuses as not found', async () => {
    fakeApi.on('ProductDetails', () => graphQLError('BAD_USER_INPUT', { field: 'id' }));
    renderBuy(ID);
    expect(await screen.findByText(/could not find this product/)).toBeInTheDocument();
  });
});
