import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { authPaths } from '../../features/auth/paths';
import { startSessionWhenIdle, useSession } from '../../shared/session';
import { PageSpinner } from '../../shared/ui/spinner';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { useNavigationReset } from './navigation-reset';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useNavigationReset();
  // Restores a signed-in user from the refresh cookie; pages that need the answer ask at once.
  useEffect(startSessionWhenIdle, []);
  // Page code arrives on demand; while the next page's code loads, the spinner holds its place.
  const loadingPage = navigation.state === 'loading';
  // A password an admin set must be replaced before any other page: the API refuses the rest anyway.
  const { user } = useSession();
  const { pathname } = useLocation();
  const mustChange = Boolean(user?.mustChangePassword) && pathname !== authPaths.changePassword;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        {mustChange ? <Navigate to={authPaths.changePassword} replace /> : loadingPage ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}
