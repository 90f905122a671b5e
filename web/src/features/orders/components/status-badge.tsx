import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../generated/graphql';

/** Where an order stands, in a coloured pill: green when done, red when cancelled. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-badge status-badge--${status.toLowerCase().replace(/_/g, '-')}`}
      data-testid="order-status"
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
