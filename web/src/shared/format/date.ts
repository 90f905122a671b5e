import { uiLocale } from '../i18n';
import { dateTimeFormat } from './intl-cache';
/**
 * A moment as people here read it: "3 Feb 2026, 4:05 pm", "৩ ফেব, ২০২৬, বিকাল ৪:০৫". Always in
 * India's time, whatever the phone's clock zone says, because the shops and the riders work in it.
 */
export function formatDateTime(iso: string, locale = uiLocale()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatClock(date, locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

/**
 * A time of day (with whatever else `options` ask for) as the language says it: "4:05 pm" in
 * English; in Bengali and Hindi the part of the day comes first, in words, "বিকাল ৪:০৫",
 * "शाम 4:05", never "৪:০৫ PM".
 */
export function formatClock(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const saysPartOfDay = !locale.startsWith('en');
  const format = dateTimeFormat(locale, {
    ...options,
    hour: 'numeric',
    minute: '2-digit',
    ...(saysPartOfDay && { dayPeriod: 'short' }),
  });
  if (!saysPartOfDay) return format.format(date);
  const parts = format.formatToParts(date);
  const period = parts.findIndex((part) => part.type === 'dayPeriod');
  const hour = parts.findIndex((part) => part.type === 'hour');
  if (period < 0 || period < hour) return parts.map((part) => part.value).join('');
  // ICU writes Bengali's part of the day after the time ("৪:০৫ বিকাল"): it is said before it.
  const kept = parts.filter((_, i) => i !== period && !(i === period - 1 && parts[i].type === 'literal'));
  kept.splice(hour, 0, parts[period], { type: 'literal', value: ' ' });
  return kept.map((part) => part.value).join('');
}

/*
 * Calendar days as the village counts them, travelling as 'YYYY-MM-DD' (the API's form for a
 * booking's day). India has one zone and no daylight saving, so a fixed offset is exact.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Today in India, as YYYY-MM-DD, whatever zone the phone is set to. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `from` and the `count - 1` days after it. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/** A day as people say it: "Wed, 25 Nov", or with `year`, "Wed, 25 Nov, 2026". Gives back what it cannot read. */
export function formatDay(
  day: string,
  { locale = uiLocale(), year = false }: { locale?: string; year?: boolean } = {},
): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at)) return day;
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(year && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(at));
}

/** When a closed shop opens, as the reader says it: today, tomorrow or a weekday, and the time ("3:30 pm", "বিকাল ৩:৩০"). */
export type Opening = { day: 'today' | 'tomorrow'; time: string } | { day: 'weekday'; weekday: string; time: string };

export function describeOpening(opensAtIso: string, now: Date = new Date(), locale = uiLocale()): Opening | null {
  const at = new Date(opensAtIso);
  if (Number.isNaN(at.getTime())) return null;
  const time = formatClock(at, locale, { timeZone: 'Asia/Kolkata' });
  const today = indiaToday(now);
  const day = indiaToday(at);
  if (day === today) return { day: 'today', time };
  if (day === addDays(today, 1)) return { day: 'tomorrow', time };
  return {
    day: 'weekday',
    weekday: dateTimeFormat(locale, { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(at),
    time,
  };
}
