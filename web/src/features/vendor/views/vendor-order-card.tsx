import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MoveOrderDocument,
  PriceListOrderDocument,
  type OrderStatus,
  type PricedLineInput,
} from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { TextField } from '../../../shared/ui/form';
import { actionProblem, type ActionProblem } from '../../../shared/workspace/action-errors';
import { CashForm } from '../../../shared/workspace/cash-form';
import {
  CustomerContact,
  OrderHead,
  OrderHistory,
  OrderLines,
  OrderNotes,
  type StaffOrder,
} from '../../../shared/workspace/order-parts';
import { PrescriptionPhotos } from '../../../shared/workspace/prescription-photos';
import { PricingForm } from '../components/pricing-form';
import { movesOf } from '../order-board';

/** The server's limit for a cancel reason (api order.inputs.ts). */
const REASON_MAX_LENGTH = 300;

export interface VendorOrderCardProps {
  order: StaffOrder;
  /** The order moved on (to `status`), or `message` says what else changed: say so, and fetch the lists again. */
  onMoved: (order: StaffOrder, status: OrderStatus, message?: string) => void;
  /** The server refused: the lists may be out of date. */
  onRefused: () => void;
}

type Open = 'none' | 'price' | 'cancel';

/** One order at the shop: who, where, what, and the buttons for what the shop may do next. */
export function VendorOrderCard({ order, onMoved, onRefused }: VendorOrderCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>('none');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [move, moving] = useMutation(MoveOrderDocument);
  const [price, pricing] = useMutation(PriceListOrderDocument);
  const busy = moving.loading || pricing.loading;

  const refused = (error: unknown) => {
    setProblem(actionProblem(error));
    onRefused();
  };

  async function moveTo(status: OrderStatus, why: string | null = null) {
    setProblem(null);
    try {
      const { data } = await move({ variables: { input: { orderId: order.id, status, reason: why } } });
      if (data) {
        setOpen('none');
        onMoved(data.updateOrderStatus, status);
      }
    } catch (error) {
      refused(error);
    }
  }

  async function sendPrices(lines: PricedLineInput[]) {
    setProblem(null);
    try {
      const { data } = await price({ variables: { input: { orderId: order.id, lines } } });
      if (data) {
        setOpen('none');
        onMoved(data.priceListOrder, 'PRICED');
      }
    } catch (error) {
      refused(error);
    }
  }

  function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const why = reason.trim();
    if (!why) {
      setReasonError(t('vendor.orders.cancel.reasonRequired'));
      return;
    }
    void moveTo('CANCELLED', why);
  }

  const moves = movesOf(order.nextStatuses);
  const canPrice = order.nextStatuses.includes('PRICED');
  const canCancel = order.nextStatuses.includes('CANCELLED');
  const finished = order.status === 'DELIVERED' || order.status === 'CANCELLED';
  // The shop takes it to the door: offered Delivered on the way, or the shop itself marked it so.
  const handsOver =
    order.nextStatuses.includes('DELIVERED') ||
    (order.status === 'DELIVERED' && order.events.some((event) => event.to === 'DELIVERED' && event.by === 'VENDOR'));
  const photos = order.prescriptionPhotos ?? [];

  return (
    <article
      className={`ws-order ws-order--${order.status.toLowerCase().replace(/_/g, '-')}`}
      aria-label={t('workspace.order.label', { code: order.code })}
      aria-busy={busy}
    >
      <OrderHead order={order} />
      <CustomerContact order={order} />
      <OrderNotes order={order} showAnyShop />
      {open !== 'price' && <PrescriptionPhotos urls={photos} code={order.code} />}
      <OrderLines order={order} />
      {order.deliveryPerson && (
        <p className="ws-meta">{t('workspace.order.deliveryPerson', { name: order.deliveryPerson.name })}</p>
      )}
      {order.cashCollectedPaise !== null && (
        <p className="ws-meta">
          {t('workspace.order.cashCollected', { amount: formatRupees(order.cashCollectedPaise) })}
        </p>
      )}
      {order.status === 'PRICED' && <p className="ws-meta">{t('vendor.orders.waitingCustomer')}</p>}
      {/* Packed, and nobody to take it yet: the Haat office gives it a rider, or the shop delivers itself. */}
      {order.status === 'PACKED' && !order.deliveryPerson && !order.nextStatuses.includes('OUT_FOR_DELIVERY') && (
        <p className="ws-meta">{t('vendor.orders.waitingRider')}</p>
      )}

      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}

      {open === 'price' && (
        // The photo beside the form (under it on a phone): the lines are read off it as they are priced.
        <div className={photos.length > 0 ? 'rx-pricing' : undefined}>
          <PrescriptionPhotos urls={photos} code={order.code} />
          <PricingForm
            lines={order.lines}
            canAddLines={order.kind === 'MEDICINE'}
            busy={pricing.loading}
            onSubmit={(lines) => void sendPrices(lines)}
            onClose={() => setOpen('none')}
          />
        </div>
      )}

      {open === 'cancel' && (
        <form className="ws-panel ws-panel--danger" noValidate onSubmit={cancel} aria-busy={moving.loading}>
          <p className="ws-panel__title">{t('vendor.orders.cancel.question', { code: order.code })}</p>
          <TextField
            label={t('vendor.orders.cancel.reason')}
            hint={t('vendor.orders.cancel.reasonHint')}
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
          <div className="ws-actions">
            <button type="submit" className="button button--danger" disabled={moving.loading}>
              {moving.loading ? t('vendor.orders.busy') : t('vendor.orders.cancel.yes')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={moving.loading}
              onClick={() => setOpen('none')}
            >
              {t('vendor.orders.cancel.no')}
            </button>
          </div>
        </form>
      )}

      {open === 'none' && (moves.length > 0 || canPrice || canCancel) && (
        <div className="ws-actions">
          {canPrice && (
            <button type="button" className="button button--primary" onClick={() => setOpen('price')}>
              {t('vendor.orders.actions.price')}
            </button>
          )}
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              // Sending out is the delivery person's step ("picked up") unless the shop delivers itself.
              className={
                status === 'OUT_FOR_DELIVERY' && order.deliveryPerson
                  ? 'button button--secondary'
                  : 'button button--primary'
              }
              disabled={busy}
              onClick={() => void moveTo(status)}
            >
              {t(`vendor.orders.actions.${status}`)}
            </button>
          ))}
          {canCancel && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => setOpen('cancel')}>
              {t('vendor.orders.actions.cancel')}
            </button>
          )}
        </div>
      )}

      {/* A shop that hands the order over itself takes the cash too. */}
      {handsOver &&
        (order.status === 'OUT_FOR_DELIVERY' ||
          (order.status === 'DELIVERED' && order.cashCollectedPaise === null)) && (
          <CashForm order={order} onDone={(message) => onMoved(order, order.status, message)} onRefused={onRefused} />
        )}

      {finished || order.events.length > 1 ? <OrderHistory order={order} /> : null}
    </article>
  );
}
