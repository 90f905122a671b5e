import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartPaths } from '../../features/cart/paths';
import { medicalLinks } from '../../features/medical/paths';
import { orderPaths } from '../../features/orders/paths';
import { outbox as defaultOutbox, useOutbox, type Outbox } from '../../shared/offline/outbox';
import './offline-banner.css';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network (it can be wrong only the other way: "online" with no answer). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/**
 * The thin strip under the top bar: that the phone is offline (visited pages still open), how
 * many orders, bookings and requests wait in the outbox, and what became of those sent. A status region, so a screen
 * reader says it without taking the person's place on the page.
 */
export function OfflineBanner({ outbox = defaultOutbox }: { outbox?: Outbox }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { waiting, notices } = useOutbox(outbox);
  // The sender names some refusals by a word of its own (it has no translations); the server's own are its message.
  const refusalWords = (refused?: string) =>
    refused === 'changes' ? t('app.offline.changes') : refused === 'slotFull' ? t('app.offline.slotFull') : refused;
  const lines = [];
  if (!online) lines.push(<p key="offline">{t('app.offline.banner')}</p>);
  if (waiting.length > 0) lines.push(<p key="waiting">{t('app.offline.waiting', { count: waiting.length })}</p>);
  for (const notice of notices) {
    lines.push(
      <p key={notice.key} className="offline-banner__notice">
        {notice.code ? (
          <>
            {t('app.offline.sent', { code: notice.code })}{' '}
            {/* A help request has no page of its own: its code is what the customer quotes. */}
            {notice.kind !== 'help-request' && (
              <Link to={notice.kind === 'appointment' ? medicalLinks.appointmentBooked(notice.code) : orderPaths.thankYou}>{t('app.offline.see')}</Link>
            )}
          </>
        ) : (
          <>
            {t('app.offline.notSent', { reason: refusalWords(notice.refused) })}{' '}
            {notice.refused === 'changes' && <Link to={cartPaths.cart}>{t('app.offline.openCart')}</Link>}
          </>
        )}
        <button type="button" className="offline-banner__close" onClick={() => outbox.dismiss(notice.key)}>
          {t('app.offline.dismiss')}
        </button>
      </p>,
    );
  }
  // The live region is there from the start, so what appears in it is announced; the status
  // inside it exists only while there is something to say.
  return (
    <div aria-live="polite">
      {lines.length > 0 && (
        <div className="offline-banner" role="status">
          {lines}
        </div>
      )}
    </div>
  );
}
