import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { OrdersByPhoneDocument } from '../../../generated/graphql';
import { formatPhone, normalizeMobile } from '../../../shared/format/phone';
import '../../../shared/i18n/orders';
import { readMyOrders } from '../../../shared/storage/my-orders';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { OrderSummaryCard } from '../components/order-summary-card';
import { orderPaths } from '../paths';
import { OrderDetails } from './order-details';
import './orders.css';

/**
 * /findOrder/{phone}: the phone's orders as summaries, which anyone who knows the number may
 * see. The orders this browser placed, whose tracking tokens it keeps, open to their details;
 * `?order=CODE` opens one at once (the confirmation page links so).
 */
export function OrdersForPhonePage() {
  const { t } = useTranslation();
  const typed = useParams().phone ?? '';
  const phone = normalizeMobile(typed);
  const [params] = useSearchParams();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(params.getAll('order')));
  const [tokens] = useState(() => new Map(readMyOrders().map((order) => [order.code, order.trackingToken])));
  const { data, error, refetch } = useQuery(OrdersByPhoneDocument, {
    variables: { phone: phone ?? '' },
    skip: !phone,
    fetchPolicy: 'cache-and-network',
  });
  const back = { to: orderPaths.findOrder, label: t('orders.list.otherNumber') };
  const title = t('orders.ordersForPhone');

  if (!phone) {
    return (
      <>
        <PageHeader title={title} />
        <div className="order-note order-note--error" role="alert">
          <p>{t('orders.list.badPhone', { phone: typed })}</p>
          <Link className="button button--primary" to={orderPaths.findOrder}>
            {t('orders.list.otherNumber')}
          </Link>
        </div>
      </>
    );
  }

  const toggle = (code: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  const orders = data?.ordersByPhone;
  let body;
  if (!orders) {
    body = error ? (
      <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <div className="orders-status">
        <Spinner />
      </div>
    );
  } else if (orders.length === 0) {
    body = <EmptyPanel>{t('orders.list.none')}</EmptyPanel>;
  } else {
    body = (
      <ul className="order-list" aria-label={t('orders.list.label')}>
        {orders.map((order) => {
          const token = tokens.get(order.code);
          const expanded = open.has(order.code);
          return (
            <li key={order.code}>
              <OrderSummaryCard order={order}>
                {token ? (
                  <>
                    <button
                      type="button"
                      className="button button--secondary order-card__toggle"
                      aria-expanded={expanded}
                      onClick={() => toggle(order.code)}
                    >
                      {expanded ? t('orders.list.hideDetails') : t('orders.list.details')}
                    </button>
                    {expanded && <OrderDetails code={order.code} trackingToken={token} phone={phone} />}
                  </>
                ) : (
                  <p className="order-card__note">{t('orders.list.noToken')}</p>
                )}
              </OrderSummaryCard>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={title} subtitle={t('orders.list.subtitle', { phone: formatPhone(`+91${phone}`) })} back={back} />
      {body}
    </>
  );
}
