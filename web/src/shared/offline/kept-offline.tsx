import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { outbox as defaultOutbox, useOutbox, type Outbox, type OutboxEntry, type OutboxNotice } from './outbox';

/**
 * For a form whose request can wait in the outbox: whether one of `kind` waits (the form then
 * shows KeptOfflinePanel instead of itself), and `onAnswer` once the server has answered it while
 * the form is open (the notice is then the form's to show, not the app banner's). With `tag`,
 * only what this form of the kind kept (OutboxEntry.tag): another's waits and answers are not its own.
 */
export function useKeptOffline(
  kind: string,
  onAnswer: (notice: OutboxNotice) => void,
  options: { outbox?: Outbox; matches?: (entry: Pick<OutboxEntry, 'variables'>) => boolean; tag?: string } = {},
): boolean {
  const outbox = options.outbox ?? defaultOutbox;
  const { waiting, notices } = useOutbox(outbox);
  const { tag } = options;
  const answered = notices.find((notice) => notice.kind === kind && (tag === undefined || notice.tag === tag));
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    if (!answered) return;
    outbox.dismiss(answered.key);
    latest.current(answered);
  }, [answered, outbox]);
  return waiting.some(
    (entry) => entry.kind === kind && (tag === undefined || entry.tag === tag) && (options.matches?.(entry) ?? true),
  );
}

/** What a form shows while its request waits for the network. */
export function KeptOfflinePanel() {
  const { t } = useTranslation();
  return (
    <div className="kept-offline" role="status">
      <h2 className="kept-offline__title">{t('app.offline.keptTitle')}</h2>
      <p>{t('app.offline.keptText')}</p>
    </div>
  );
}
