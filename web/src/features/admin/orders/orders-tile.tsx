import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { TileLink } from '../../../shared/ui/cards';
import { CartIcon } from '../../../shared/ui/icons';
import { adminLinks } from '../paths';

/** The way to every order from the admin's home. */
export function OrdersTile() {
  const { t } = useTranslation();
  return (
    <TileLink
      to={adminLinks.orders}
      icon={<CartIcon size={26} />}
      title={t('admin.orders.card.title')}
      description={t('admin.orders.card.text')}
      tone="saffron"
    />
  );
}
