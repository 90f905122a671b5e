import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderKind, OrderStatus, StaffOrderFieldsFragment } from '../../generated/graphql';
import { formatDateTime, formatDay } from '../format/date';
import { formatRupees } from '../format/money';
import '../i18n/workspace';
import { CallButton } from '../ui/call-button';
import { MapPinIcon } from '../ui/icons';

/** The pieces of an order that the shop's and the delivery person's screens both show. */

export type StaffOrder = StaffOrderFieldsFragment;

/** Where an order stands, as a coloured pill; green when delivered, red when cancelled. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`ws-pill ws-pill--${status.toLowerCase().replace(/_/g, '-')}`} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** Shopping lists, medicines and lab tests are named; a plain cart order needs no tag, unless `always`. */
export function OrderKindTag({ kind, always = false }: { kind: OrderKind; always?: boolean }) {
  const { t } = useTranslation();
  if (kind === 'CART' && !always) return null;
  return <span className="ws-tag">{t(`workspace.kind.${kind}`)}</span>;
}

/**
 * The order's code, state and when it came in: the top line of every order card. `allKinds` tags
 * a plain cart order too, for a list of every kind (the admin's).
 */
export function OrderHead({
  order,
  allKinds = false,
  children,
}: {
  order: StaffOrder;
  allKinds?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="ws-order__head">
      <h3 className="ws-order__code">{order.code}</h3>
      <OrderKindTag kind={order.kind} always={allKinds} />
      <OrderStatusPill status={order.status} />
      <p className="ws-order__date">{t('workspace.order.placedAt', { date: formatDateTime(order.placedAt) })}</p>
      {children}
    </div>
  );
}

/** Who the order is for, where it goes, and a big button to call them. */
export function CustomerContact({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  return (
    <div className="ws-customer">
      <p className="ws-customer__name">{order.customerName}</p>
      <p className="ws-customer__address">
        <MapPinIcon size={18} />
        <span>
          {order.address}
          {order.landmark && (
            <>
              <br />
              <strong>{t('workspace.order.landmark', { landmark: order.landmark })}</strong>
            </>
          )}
        </span>
      </p>
      <CallButton phone={order.customerPhone} name={order.customerName} />
    </div>
  );
}

/** What else the customer told the shop. */
export function OrderNotes({ order, showAnyShop = false }: { order: StaffOrder; showAnyShop?: boolean }) {
  const { t } = useTranslation();
  const notes: string[] = [];
  if (order.note) notes.push(t('workspace.order.note', { note: order.note }));
  if (order.preferredDate)
    notes.push(t('workspace.order.preferredDate', { date: formatDay(order.preferredDate, { year: true }) }));
  if (order.homeCollection) notes.push(t('workspace.order.homeCollection'));
  // Said only where the photos themselves are not shown (a rider's card gets none).
  if (order.hasPrescription && !order.prescriptionPhotos?.length) notes.push(t('workspace.order.prescription'));
  if (showAnyShop && !order.shop) notes.push(t('workspace.order.anyShop'));
  if (notes.length === 0) return null;
  return (
    <ul className="ws-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The lines with quantities and prices, and the total (or that it is still to be priced). */
export function OrderLines({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="ws-lines" aria-label={t('workspace.order.items')}>
        {order.lines.map((line) => (
          <li
            key={line.position}
            className={line.available ? 'ws-lines__line' : 'ws-lines__line ws-lines__line--unavailable'}
          >
            <span className="ws-lines__name">
              {line.quantity !== null && <strong className="ws-lines__qty">{line.quantity} ×</strong>} {line.name}
              {line.unit && <span className="ws-lines__unit"> · {line.unit}</span>}
              {line.quantity !== null && line.unitPricePaise !== null && (
                <span className="ws-lines__each">
                  {t('workspace.order.quantity', { quantity: line.quantity, price: formatRupees(line.unitPricePaise) })}
                </span>
              )}
            </span>
            <span className="ws-lines__total">
              {!line.available
                ? t('workspace.order.notAvailable')
                : line.totalPaise !== null
                  ? formatRupees(line.totalPaise)
                  : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className="ws-lines__sum">
        <span>{t('workspace.order.total')}</span>
        <span data-testid="order-total">
          {order.totalPaise === null ? t('workspace.order.toBePriced') : formatRupees(order.totalPaise)}
        </span>
      </p>
    </>
  );
}

/** Every change of state, oldest first: to what, by whom, when and why. */
export function OrderEvents({ order, label }: { order: Pick<StaffOrder, 'events'>; label?: string }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={label}>
      {order.events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <strong>{t(`orders.status.${event.to}`)}</strong> {t(`workspace.actor.${event.by}`)} ·{' '}
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          {event.reason && (
            <span className="ws-history__why">{t('workspace.order.reason', { reason: event.reason })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Every change of state, oldest first, folded away until asked for. */
export function OrderHistory({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  return (
    <details className="ws-history">
      <summary>{t('workspace.order.history')}</summary>
      <OrderEvents order={order} />
    </details>
  );
}
