import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { startSessionWhenIdle } from '../../shared/session';
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
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        {loadingPage ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}
