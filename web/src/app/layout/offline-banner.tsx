import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartPaths } from '../../features/cart/paths';
import { medicalLinks } from '../../features/medical/paths';
import { orderPaths } from '../../features/orders/paths';
import type { noticeRefusalText } from '../../shared/apollo/server-words';
import { outbox as defaultOutbox, useOutbox, type Outbox, type OutboxNotice } from '../../shared/offline/outbox';
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
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The words for refusals (shared/apollo/server-words.ts), fetched only once a notice is a refusal:
 * every page shows this banner, and few ever show a refusal. Null until they have come (or if
 * they cannot), when the banner says what it can without them.
 */
function useRefusalWords(needed: boolean): typeof noticeRefusalText | null {
  const [words, setWords] = useState<{ say: typeof noticeRefusalText } | null>(null);
  useEffect(() => {
    if (!needed || words) return;
    let current = true;
    import('../../shared/apollo/server-words').then(
      (module) => current && setWords({ say: module.noticeRefusalText }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, words]);
  return words?.say ?? null;
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
  const say = useRefusalWords(notices.some((notice) => !notice.code));
  // The sender names some refusals by a word of its own (it has no translations); the server's
  // are said in the customer's language once those words have come, and in its English meanwhile.
  const refusalWords = (notice: OutboxNotice) =>
    say
      ? say(notice, t)
      : notice.refused === 'changes'
        ? t('app.offline.changes')
        : notice.refused === 'slotFull'
          ? t('app.offline.slotFull')
          : notice.refused;
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
              <Link
                to={notice.kind === 'appointment' ? medicalLinks.appointmentBooked(notice.code) : orderPaths.thankYou}
              >
                {t('app.offline.see')}
              </Link>
            )}
          </>
        ) : (
          <>
            {t('app.offline.notSent', { reason: refusalWords(notice) })}{' '}
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
