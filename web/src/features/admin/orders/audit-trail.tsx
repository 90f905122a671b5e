import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderAuditTrailDocument, type OrderAuditTrailQuery, type OrderStatus } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { formatDateTime } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/admin';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { OrderEvents, type StaffOrder } from '../../../shared/workspace/order-parts';
import { orderStates } from './orders-filter';

export type AuditEntry = OrderAuditTrailQuery['auditTrail']['nodes'][number];

type Translate = TFunction;

function isStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStates as readonly string[]).includes(value);
}

/** One value of a changed field as words: money fields in ₹, states by name, nothing as a dash. */
function valueText(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('admin.orders.history.nothing');
  if (typeof value === 'number' && /Paise$/.test(field)) return formatRupees(value);
  if (field === 'status' && isStatus(value)) return t(`admin.orders.state.${value}`);
  if (typeof value === 'string' && /At$/.test(field) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field's name as a person would write it: deliveryUserId → delivery user id. */
function fieldName(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every field that changed, as "field: before → after"; for an action this screen has no words of its own for. */
function genericLines(t: Translate, entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) =>
    t('admin.orders.history.field', { field: fieldName(field), before: valueText(t, field, before[field]), after: valueText(t, field, after[field]) }),
  );
}

/**
 * What one entry did, in a line or two: "Status: Packed → Out for delivery", "Assigned to Bapi",
 * "Cash ₹120 recorded"; any other action as its fields before and after.
 */
export function describeAuditEntry(t: Translate, entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  switch (entry.action) {
    case 'status': {
      if (!isStatus(after.status)) break;
      const to = t(`admin.orders.state.${after.status}`);
      const lines = [isStatus(before.status) ? t('admin.orders.history.status', { from: t(`admin.orders.state.${before.status}`), to }) : t('admin.orders.history.statusNew', { to })];
      if (typeof after.reason === 'string' && after.reason) lines.push(t('admin.orders.history.reason', { reason: after.reason }));
      return lines;
    }
    case 'assigned': {
      const name = typeof after.deliveryName === 'string' ? after.deliveryName : null;
      if (!after.deliveryUserId) return [t('admin.orders.history.unassigned')];
      if (!name) break;
      return [before.deliveryUserId ? t('admin.orders.history.reassigned', { name }) : t('admin.orders.history.assigned', { name })];
    }
    case 'cash': {
      if (typeof after.cashCollectedPaise !== 'number') break;
      const amount = formatRupees(after.cashCollectedPaise);
      return [
        typeof before.cashCollectedPaise === 'number'
          ? t('admin.orders.history.cashChanged', { from: formatRupees(before.cashCollectedPaise), to: amount })
          : t('admin.orders.history.cash', { amount }),
      ];
    }
    default:
      break;
  }
  const lines = genericLines(t, entry);
  return lines.length > 0 ? lines : [entry.action];
}

/**
 * An order's history for an admin: what staff did to it (who, with their role, when, and what),
 * newest first, from the audit trail; then every change of state as the order itself records it.
 * Fetched when first opened.
 */
export function OrderAuditTrail({ order }: { order: Pick<StaffOrder, 'id' | 'code' | 'events'> }) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useQuery(OrderAuditTrailDocument, { variables: { orderId: order.id }, fetchPolicy: 'cache-and-network' });
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (shown, { fetchMoreResult }) => ({ ...shown, auditTrail: appendPage(shown.auditTrail, fetchMoreResult.auditTrail) }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);
  const trail = data?.auditTrail;

  let staff;
  if (!trail) {
    staff = error ? (
      <p className="ws-problem" role="alert">
        {t('admin.orders.history.failed')}{' '}
        <button type="button" className="admin-order__link-button" onClick={() => void refetch().catch(() => undefined)}>
          {t('admin.orders.history.retry')}
        </button>
      </p>
    ) : (
      <p className="ws-meta" role="status">
        {t('admin.orders.history.loading')}
      </p>
    );
  } else if (trail.nodes.length === 0) {
    staff = <p className="ws-meta">{t('admin.orders.history.none')}</p>;
  } else {
    staff = (
      <>
        <ol className="audit-trail" aria-label={t('admin.orders.history.staff')}>
          {trail.nodes.map((entry) => (
            <li key={entry.id} className="audit-trail__entry" data-testid="audit-entry">
              <p className="audit-trail__who">
                <strong>{t('admin.orders.history.who', { name: entry.actorName, role: t(`admin.orders.history.role.${entry.actorRole}`) })}</strong>
                {' · '}
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              {describeAuditEntry(t, entry).map((line, index) => (
                <p key={index} className="audit-trail__what">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
        {trail.pageInfo.hasNextPage && trail.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(trail.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <div className="admin-order__history">
      <h4 className="admin-order__label">{t('admin.orders.history.staff')}</h4>
      {staff}
      {order.events.length > 0 && (
        <>
          <h4 className="admin-order__label">{t('admin.orders.history.events')}</h4>
          <OrderEvents order={order} label={t('admin.orders.history.events')} />
        </>
      )}
    </div>
  );
}
