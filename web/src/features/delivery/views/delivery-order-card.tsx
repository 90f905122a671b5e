import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveOrderDocument, type OrderStatus } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { CallButton } from '../../../shared/ui/call-button';
import { actionProblem, type ActionProblem } from '../../../shared/workspace/action-errors';
import { CashForm } from '../../../shared/workspace/cash-form';
import {
  CustomerContact,
  OrderHead,
  OrderHistory,
  OrderNotes,
  type StaffOrder,
} from '../../../shared/workspace/order-parts';

/** The big step a delivery person takes next, if any: picked up at the shop, delivered at the door. */
export function nextStep(
  order: Pick<StaffOrder, 'status' | 'nextStatuses'>,
): Extract<OrderStatus, 'OUT_FOR_DELIVERY' | 'DELIVERED'> | null {
  if (order.status === 'PACKED' && order.nextStatuses.includes('OUT_FOR_DELIVERY')) return 'OUT_FOR_DELIVERY';
  if (order.status === 'OUT_FOR_DELIVERY' && order.nextStatuses.includes('DELIVERED')) return 'DELIVERED';
  return null;
}

/** Cash is taken at the door: while on the way, or just after marking delivered. */
export function takesCash(order: Pick<StaffOrder, 'status'>): boolean {
  return order.status === 'OUT_FOR_DELIVERY' || order.status === 'DELIVERED';
}

export interface DeliveryOrderCardProps {
  order: StaffOrder;
  /** The big-type screen: only what is needed at the door, and larger. */
  big: boolean;
  onDone: (message: string) => void;
  onRefused: () => void;
}

/**
 * One order for the delivery person: whom to take it to and where, a button to call them, what
 * to hand over and the cash to collect, and the one big button for the next step.
 */
export function DeliveryOrderCard({ order, big, onDone, onRefused }: DeliveryOrderCardProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [move, { loading }] = useMutation(MoveOrderDocument);
  const step = nextStep(order);

  function go(status: 'OUT_FOR_DELIVERY' | 'DELIVERED') {
    setProblem(null);
    move({ variables: { input: { orderId: order.id, status } } }).then(
      ({ data }) => data && onDone(t(`delivery.done.${status}`, { code: order.code })),
      (error: unknown) => {
        setProblem(actionProblem(error));
        onRefused();
      },
    );
  }

  return (
    <article
      className={`ws-order delivery-order ws-order--${order.status.toLowerCase().replace(/_/g, '-')}`}
      aria-label={t('workspace.order.label', { code: order.code })}
      aria-busy={loading}
    >
      <OrderHead order={order} />
      <CustomerContact order={order} />
      <OrderNotes order={order} />

      {order.cashCollectedPaise === null && (
        <div className="delivery-order__collect">
          <span>{order.totalPaise === null ? t('delivery.nothingToCollect') : t('delivery.toCollect')}</span>
          {order.totalPaise !== null && <strong data-testid="to-collect">{formatRupees(order.totalPaise)}</strong>}
        </div>
      )}

      <div className="delivery-order__items">
        <h4 className="delivery-order__label">{t('delivery.items')}</h4>
        <ul>
          {order.lines
            .filter((line) => line.available)
            .map((line) => (
              <li key={line.position}>
                {line.quantity !== null && <strong>{line.quantity} × </strong>}
                {line.name}
                {line.unit && <span className="delivery-order__unit"> · {line.unit}</span>}
              </li>
            ))}
        </ul>
      </div>

      {order.shop && (
        <div className="delivery-order__shop">
          <p>{t('delivery.from', { shop: order.shop.name })}</p>
          <CallButton phone={order.shop.phone} name={order.shop.name} compact />
        </div>
      )}

      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}

      {step && (
        <button
          type="button"
          className="button button--primary delivery-big-button"
          disabled={loading}
          onClick={() => go(step)}
        >
          {step === 'OUT_FOR_DELIVERY' ? t('delivery.pickedUp') : t('delivery.delivered')}
        </button>
      )}
      {takesCash(order) && <CashForm order={order} onDone={onDone} onRefused={onRefused} />}
      {!big && <OrderHistory order={order} />}
    </article>
  );
}
