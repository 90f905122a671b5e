import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/session/session-state';
import { AccountHome } from '../../../shared/ui/account-home';

/** What a signed-in vendor sees first, until their products, stock and orders arrive. */
export function VendorHomePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const shop = t(`vendor.home.shops.${user.vendorCategory ?? 'other'}`);
  return (
    <AccountHome title={t('vendor.title')} name={user.name} role={t('session.roles.VENDOR')}>
      {t('vendor.home.text', { shop })}
    </AccountHome>
  );
}
