/**
 * Calendar days as a village in West Bengal counts them, whatever the server's time zone. India
 * has one zone and no daylight saving, so a fixed offset is exact. Days travel as 'YYYY-MM-DD'.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function indiaToday(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day itself when `text` is a real calendar day written YYYY-MM-DD; null otherwise. */
export function parseDay(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? text : null;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay and the doctors' visiting days count. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
