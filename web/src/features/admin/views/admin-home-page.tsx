import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/session/session-state';
import { AccountHome } from '../../../shared/ui/account-home';

/** What a signed-in admin sees first, until the management screens arrive. */
export function AdminHomePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <AccountHome title={t('admin.title')} name={user.name} role={t('session.roles.ADMIN')}>
      {t('admin.home.text')}
    </AccountHome>
  );
}
