import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CancelOrderDocument,
  OrdersByPhoneDocument,
  RespondToPriceDocument,
  TrackedOrderChangedDocument,
  TrackOrderDocument,
  type OrderStatus,
  type TrackedOrderFieldsFragment,
} from '../../../generated/graphql';
import { answeredWithErrors, errorCodeOf, serverErrorText } from '../../../shared/apollo/server-words';
import { useLiveRefresh } from '../../../shared/apollo/use-live-refresh';
import { formatRupees } from '../../../shared/format/money';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { CallButton } from '../../../shared/ui/call-button';
import { FormBanner, TextField } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import { OrderTimeline } from '../components/order-timeline';
import { shareLinkOf } from '../share-link';
import { LabBookingDetails } from './lab-booking-details';

/** The server's limit for a cancel reason (api order.inputs.ts). */
const CANCEL_REASON_MAX_LENGTH = 300;

/** A shopping list or a medicine order: written by the customer, priced line by line by the shop. */
const isList = (order: TrackedOrderFieldsFragment) => order.kind === 'FORDO' || order.kind === 'MEDICINE';

function Items({ order }: { order: TrackedOrderFieldsFragment }) {
  const { t } = useTranslation();
  const list = isList(order);
  const priced = order.totalPaise !== null;
  const { pickWithLang } = useInLanguage();
  return (
    <>
      {order.lines.length > 0 && (
        <ul className="order-items">
          {order.lines.map((line) => {
            const name = pickWithLang({ en: line.name, bn: line.nameBn });
            return (
              <li
                key={line.position}
                className={line.available ? 'order-items__line' : 'order-items__line order-items__line--unavailable'}
              >
                <span className="order-items__name">
                  <span lang={name.lang}>{name.text}</span>
                  {line.unit && <span className="order-items__unit"> · {line.unit}</span>}
                  {line.quantity !== null && line.unitPricePaise !== null && (
                    <span className="order-items__each">
                      {t('orders.details.quantity', {
                        quantity: line.quantity,
                        price: formatRupees(line.unitPricePaise),
                      })}
                    </span>
                  )}
                </span>
                {!line.available ? (
                  <span className="order-items__missing">{t('orders.details.notAvailable')}</span>
                ) : (
                  line.totalPaise !== null && (
                    <span className="order-items__total">{formatRupees(line.totalPaise)}</span>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      {order.hasPrescription && <p className="order-details__text">{t('orders.details.prescription')}</p>}
      {order.note && (
        <p className="order-details__text order-details__note">{t('orders.details.note', { note: order.note })}</p>
      )}
      {priced ? (
        <p className="order-items__sum">
          <span>{t('cart.total')}</span>
          <span data-testid="order-total">{formatRupees(order.totalPaise!)}</span>
        </p>
      ) : (
        list && (
          <p className="order-items__sum order-items__sum--pending">
            <span>{t('orders.toBePriced')}</span>
          </p>
        )
      )}
    </>
  );
}

/** The phone's list shows statuses too; it has no ids to update itself by. */
function updateListedStatus(
  cache: ApolloCache,
  phone: string,
  order: { code: string; status: OrderStatus; totalPaise: number | null },
) {
  cache.updateQuery(
    { query: OrdersByPhoneDocument, variables: { phone } },
    (list) =>
      list && {
        ordersByPhone: list.ordersByPhone.map((o) =>
          o.code === order.code ? { ...o, status: order.status, totalPaise: order.totalPaise } : o,
        ),
      },
  );
}

/**
 * A priced list asks the customer: these prices, yes or no? Each answer is asked twice, since
 * a thumb slips: Accept confirms the order at the total, Decline cancels it.
 */
function PriceAnswer({
  order,
  trackingToken,
  phone,
  onAnswered,
  onRefused,
}: {
  order: TrackedOrderFieldsFragment;
  trackingToken: string;
  phone: string;
  onAnswered: (answer: 'accepted' | 'declined') => void;
  /** The server said no, in words of the customer's language: the order has moved on meanwhile. */
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [respond, { loading }] = useMutation(RespondToPriceDocument, {
    update(cache, { data }) {
      if (data?.respondToPrice) updateListedStatus(cache, phone, data.respondToPrice);
    },
  });
  const total = formatRupees(order.totalPaise ?? 0);

  async function answer(accept: boolean) {
    setProblem(null);
    try {
      await respond({ variables: { input: { code: order.code, trackingToken, accept } } });
      onAnswered(accept ? 'accepted' : 'declined');
    } catch (error) {
      if (!answeredWithErrors(error)) {
        setProblem(t('orders.price.failed'));
        return;
      }
      onRefused(serverErrorText(error, t) || t('orders.price.failed'));
    }
  }

  return (
    <div className="order-price" role="group" aria-labelledby={`price-${order.code}`}>
      <p className="order-price__title" id={`price-${order.code}`}>
        {t('orders.price.title')}
      </p>
      {asking === null ? (
        <>
          <p className="order-price__text">{t('orders.price.text')}</p>
          <div className="order-price__buttons">
            <button type="button" className="button button--primary" onClick={() => setAsking('accept')}>
              {t('orders.price.accept')}
            </button>
            <button
              type="button"
              className="button button--secondary order-price__decline"
              onClick={() => setAsking('decline')}
            >
              {t('orders.price.decline')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="order-price__question">
            {asking === 'accept'
              ? t('orders.price.confirmAccept', { total, code: order.code })
              : t('orders.price.confirmDecline', { code: order.code })}
          </p>
          {problem && <FormBanner>{problem}</FormBanner>}
          <div className="order-price__buttons" aria-busy={loading}>
            <button
              type="button"
              className={asking === 'accept' ? 'button button--primary' : 'button button--danger'}
              disabled={loading}
              onClick={() => void answer(asking === 'accept')}
            >
              {loading
                ? t('orders.price.sending')
                : asking === 'accept'
                  ? t('orders.price.yesAccept')
                  : t('orders.price.yesDecline')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={loading}
              onClick={() => setAsking(null)}
            >
              {t('orders.price.back')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A link for another phone (a son in town, a neighbour) that opens this order in full there: the
 * phone's own share sheet when it has one, else the link copied and shown to copy by hand.
 */
function ShareOrder({ code, trackingToken }: { code: string; trackingToken: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ link: string; copied: boolean } | null>(null);
  async function share() {
    const link = shareLinkOf(window.location.origin, code, trackingToken);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('orders.share.shareTitle', { code }),
          text: t('orders.share.shareText', { code }),
          url: link,
        });
        return;
      } catch (error) {
        if ((error as { name?: string })?.name === 'AbortError') return;
      }
    }
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    setShown({ link, copied: copied === true });
  }
  return (
    <div className="order-share">
      <button type="button" className="button button--secondary button--block" onClick={() => void share()}>
        {t('orders.share.button')}
      </button>
      <p className="order-details__hint">{t('orders.share.hint')}</p>
      {shown && (
        <div className="order-share__link" role="status">
          <p>{shown.copied ? t('orders.share.copied') : t('orders.share.copyThis')}</p>
          <input
            className="order-share__input"
            readOnly
            value={shown.link}
            aria-label={t('orders.share.linkLabel')}
            onFocus={(event) => event.target.select()}
            data-testid="share-link"
          />
        </div>
      )}
    </div>
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
    update(cache, { data }) {
      if (data?.cancelOrder) updateListedStatus(cache, phone, data.cancelOrder);
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
      if (!answeredWithErrors(error)) {
        setProblem(t('orders.cancel.failed'));
        return;
      }
      onRefused(
        errorCodeOf(error) === 'FORBIDDEN'
          ? t('orders.cancel.tooLate')
          : serverErrorText(error, t) || t('orders.cancel.failed'),
      );
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
        <button
          type="button"
          className="button button--secondary"
          disabled={loading}
          onClick={() => setConfirming(false)}
        >
          {t('orders.cancel.no')}
        </button>
      </div>
    </form>
  );
}

/**
 * An order in full, for the browser holding its tracking token: the items, where it goes, the
 * shop to call, its history, Accept / Decline once the shop has priced a list, and Cancel while
 * the shop has not yet taken it; a lab booking's steps and its report (lab-booking-details.tsx).
 */
export function OrderDetails({ code, trackingToken, phone }: { code: string; trackingToken: string; phone: string }) {
  const { t } = useTranslation();
  // A status moves on at the shop's pace: show what is known at once, and ask again.
  const { data, error, refetch } = useQuery(TrackOrderDocument, {
    variables: { input: { code, trackingToken } },
    fetchPolicy: 'cache-and-network',
  });
  // Shown beside the answer or the Cancel that the server refused.
  const [refused, setRefused] = useState<{ by: 'price' | 'cancel'; message: string } | null>(null);
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const order = data?.trackOrder;
  const client = useApolloClient();
  const { pick } = useInLanguage();

  // The phone's list shows the status too, from a query that has no ids to update itself by.
  const showStatus = useCallback(
    (status: OrderStatus, totalPaise: number | null) =>
      updateListedStatus(client.cache, phone, { code, status, totalPaise }),
    [client, code, phone],
  );
  // Follows the order live: every change (and every reconnection) fetches it again.
  useLiveRefresh(TrackedOrderChangedDocument, {
    variables: { input: { code, trackingToken } },
    skip: !order,
    onNotice: ({ trackedOrderChanged }) => showStatus(trackedOrderChanged.status, order?.totalPaise ?? null),
    refresh: async () => {
      const { data: fresh } = await refetch();
      if (fresh?.trackOrder) showStatus(fresh.trackOrder.status, fresh.trackOrder.totalPaise ?? null);
    },
  });

  if (!order) {
    if (error && errorCodeOf(error) === 'NOT_FOUND')
      return <p className="order-note">{t('orders.details.notFound')}</p>;
    if (error) return <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
    return (
      <div className="order-details__loading">
        <Spinner />
      </div>
    );
  }

  const answerable = order.nextStatuses.includes('CONFIRMED');
  const shopName = order.shop ? pick({ en: order.shop.name, bn: order.shop.nameBn }) : '';
  return (
    <section className="order-details" aria-label={t('orders.details.label', { code: order.code })}>
      <h3 className="order-details__heading">{t('orders.details.items')}</h3>
      <Items order={order} />
      {answered && (
        <p className={`order-price__answered order-price__answered--${answered}`} role="status">
          {t(`orders.price.${answered}`)}
        </p>
      )}
      {refused?.by === 'price' && <FormBanner>{refused.message}</FormBanner>}
      {/* The customer's move on a priced list; declining it is how such an order is cancelled. */}
      {answerable && (
        <PriceAnswer
          order={order}
          trackingToken={trackingToken}
          phone={phone}
          onAnswered={setAnswered}
          onRefused={(message) => {
            setRefused({ by: 'price', message });
            void refetch().catch(() => undefined);
          }}
        />
      )}

      {order.kind === 'LAB_TEST' && <LabBookingDetails order={order} trackingToken={trackingToken} />}

      <h3 className="order-details__heading">
        {order.kind === 'LAB_TEST' ? t('orders.details.address') : t('orders.details.deliverTo')}
      </h3>
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
          <h3 className="order-details__heading">
            {order.kind === 'LAB_TEST' ? t('orders.details.lab') : t('orders.details.shop')}
          </h3>
          <div className="order-details__shop">
            <p className="order-details__text">{shopName}</p>
            <CallButton phone={order.shop.phone} name={shopName} compact />
          </div>
        </>
      )}

      {order.deliveryPerson && (
        <>
          <h3 className="order-details__heading">{t('orders.details.rider')}</h3>
          <div className="order-details__shop" data-testid="order-rider">
            <p className="order-details__text">{order.deliveryPerson.name}</p>
            <CallButton phone={order.deliveryPerson.phone} name={order.deliveryPerson.name} compact />
          </div>
        </>
      )}

      <ShareOrder code={order.code} trackingToken={trackingToken} />

      <h3 className="order-details__heading">{t('orders.details.history')}</h3>
      <OrderTimeline events={order.events} lab={order.kind === 'LAB_TEST'} />

      {refused?.by === 'cancel' && <FormBanner>{refused.message}</FormBanner>}
      {!answerable && order.nextStatuses.includes('CANCELLED') && (
        <CancelOrder
          code={order.code}
          trackingToken={trackingToken}
          phone={phone}
          onRefused={(message) => {
            setRefused({ by: 'cancel', message });
            // Show where the order stands now; the Cancel button goes if it no longer applies.
            void refetch().catch(() => undefined);
          }}
        />
      )}
    </section>
  );
}
