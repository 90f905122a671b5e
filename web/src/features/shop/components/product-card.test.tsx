import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { createCartStore } from '../../../shared/cart';
import { product } from '../test-support/shop-fixtures';
import { ProductCard } from './product-card';

function renderCard(overrides: Record<string, unknown> = {}, cart = createCartStore({ storage: null })) {
  const data = product(overrides) as unknown as ProductCardFieldsFragment;
  render(
    <MemoryRouter>
      <ProductCard product={data} cart={cart} />
    </MemoryRouter>,
  );
  return { cart, card: screen.getByRole('article', { name: data.name }) };
}

describe('ProductCard', () => {
  it('shows the name with the Bengali name under it, the unit, the price, the shop and a link to the product', () => {
    const { card } = renderCard();
    const heading = within(card).getByRole('heading', { name: 'Miniket Rice' });
    expect(within(card).getByText('মিনিকেট চাল')).toHaveAttribute('lang', 'bn');
    expect(
      heading.compareDocumentPosition(within(card).getByText('মিনিকেট চাল')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(card).getByText('1 kg')).toBeInTheDocument();
    expect(within(card).getByText('₹58')).toBeInTheDocument();
    expect(within(card).getByText('Sold by Maa Tara Bhandar, Ilambazar')).toBeInTheDocument();
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/buy/b2e1d3cf-0000-4000-8000-000000000001');
  });

  it('strikes through the MRP when the shop sells for less', () => {
    const { card } = renderCard();
    const mrp = within(card).getByText('MRP ₹62');
    expect(mrp.tagName).toBe('S');
  });

  it('shows no MRP when the price is the MRP', () => {
    const { card } = renderCard({ mrpPaise: 5800 });
    expect(within(card).queryByText(/MRP/)).not.toBeInTheDocument();
  });

  it('adds to the cart with quantity 1, then counts up and down with + and −, and − at 1 takes it out', () => {
    const { cart, card } = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart: Miniket Rice (1 kg)' }));
    expect(cart.getSnapshot()).toEqual([
      expect.objectContaining({ id: product().id, name: 'Miniket Rice', quantity: 1, stock: 120, pricePaise: 5800 }),
    ]);
    expect(within(card).getByTestId('cart-quantity')).toHaveTextContent('1');

    fireEvent.click(within(card).getByRole('button', { name: 'One more Miniket Rice' }));
    fireEvent.click(within(card).getByRole('button', { name: 'One more Miniket Rice' }));
    expect(cart.getSnapshot()[0].quantity).toBe(3);
    expect(within(card).getByTestId('cart-quantity')).toHaveTextContent('3');

    fireEvent.click(within(card).getByRole('button', { name: 'One less Miniket Rice' }));
    expect(cart.getSnapshot()[0].quantity).toBe(2);
    fireEvent.click(within(card).getByRole('button', { name: 'One less Miniket Rice' }));
    fireEvent.click(within(card).getByRole('button', { name: 'One less Miniket Rice' }));
    expect(cart.getSnapshot()).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Add to cart: Miniket Rice (1 kg)' })).toBeEnabled();
  });

  it('follows the cart when the same product is already in it (another tab, another page)', () => {
    const cart = createCartStore({ storage: null });
    cart.add({ id: product().id, name: 'Miniket Rice' });
    cart.add({ id: product().id, name: 'Miniket Rice' }, 4);
    const { card } = renderCard({}, cart);
    expect(within(card).getByTestId('cart-quantity')).toHaveTextContent('5');
  });

  it('stops + at the stock', () => {
    const { cart, card } = renderCard({ stock: 2 });
    expect(within(card).getByText('Only 2 left')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /^Add/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'One more Miniket Rice' }));
    expect(cart.getSnapshot()[0].quantity).toBe(2);
    expect(within(card).getByRole('button', { name: 'One more Miniket Rice' })).toBeDisabled();
    expect(within(card).getByText('All 2 in stock are in your cart')).toBeInTheDocument();
  });

  it('cannot add a sold-out product', () => {
    const { cart, card } = renderCard({ stock: 0 });
    const button = within(card).getByRole('button', { name: 'Out of stock' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('cannot add a product the shop has switched off, whatever its stock', () => {
    const { card } = renderCard({ available: false, stock: 12 });
    expect(within(card).getByRole('button', { name: 'Not available now' })).toBeDisabled();
    expect(within(card).queryByText(/left/)).not.toBeInTheDocument();
  });

  it('shows the picture lazily, with its box reserved', () => {
    const { card } = renderCard({ imageUrl: '/images/320/rice.webp?v=1' });
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/320/rice.webp?v=1');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '88');
    expect(img).toHaveAttribute('height', '88');
    expect(within(card).queryByTestId('product-placeholder')).not.toBeInTheDocument();
  });

  it('shows a placeholder icon when there is no picture', () => {
    const { card } = renderCard();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('product-placeholder')).toBeInTheDocument();
  });
});
