import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartStore, useCartCount, type CartStore } from '../../../shared/cart';
import { CartIcon } from '../../../shared/ui/icons';

/**
 * Once something is in the cart, a bar leads to it: at the thumb's reach over a catalog while
 * the list scrolls, or `inline` where it sits among other things (a product's own page).
 */
export function CartBar({ to, cart = cartStore, inline = false }: { to: string; cart?: CartStore; inline?: boolean }) {
  const { t } = useTranslation();
  const count = useCartCount(cart);
  if (count === 0) return null;
  return (
    <div className={inline ? 'cart-bar cart-bar--inline' : 'cart-bar'}>
      <Link className="cart-bar__link" to={to}>
        <CartIcon size={22} />
        <span className="cart-bar__count">
          <span aria-hidden="true">{t('catalog.cart.itemCount', { count })}</span>
          <span className="visually-hidden">{t('app.nav.cartCount', { count })}</span>
        </span>
        <span className="cart-bar__go">
          {t('catalog.cart.viewCart')} <span aria-hidden="true">→</span>
        </span>
      </Link>
    </div>
  );
}
