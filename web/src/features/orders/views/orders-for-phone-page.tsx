import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { OrdersByPhoneDocument } from '../../../generated/graphql';
import { formatPhone, normalizeMobile } from '../../../shared/format/phone';
import '../../../shared/i18n/orders';
import { forgetMyOrders, readMyOrders } from '../../../shared/storage/my-orders';
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
  const [tokens, setTokens] = useState(() => new Map(readMyOrders().map((order) => [order.code, order.trackingToken])));
  const [forgetting, setForgetting] = useState<'no' | 'asking' | 'done'>('no');
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
      <PageHeader
        title={title}
        subtitle={t('orders.list.subtitle', { phone: formatPhone(`+91${phone}`) })}
        back={back}
      />
      {body}
      <ForgetOrders
        state={tokens.size > 0 ? forgetting : forgetting === 'done' ? 'done' : 'none'}
        onAsk={() => setForgetting('asking')}
        onCancel={() => setForgetting('no')}
        onForget={() => {
          forgetMyOrders();
          setTokens(new Map());
          setOpen(new Set());
          setForgetting('done');
        }}
      />
    </>
  );
}

/**
 * On a shared phone, the customer forgets the orders this browser placed: their details can no
 * longer be opened here (a shared link still opens them wherever it was sent).
 */
function ForgetOrders(props: {
  state: 'no' | 'asking' | 'done' | 'none';
  onAsk: () => void;
  onCancel: () => void;
  onForget: () => void;
}) {
  const { t } = useTranslation();
  if (props.state === 'none') return null;
  if (props.state === 'done') {
    return (
      <p className="order-forget__done" role="status">
        {t('orders.forget.done')}
      </p>
    );
  }
  if (props.state === 'no') {
    return (
      <div className="order-forget">
        <button type="button" className="button button--quiet button--block" onClick={props.onAsk}>
          {t('orders.forget.button')}
        </button>
      </div>
    );
  }
  return (
    <div className="order-forget order-forget--asking" role="group" aria-label={t('orders.forget.button')}>
      <p>{t('orders.forget.question')}</p>
      <div className="order-cancel__buttons">
        <button type="button" className="button button--danger" onClick={props.onForget}>
          {t('orders.forget.yes')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('orders.forget.no')}
        </button>
      </div>
    </div>
  );
}
