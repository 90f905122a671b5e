import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import '../../../shared/i18n/orders';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { orderPaths } from '../paths';
import { readShareLink } from '../share-link';
import { OrderDetails } from './order-details';
import './orders.css';

/**
 * An order opened from a shared link (/track/CODE#TOKEN) on another phone: its full view, so a
 * son in town can follow his mother's medicines or accept the pharmacy's prices for her.
 */
export function TrackSharedPage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  // The token is after the #, which the server never sees: read once the page runs in the browser.
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => setHash(location.hash), [location.hash]);
  const back = { to: orderPaths.findOrder, label: t('orders.share.findOrder') };
  if (hash === null) {
    return (
      <>
        <PageHeader title={t('orders.share.title', { code: params.code ?? '' })} back={back} />
        <div className="orders-status">
          <Spinner />
        </div>
      </>
    );
  }
  const shared = readShareLink(params.code, hash);
  if (!shared) {
    return (
      <>
        <PageHeader title={t('orders.share.title', { code: params.code ?? '' })} back={back} />
        <div className="order-note order-note--error" role="alert">
          <p>{t('orders.share.badLink')}</p>
          <Link className="button button--primary" to={orderPaths.findOrder}>
            {t('orders.share.findOrder')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('orders.share.title', { code: shared.code })} back={back} />
      <OrderDetails code={shared.code} trackingToken={shared.trackingToken} phone="" />
    </>
  );
}
