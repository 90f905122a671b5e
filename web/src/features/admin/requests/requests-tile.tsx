import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { TileLink } from '../../../shared/ui/cards';
import { PersonIcon } from '../../../shared/ui/icons';
import { adminLinks } from '../paths';

/** The way to the requests from the admin's home (how many are new is on the dashboard above the tiles). */
export function RequestsTile() {
  const { t } = useTranslation();
  return (
    <TileLink
      to={adminLinks.requests}
      icon={<PersonIcon size={26} />}
      title={t('admin.requests.card.title')}
      description={t('admin.requests.card.text')}
      tone="purple"
    />
  );
}
