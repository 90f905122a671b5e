/**
 * A moment as people here read it: "3 Feb 2026, 4:05 pm". Always in India's time, whatever the
 * phone's clock zone says, because the shops and the riders work in it.
 */
export function formatDateTime(iso: string, locale = 'en-IN'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
