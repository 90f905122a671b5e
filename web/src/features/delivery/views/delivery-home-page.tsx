import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/session/session-state';
import { AccountHome } from '../../../shared/ui/account-home';

/** What a signed-in delivery person sees first, until their live order list arrives. */
export function DeliveryHomePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <AccountHome title={t('delivery.title')} name={user.name} role={t('session.roles.DELIVERY')}>
      {t('delivery.home.text')}
    </AccountHome>
  );
}
