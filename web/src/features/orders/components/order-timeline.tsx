import { useTranslation } from 'react-i18next';
import type { TrackedOrderFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/format/date';

/** Every change of the order's status, oldest first: what, when, by whom (a lab booking's shop is its lab) and why. */
export function OrderTimeline({
  events,
  lab = false,
}: {
  events: TrackedOrderFieldsFragment['events'];
  lab?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className="order-timeline">
      {events.map((event, index) => (
        <li
          key={`${event.at}-${index}`}
          className={`order-timeline__event order-timeline__event--${event.to.toLowerCase().replace(/_/g, '-')}`}
        >
          <p className="order-timeline__what">
            <strong>{t(`orders.status.${event.to}`)}</strong>{' '}
            {lab && event.by === 'VENDOR' ? t('orders.lab.byLab') : t(`orders.actor.${event.by}`)}
          </p>
          <p className="order-timeline__when">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.reason && (
            <p className="order-timeline__why">{t('orders.details.reason', { reason: event.reason })}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
