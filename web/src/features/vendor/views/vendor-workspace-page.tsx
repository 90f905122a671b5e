import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { MyShopDocument, ShopOrderChangedDocument } from '../../../generated/graphql';
import { namesInOrder } from '../../../shared/i18n/names-in-order';
import { refetchActive } from '../../../shared/apollo/refetch-active';
import { useLiveRefresh } from '../../../shared/apollo/use-live-refresh';
import '../../../shared/i18n/staff';
import '../../../shared/i18n/workspace';
import type { SessionUser } from '../../../shared/session/session-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { FlashLine, useFlash } from '../../../shared/workspace/flash';
import { LiveIndicator } from '../../../shared/workspace/live-indicator';
import '../../../shared/workspace/workspace.css';
import { labTabs, vendorLinks, vendorTabOf, vendorTabs } from '../paths';
import { LabBookings } from './lab-bookings';
import { LabTests } from './lab-tests';
import { ShopDeliverySetting } from './shop-delivery-setting';
import { VendorLowStock } from './vendor-low-stock';
import { VendorHours } from './vendor-hours';
import { VendorOrders } from './vendor-orders';
import { VendorProducts } from './vendor-products';
import './vendor.css';

/** What the shop's live feed makes the open lists fetch again. */
const LIVE_LISTS = ['VendorActiveOrders', 'LabActiveOrders', 'VendorOrderHistory', 'LowStock'];

/**
 * /vendor/{category}: a shop's workspace. Orders by state (live: new orders and changes appear
 * by themselves), the shop's products with their stock and its ledger, and what is running low.
 * A lab has its bookings, on their own path (sample, report, done), and its tests' prices.
 * A vendor only ever sees their own shop: the server answers for no other.
 */
export function VendorWorkspacePage({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const category = useParams().category ?? '';
  const [params] = useSearchParams();
  // A lab sells tests, not products: its bookings and its tests' prices.
  const lab = user.vendorCategory === 'LAB';
  const sellsProducts = !lab && Boolean(user.vendorId);
  const tabs = lab ? labTabs : sellsProducts ? vendorTabs : (['orders'] as const);
  const tab = vendorTabOf(params.get('tab'), tabs);
  const [flashText, flash] = useFlash();
  // The shop by its name in the reader's language; its kind until the name has come.
  const myShop = useQuery(MyShopDocument, { variables: { id: user.vendorId ?? '' }, skip: !user.vendorId }).data
    ?.vendor;
  const shop = myShop
    ? namesInOrder(i18n.language, myShop.name, myShop.nameBn)[0].text
    : t(`vendor.home.shops.${user.vendorCategory ?? 'other'}`);

  const refresh = useCallback(() => void refetchActive(client, LIVE_LISTS), [client]);
  useLiveRefresh(ShopOrderChangedDocument, {
    refresh,
    onNotice: ({ shopOrderChanged: notice }) => {
      if (notice.status !== 'PLACED') return;
      flash(
        lab ? t('workspace.lab.newBooking', { code: notice.code }) : t('vendor.orders.newOrder', { code: notice.code }),
      );
      // A buzz for the shopkeeper whose phone lies on the counter.
      if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(200);
    },
  });

  return (
    <>
      <PageHeader title={t('vendor.title')} />
      <div className="ws-who">
        <div>
          <h2 className="ws-who__name">{t('session.welcome', { name: user.name })}</h2>
          <p className="ws-who__role">{t('session.signedInAs', { role: t('session.roles.VENDOR') })}</p>
          <p className="ws-who__shop">{t('vendor.shopLine', { shop })}</p>
        </div>
        <LiveIndicator />
      </div>
      <nav className="ws-tabs" aria-label={t('vendor.sections')}>
        {tabs.map((option) => (
          <Link
            key={option}
            className="ws-tabs__tab"
            to={vendorLinks.tab(category, option)}
            aria-current={option === tab ? 'page' : undefined}
            replace
          >
            {t(`vendor.tabs.${option}`)}
          </Link>
        ))}
      </nav>
      <FlashLine text={flashText} />
      {tab === 'orders' && !lab && myShop && (
        <ShopDeliverySetting
          vendorId={myShop.id}
          deliversItself={myShop.deliversItself}
          flash={flash}
          onChanged={refresh}
        />
      )}
      {tab === 'orders' &&
        (lab ? <LabBookings flash={flash} refresh={refresh} /> : <VendorOrders flash={flash} refresh={refresh} />)}
      {tab === 'tests' && <LabTests flash={flash} />}
      {tab === 'products' && user.vendorId && <VendorProducts vendorId={user.vendorId} flash={flash} />}
      {tab === 'lowStock' && <VendorLowStock flash={flash} />}
      {tab === 'hours' && user.vendorId && <VendorHours vendorId={user.vendorId} flash={flash} />}
    </>
  );
}
