import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cartPaths } from '../../features/cart/paths';
import { contactPaths } from '../../features/contact/paths';
import { homePaths } from '../../features/home/paths';
import { orderPaths } from '../../features/orders/paths';
import { useCartCount } from '../../shared/cart/cart-store';
import { CartIcon, ChatIcon, HomeIcon, SearchIcon } from '../../shared/ui/icons';
import { Logo } from '../../shared/ui/logo';
import './top-bar.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'top-bar__link top-bar__link--active' : 'top-bar__link';

export function TopBar() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link className="top-bar__brand" to={homePaths.home}>
          <Logo size={36} />
          <span className="top-bar__name">{t('app.name')}</span>
        </Link>
        <nav className="top-bar__nav" aria-label={t('app.nav.label')}>
          <NavLink className={(s) => `${linkClass(s)} top-bar__link--wide`} to={homePaths.home} end>
            <HomeIcon size={20} />
            <span>{t('app.nav.home')}</span>
          </NavLink>
          <NavLink className={(s) => `${linkClass(s)} top-bar__link--wide`} to={contactPaths.contact}>
            <ChatIcon size={20} />
            <span>{t('app.nav.contact')}</span>
          </NavLink>
          <NavLink className={linkClass} to={cartPaths.cart}>
            <span className="top-bar__cart-icon">
              <CartIcon size={22} />
              {count > 0 && (
                <span className="top-bar__count" data-testid="cart-count">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t('app.nav.cartCount', { count })}</span>
                </span>
              )}
            </span>
            <span>{t('app.nav.cart')}</span>
          </NavLink>
          <NavLink className={(s) => `${linkClass(s)} top-bar__link--wide`} to={orderPaths.findOrder}>
            <SearchIcon size={20} />
            <span>{t('app.nav.findOrder')}</span>
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
