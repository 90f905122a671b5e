import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/admin';
import { OrderEvents, type StaffOrder } from '../../../shared/workspace/order-parts';
import { AuditHistory, type AuditEntryRow } from '../kit/audit-history';
import { orderStates } from './orders-filter';

function isStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStates as readonly string[]).includes(value);
}

/**
 * What an order's entry did, in a line or two: "Status: Packed → Out for delivery", "Assigned to
 * Bapi", "Cash ₹120 recorded", "Cash corrected: ₹120 → ₹110" and why. Null for anything else,
 * which the history lists field by field.
 */
export function describeOrderChange(
  t: TFunction,
  entry: Pick<AuditEntryRow, 'action' | 'before' | 'after'>,
): string[] | null {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  switch (entry.action) {
    case 'status': {
      if (!isStatus(after.status)) return null;
      const to = t(`admin.orders.state.${after.status}`);
      const lines = [
        isStatus(before.status)
          ? t('admin.orders.history.status', { from: t(`admin.orders.state.${before.status}`), to })
          : t('admin.orders.history.statusNew', { to }),
      ];
      if (typeof after.reason === 'string' && after.reason)
        lines.push(t('admin.orders.history.reason', { reason: after.reason }));
      return lines;
    }
    case 'assigned': {
      if (!after.deliveryUserId) return [t('admin.orders.history.unassigned')];
      const name = typeof after.deliveryName === 'string' ? after.deliveryName : null;
      if (!name) return null;
      return [
        before.deliveryUserId
          ? t('admin.orders.history.reassigned', { name })
          : t('admin.orders.history.assigned', { name }),
      ];
    }
    case 'cash': {
      if (typeof after.cashCollectedPaise !== 'number') return null;
      const amount = formatRupees(after.cashCollectedPaise);
      return [
        typeof before.cashCollectedPaise === 'number'
          ? t('admin.orders.history.cashChanged', { from: formatRupees(before.cashCollectedPaise), to: amount })
          : t('admin.orders.history.cash', { amount }),
      ];
    }
    case 'cashCorrected': {
      if (typeof after.cashCollectedPaise !== 'number') return null;
      const amount = formatRupees(after.cashCollectedPaise);
      const lines = [
        typeof before.cashCollectedPaise === 'number'
          ? t('admin.orders.history.cashCorrected', { from: formatRupees(before.cashCollectedPaise), to: amount })
          : t('admin.orders.history.cash', { amount }),
      ];
      if (typeof after.reason === 'string' && after.reason)
        lines.push(t('admin.orders.history.reason', { reason: after.reason }));
      return lines;
    }
    default:
      return null;
  }
}

/**
 * An order's history for an admin: what staff did to it (the shared History, with the order's own
 * words for moves, assignments and cash), then every change of state as the order records it.
 */
export function OrderAuditTrail({ order }: { order: Pick<StaffOrder, 'id' | 'code' | 'events'> }) {
  const { t } = useTranslation();
  return (
    <div className="admin-order__history">
      <AuditHistory
        entityType="ORDER"
        entityId={order.id}
        label={t('admin.orders.history.staff')}
        describe={(entry) => describeOrderChange(t, entry)}
      />
      {order.events.length > 0 && (
        <>
          <h4 className="admin-order__label">{t('admin.orders.history.events')}</h4>
          <OrderEvents order={order} label={t('admin.orders.history.events')} />
        </>
      )}
    </div>
  );
}
