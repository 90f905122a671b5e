import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import { StatusBadge } from './status-badge';

export interface OrderSummaryFields {
  code: string;
  placedAt: string;
  status: OrderStatus;
  totalPaise: number | null;
  itemCount: number;
}

/** What anyone with the phone number may see of an order: code, date, status, total and item count. */
export function OrderSummaryCard({ order, children }: { order: OrderSummaryFields; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="order-card" aria-label={t('orders.code', { code: order.code })}>
      <div className="order-card__head">
        <h2 className="order-card__code">{t('orders.code', { code: order.code })}</h2>
        <StatusBadge status={order.status} />
      </div>
      <p className="order-card__date">{t('orders.list.placedAt', { date: formatDateTime(order.placedAt) })}</p>
      <p className="order-card__sums">
        <span>{t('orders.items', { count: order.itemCount })}</span>
        <span className="order-card__total">
          {order.totalPaise === null
            ? t('orders.toBePriced')
            : t('orders.total', { total: formatRupees(order.totalPaise) })}
        </span>
      </p>
      {children}
    </article>
  );
}
