import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CancelOrderDocument,
  OrdersByPhoneDocument,
  TrackedOrderChangedDocument,
  TrackOrderDocument,
  type OrderStatus,
  type TrackedOrderFieldsFragment,
} from '../../../generated/graphql';
import { useLiveRefresh } from '../../../shared/apollo/use-live-refresh';
import { formatRupees } from '../../../shared/format/money';
import { CallButton } from '../../../shared/ui/call-button';
import { FormBanner, TextField } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import { OrderTimeline } from '../components/order-timeline';

/** The server's limit for a cancel reason (api order.inputs.ts). */
const CANCEL_REASON_MAX_LENGTH = 300;

const codeOf = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined);

function Items({ order }: { order: TrackedOrderFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="order-items">
        {order.lines.map((line) => (
          <li key={line.position} className="order-items__line">
            <span className="order-items__name">
              {line.name}
              {line.unit && <span className="order-items__unit"> · {line.unit}</span>}
              {line.quantity !== null && line.unitPricePaise !== null && (
                <span className="order-items__each">
                  {t('orders.details.quantity', { quantity: line.quantity, price: formatRupees(line.unitPricePaise) })}
                </span>
              )}
            </span>
            {line.totalPaise !== null && <span className="order-items__total">{formatRupees(line.totalPaise)}</span>}
          </li>
        ))}
      </ul>
      {order.totalPaise !== null && (
        <p className="order-items__sum">
          <span>{t('cart.total')}</span>
          <span>{formatRupees(order.totalPaise)}</span>
        </p>
      )}
    </>
  );
}

/** Asks before cancelling, with room for a reason the shop will read. */
function CancelOrder({
  code,
  trackingToken,
  phone,
  onRefused,
}: {
  code: string;
  trackingToken: string;
  phone: string;
  /** The server said no, with its words: the shop has moved the order on meanwhile. */
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelOrder, { loading }] = useMutation(CancelOrderDocument, {
    // The phone's list shows statuses too; it has no ids to update itself by.
    update(cache, { data }) {
      const cancelled = data?.cancelOrder;
      if (!cancelled) return;
      cache.updateQuery({ query: OrdersByPhoneDocument, variables: { phone } }, (list) =>
        list && { ordersByPhone: list.ordersByPhone.map((o) => (o.code === cancelled.code ? { ...o, status: cancelled.status } : o)) },
      );
    },
  });

  if (!confirming) {
    return (
      <button type="button" className="button button--danger button--block" onClick={() => setConfirming(true)}>
        {t('orders.cancel.button')}
      </button>
    );
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    try {
      await cancelOrder({ variables: { input: { code, trackingToken, reason: reason.trim() || null } } });
    } catch (error) {
      if (!CombinedGraphQLErrors.is(error)) {
        setProblem(t('orders.cancel.failed'));
        return;
      }
      onRefused(codeOf(error) === 'FORBIDDEN' ? t('orders.cancel.tooLate') : (error.errors[0]?.message ?? t('orders.cancel.failed')));
    }
  }

  return (
    <form className="order-cancel form" onSubmit={(event) => void confirm(event)} aria-busy={loading}>
      <p className="order-cancel__question">{t('orders.cancel.confirm', { code })}</p>
      {problem && <FormBanner>{problem}</FormBanner>}
      <TextField
        label={t('orders.cancel.reason')}
        name="reason"
        maxLength={CANCEL_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="order-cancel__buttons">
        <button type="submit" className="button button--danger" disabled={loading}>
          {loading ? t('orders.cancel.cancelling') : t('orders.cancel.yes')}
        </button>
        <button type="button" className="button button--secondary" disabled={loading} onClick={() => setConfirming(false)}>
          {t('orders.cancel.no')}
        </button>
      </div>
    </form>
  );
}

/**
 * An order in full, for the browser holding its tracking token: the items, where it goes, the
 * shop to call, its history, and Cancel while the shop has not yet taken it.
 */
export function OrderDetails({ code, trackingToken, phone }: { code: string; trackingToken: string; phone: string }) {
  const { t } = useTranslation();
  // A status moves on at the shop's pace: show what is known at once, and ask again.
  const { data, error, refetch } = useQuery(TrackOrderDocument, {
    variables: { input: { code, trackingToken } },
    fetchPolicy: 'cache-and-network',
  });
  const [refused, setRefused] = useState<string | null>(null);
  const order = data?.trackOrder;
  const client = useApolloClient();

  // The phone's list shows the status too, from a query that has no ids to update itself by.
  const showStatus = useCallback(
    (status: OrderStatus) =>
      client.cache.updateQuery({ query: OrdersByPhoneDocument, variables: { phone } }, (list) =>
        list && { ordersByPhone: list.ordersByPhone.map((o) => (o.code === code ? { ...o, status } : o)) },
      ),
    [client, code, phone],
  );
  // Follows the order live: every change (and every reconnection) fetches it again.
  useLiveRefresh(TrackedOrderChangedDocument, {
    variables: { input: { code, trackingToken } },
    skip: !order,
    onNotice: ({ trackedOrderChanged }) => showStatus(trackedOrderChanged.status),
    refresh: async () => {
      const { data: fresh } = await refetch();
      if (fresh?.trackOrder) showStatus(fresh.trackOrder.status);
    },
  });

  if (!order) {
    if (error && codeOf(error) === 'NOT_FOUND') return <p className="order-note">{t('orders.details.notFound')}</p>;
    if (error) return <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
    return (
      <div className="order-details__loading">
        <Spinner />
      </div>
    );
  }

  return (
    <section className="order-details" aria-label={t('orders.details.label', { code: order.code })}>
      <h3 className="order-details__heading">{t('orders.details.items')}</h3>
      <Items order={order} />

      <h3 className="order-details__heading">{t('orders.details.deliverTo')}</h3>
      <p className="order-details__text">
        <strong>{order.customerName}</strong>
        <br />
        {order.address}
        {order.landmark && (
          <>
            <br />
            {t('orders.details.landmark', { landmark: order.landmark })}
          </>
        )}
      </p>

      {order.shop && (
        <>
          <h3 className="order-details__heading">{t('orders.details.shop')}</h3>
          <div className="order-details__shop">
            <p className="order-details__text">{order.shop.name}</p>
            <CallButton phone={order.shop.phone} name={order.shop.name} compact />
          </div>
        </>
      )}

      <h3 className="order-details__heading">{t('orders.details.history')}</h3>
      <OrderTimeline events={order.events} />

      {refused && <FormBanner>{refused}</FormBanner>}
      {order.nextStatuses.includes('CANCELLED') && (
        <CancelOrder
          code={order.code}
          trackingToken={trackingToken}
          phone={phone}
          onRefused={(message) => {
            setRefused(message);
            // Show where the order stands now; the Cancel button goes if it no longer applies.
            void refetch().catch(() => undefined);
          }}
        />
      )}
    </section>
  );
}
