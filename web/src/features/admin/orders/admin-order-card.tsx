import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/admin';
import { CallButton } from '../../../shared/ui/call-button';
import { LabBookingActions } from '../../../shared/workspace/lab-booking-actions';
import {
  CustomerContact,
  OrderHead,
  OrderLines,
  OrderNotes,
  type StaffOrder,
} from '../../../shared/workspace/order-parts';
import { PrescriptionPhotos } from '../../../shared/workspace/prescription-photos';
import { OrderAuditTrail } from './audit-trail';
import { AssignPanel, canAssign, canCorrectCash, CashCorrectionPanel, MovePanel, statusMoves } from './order-actions';

export interface AdminOrderCardProps {
  order: StaffOrder;
  /** A step went through: say `message`, and fetch the list again. */
  onDone: (message: string) => void;
  /** The server refused: the list may be out of date. */
  onRefused: () => void;
}

type Open = 'none' | 'assign' | 'move' | 'cash';

/**
 * One order as an admin sees it: the shop's and the delivery workspaces' pieces (code, kind,
 * state, time; the customer with a call button; the lines and total), the shop and the delivery
 * person, what an admin does (give it to a delivery person, move it on, correct a delivered
 * order's cash), and its history.
 */
export function AdminOrderCard({ order, onDone, onRefused }: AdminOrderCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>('none');
  const [historyOpen, setHistoryOpen] = useState(false);
  // A lab booking takes the lab's steps (sample, report, done), never a rider.
  const lab = order.kind === 'LAB_TEST';
  const assignable = !lab && canAssign(order);
  const movable = !lab && statusMoves(order).length > 0;
  const cashCorrectable = canCorrectCash(order);

  const done = (message: string) => {
    setOpen('none');
    onDone(message);
  };
  const panel = { order, onDone: done, onRefused, onClose: () => setOpen('none') };

  return (
    <article
      className={`ws-order admin-order ws-order--${order.status.toLowerCase().replace(/_/g, '-')}`}
      aria-label={t('workspace.order.label', { code: order.code })}
    >
      <OrderHead order={order} allKinds />
      <dl className="admin-order__facts">
        <dt>{t('admin.orders.shop')}</dt>
        <dd>
          {order.shop ? (
            <span className="admin-order__party">
              <span className="admin-order__name" data-testid="order-shop">
                {order.shop.name}
              </span>
              <CallButton phone={order.shop.phone} name={order.shop.name} compact />
            </span>
          ) : (
            t('admin.orders.noShop')
          )}
        </dd>
        <dt>{t('admin.orders.deliveryPerson')}</dt>
        <dd data-testid="order-delivery">
          {order.deliveryPerson ? (
            <span className="admin-order__party">
              <span className="admin-order__name">{order.deliveryPerson.name}</span>
              <CallButton phone={order.deliveryPerson.phone} name={order.deliveryPerson.name} compact />
            </span>
          ) : (
            t('admin.orders.nobody')
          )}
        </dd>
      </dl>
      <CustomerContact order={order} />
      <OrderNotes order={order} showAnyShop />
      <PrescriptionPhotos urls={order.prescriptionPhotos ?? []} code={order.code} />
      <OrderLines order={order} />
      {order.cashCollectedPaise !== null && (
        <p className="ws-meta">
          {t('workspace.order.cashCollected', { amount: formatRupees(order.cashCollectedPaise) })}
        </p>
      )}

      {lab && <LabBookingActions order={order} onDone={onDone} onRefused={onRefused} />}
      {open === 'assign' && <AssignPanel {...panel} />}
      {open === 'move' && <MovePanel {...panel} />}
      {open === 'cash' && <CashCorrectionPanel {...panel} />}
      {open === 'none' && (assignable || movable || cashCorrectable) && (
        <div className="ws-actions">
          {assignable && (
            <button type="button" className="button button--primary" onClick={() => setOpen('assign')}>
              {order.deliveryPerson ? t('admin.orders.actions.reassign') : t('admin.orders.actions.assign')}
            </button>
          )}
          {movable && (
            <button type="button" className="button button--secondary" onClick={() => setOpen('move')}>
              {t('admin.orders.actions.move')}
            </button>
          )}
          {cashCorrectable && (
            <button type="button" className="button button--secondary" onClick={() => setOpen('cash')}>
              {t('admin.orders.actions.correctCash')}
            </button>
          )}
        </div>
      )}

      <details className="ws-history" onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary>{t('admin.orders.history.title')}</summary>
        {historyOpen && <OrderAuditTrail order={order} />}
      </details>
    </article>
  );
}
