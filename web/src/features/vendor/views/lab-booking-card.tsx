import { useTranslation } from 'react-i18next';
import { LabBookingActions } from '../../../shared/workspace/lab-booking-actions';
import {
  CustomerContact,
  OrderHead,
  OrderHistory,
  OrderLines,
  OrderNotes,
  type StaffOrder,
} from '../../../shared/workspace/order-parts';

export interface LabBookingCardProps {
  order: StaffOrder;
  /** A step went through: say `message`, and fetch the lists again. */
  onDone: (message: string) => void;
  /** The server refused: the lists may be out of date. */
  onRefused: () => void;
}

/** One booking at the lab: who, where and which day, the tests, and the lab's next steps. */
export function LabBookingCard({ order, onDone, onRefused }: LabBookingCardProps) {
  const { t } = useTranslation();
  const finished = order.status === 'COMPLETED' || order.status === 'CANCELLED';
  return (
    <article
      className={`ws-order ws-order--${order.status.toLowerCase().replace(/_/g, '-')}`}
      aria-label={t('workspace.lab.label', { code: order.code })}
    >
      <OrderHead order={order} />
      <CustomerContact order={order} />
      <OrderNotes order={order} />
      <OrderLines order={order} />
      <LabBookingActions order={order} onDone={onDone} onRefused={onRefused} />
      {finished || order.events.length > 1 ? <OrderHistory order={order} /> : null}
    </article>
  );
}
