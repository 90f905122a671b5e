import { useTranslation } from 'react-i18next';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { cartStore, useCart, type CartStore } from '../../../shared/cart';
import { canBuy, toCartItem } from '../cart-item';

/**
 * Add to cart, then − and + around the quantity, following the cart's rules: the first tap
 * appends the item with quantity 1, + and − add 1 and -1, and − at 1 takes the line out.
 * + stops at the stock; a sold-out or switched-off product cannot be added.
 */
export function CartControls({
  product,
  cart = cartStore,
  large = false,
}: {
  product: ProductCardFieldsFragment;
  cart?: CartStore;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const line = useCart(cart).find((l) => l.id === product.id && l.name === product.name);
  const buyable = canBuy(product);
  const className = large ? 'cart-controls cart-controls--large' : 'cart-controls';
  const labels = { name: product.name, unit: product.unit };

  if (!line) {
    return (
      <div className={className}>
        <button
          type="button"
          className="cart-controls__add"
          disabled={!buyable}
          aria-label={buyable ? t('catalog.cart.addNamed', labels) : undefined}
          onClick={() => cart.add(toCartItem(product))}
        >
          {buyable
            ? t('catalog.cart.add')
            : product.available
              ? t('catalog.product.outOfStock')
              : t('catalog.product.unavailable')}
        </button>
      </div>
    );
  }

  const atStock = line.quantity >= product.stock || !product.available;
  return (
    <div className={className}>
      <div className="cart-controls__stepper" role="group" aria-label={t('catalog.cart.quantityLabel', labels)}>
        <button
          type="button"
          className="cart-controls__step"
          aria-label={t('catalog.cart.less', labels)}
          onClick={() => cart.add(toCartItem(product), -1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="cart-controls__quantity" aria-live="polite" data-testid="cart-quantity">
          <span className="visually-hidden">{t('catalog.cart.inCart', { count: line.quantity })}</span>
          <span aria-hidden="true">{line.quantity}</span>
        </output>
        <button
          type="button"
          className="cart-controls__step"
          aria-label={t('catalog.cart.more', labels)}
          disabled={atStock}
          onClick={() => cart.add(toCartItem(product), 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atStock && product.available && (
        <p className="cart-controls__note">{t('catalog.cart.allInCart', { count: product.stock })}</p>
      )}
    </div>
  );
}
