import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { infoPaths } from '../../features/info/paths';
import { homePaths } from '../../features/home/paths';
import { orderPaths } from '../../features/orders/paths';
import { ChatIcon, HomeIcon, SearchIcon } from '../../shared/ui/icons';
import { isStaffDesk } from '../account-areas';
import './bottom-bar.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bottom-bar__link bottom-bar__link--active' : 'bottom-bar__link';

/** Thumb-reach navigation on phones; wider screens have the same links in the top bar. */
export function BottomBar() {
  const { t } = useTranslation();
  const onDesk = isStaffDesk(useLocation().pathname);
  return (
    <nav className="bottom-bar" aria-label={t('app.nav.quickLabel')}>
      <NavLink className={linkClass} to={homePaths.home} end>
        <HomeIcon size={24} />
        <span>{t('app.nav.home')}</span>
      </NavLink>
      <NavLink className={linkClass} to={infoPaths.contact}>
        <ChatIcon size={24} />
        <span>{t('app.nav.contact')}</span>
      </NavLink>
      {!onDesk && (
        <NavLink className={linkClass} to={orderPaths.findOrder}>
          <SearchIcon size={24} />
          <span>{t('app.nav.findOrder')}</span>
        </NavLink>
      )}
    </nav>
  );
}
