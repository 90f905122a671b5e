import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeOpening } from '../format/date';
import { uiLocale } from '../i18n';

/** "Closed · opens 3:30 pm today" (tomorrow, a weekday), in the reader's language; "Closed" when the shop names no opening. */
export function closedText(t: TFunction, opensAt: string | null, now = new Date(), locale = uiLocale()): string {
  const opening = opensAt ? describeOpening(opensAt, now, locale) : null;
  if (!opening) return t('catalog.opening.closed');
  if (opening.day === 'weekday') return t('catalog.opening.weekday', { weekday: opening.weekday, time: opening.time });
  return opening.day === 'today'
    ? t('catalog.opening.today', { time: opening.time })
    : t('catalog.opening.tomorrow', { time: opening.time });
}

export function ClosedNote({ opensAt, className }: { opensAt: string | null; className?: string }) {
  const { t } = useTranslation();
  return <p className={`closed-note ${className ?? ''}`}>{closedText(t, opensAt, new Date(), uiLocale())}</p>;
}
