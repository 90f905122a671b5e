import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import type { SessionUser } from '../../../shared/session/session-state';
import { AccountHome } from '../../../shared/ui/account-home';
import { TileGrid, TileLink } from '../../../shared/ui/cards';
import { CartIcon, MapPinIcon, PersonIcon, TagIcon } from '../../../shared/ui/icons';
import { AppointmentsTile } from '../appointments/appointments-tile';
import { AdminDashboard } from '../dashboard/admin-dashboard';
import { NotificationsTile } from '../notifications/notifications-tile';
import { OrdersTile } from '../orders/orders-tile';
import { RecordKindLinks } from '../records/record-kind-links';
import { RequestsTile } from '../requests/requests-tile';
import { adminLinks } from '../paths';
import './admin-home.css';

/** What a signed-in admin sees first: who they are, today's figures and what waits for them, and the way to every screen. */
export function AdminHomePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <>
      <AccountHome title={t('admin.title')} name={user.name} role={t('session.roles.ADMIN')}>
        {t('admin.home.text')}
      </AccountHome>
      <AdminDashboard />
      <div className="admin-home__screens">
        <TileGrid label={t('admin.screens')} maxColumns={3}>
          <li>
            <OrdersTile />
          </li>
          <li>
            <RequestsTile />
          </li>
          <li>
            <AppointmentsTile />
          </li>
          <li>
            <NotificationsTile />
          </li>
          <li>
            <TileLink
              to={adminLinks.vendors}
              icon={<CartIcon size={26} />}
              title={t('admin.vendors.card.title')}
              description={t('admin.vendors.card.description')}
              tone="saffron"
            />
          </li>
          <li>
            <TileLink
              to={adminLinks.products}
              icon={<TagIcon size={26} />}
              title={t('admin.products.card.title')}
              description={t('admin.products.card.description')}
              tone="earth"
            />
          </li>
          <li>
            <TileLink
              to={adminLinks.delivery}
              icon={<MapPinIcon size={26} />}
              title={t('admin.delivery.card.title')}
              description={t('admin.delivery.card.description')}
              tone="blue"
            />
          </li>
          <li>
            <TileLink
              to={adminLinks.admins}
              icon={<PersonIcon size={26} />}
              title={t('admin.admins.card.title')}
              description={t('admin.admins.card.description')}
              tone="green"
            />
          </li>
        </TileGrid>
      </div>
      <RecordKindLinks />
    </>
  );
}
