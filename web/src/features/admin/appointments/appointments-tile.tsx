import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { TileLink } from '../../../shared/ui/cards';
import { ClockIcon } from '../../../shared/ui/icons';
import { adminLinks } from '../paths';

/** The way to the doctors' appointments from the admin's home. */
export function AppointmentsTile() {
  const { t } = useTranslation();
  return (
    <TileLink
      to={adminLinks.appointments}
      icon={<ClockIcon size={26} />}
      title={t('admin.appointments.card.title')}
      description={t('admin.appointments.card.text')}
      tone="teal"
    />
  );
}
