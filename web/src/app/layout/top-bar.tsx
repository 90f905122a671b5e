import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { cartPaths } from '../../features/cart/paths';
import { infoPaths } from '../../features/info/paths';
import { homePaths } from '../../features/home/paths';
import { orderPaths } from '../../features/orders/paths';
import { useCartCount } from '../../shared/cart/cart-store';
import { signOut, useSession, type SessionUser } from '../../shared/session';
import { CartIcon, ChatIcon, HomeIcon, KeyIcon, PersonIcon, SearchIcon, SignOutIcon } from '../../shared/ui/icons';
import { authPaths } from '../../features/auth/paths';
import { Logo } from '../../shared/ui/logo';
import { homeOf, isStaffDesk } from '../account-areas';
import './top-bar.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'top-bar__link top-bar__link--active' : 'top-bar__link';

/** Who is signed in, linking to their area, and the way out. On phones it is a row of its own. */
function AccountBar({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="top-bar__account">
      <Link className="top-bar__user" to={homeOf(user)} aria-label={t('session.account', { name: user.name })}>
        <PersonIcon size={20} />
        <span className="top-bar__user-name" data-testid="signed-in-name">
          {user.name}
        </span>
      </Link>
      <Link
        className="top-bar__sign-out top-bar__password"
        to={authPaths.changePassword}
        aria-label={t('session.changePasswordLabel')}
      >
        <KeyIcon size={20} />
        <span>{t('session.changePassword')}</span>
      </Link>
      <button
        type="button"
        className="top-bar__sign-out"
        onClick={() => {
          // Leave the signed-in page first: signed out while still on it, its gate would send
          // the user to the sign-in form and cancel the trip home (the home chunk may still load).
          void Promise.resolve(navigate('/')).finally(() => void signOut());
        }}
      >
        <SignOutIcon size={20} />
        <span>{t('session.signOut')}</span>
      </button>
    </div>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const count = useCartCount();
  const { user } = useSession();
  const onDesk = isStaffDesk(useLocation().pathname);
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
          <NavLink className={(s) => `${linkClass(s)} top-bar__link--wide`} to={infoPaths.contact}>
            <ChatIcon size={20} />
            <span>{t('app.nav.contact')}</span>
          </NavLink>
          {!onDesk && (
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
          )}
          {!onDesk && (
            <NavLink className={(s) => `${linkClass(s)} top-bar__link--wide`} to={orderPaths.findOrder}>
              <SearchIcon size={20} />
              <span>{t('app.nav.findOrder')}</span>
            </NavLink>
          )}
        </nav>
        {user && <AccountBar user={user} />}
      </div>
    </header>
  );
}
