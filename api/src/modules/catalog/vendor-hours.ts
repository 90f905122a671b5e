/** India has one time zone and no daylight saving: Asia/Kolkata is always UTC+05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface ShopHours {
  /** 'HH:MM' or 'HH:MM:SS', India time; null (with closesAt) when the shop keeps no hours and is open all day. */
  opensAt: string | null;
  closesAt: string | null;
  /** 0 = Sunday … 6 = Saturday. */
  closedDays: readonly number[];
  /**
   * The India date ('YYYY-MM-DD') the vendor said "closed today": the shop stays shut from then
   * until its first opening on a later day. Null when it is not.
   */
  closedOn?: string | null;
}

export interface ShopStatus {
  open: boolean;
  /** When the shop next opens (the start of its next span), null while open or when it never opens. */
  nextOpensAt: Date | null;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The India calendar date of an instant, 'YYYY-MM-DD'. */
export function indiaDateOf(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in India of the day `at` falls on, plus `days`, as an instant. */
function indiaMidnight(at: Date, days: number): number {
  const local = at.getTime() + INDIA_OFFSET_MS;
  return local - (local % DAY_MS) + days * DAY_MS - INDIA_OFFSET_MS;
}

interface Span {
  /** The India date the span belongs to (the day it opens). */
  date: string;
  start: number;
  end: number;
}

/** The shop's opening on the India day `days` after `at`'s, or null on a closed weekday. */
function spanOn(hours: ShopHours, at: Date, days: number): Span | null {
  const midnight = indiaMidnight(at, days);
  const date = new Date(midnight + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  const weekday = new Date(midnight + INDIA_OFFSET_MS).getUTCDay();
  if (hours.closedDays.includes(weekday)) return null;
  if (hours.opensAt === null || hours.closesAt === null) return { date, start: midnight, end: midnight + DAY_MS };
  const opens = minutesOf(hours.opensAt);
  let closes = minutesOf(hours.closesAt);
  // A shop that closes after midnight counts the late hours to the day it opened.
  if (closes <= opens) closes += 24 * 60;
  return { date, start: midnight + opens * 60_000, end: midnight + closes * 60_000 };
}

/**
 * Whether the shop is open at `at`, and if not when it next opens, by the clock and calendar of a
 * village in West Bengal, not the server's (which usually runs on UTC). "Closed today" shuts the
 * shop from the moment it is set until the first opening of a later day. Pure: the caller gives
 * the time.
 */
export function shopStatusAt(hours: ShopHours, at: Date): ShopStatus {
  const now = at.getTime();
  const today = indiaDateOf(at);
  const closedToday = hours.closedOn === today;
  const usable = (span: Span | null): span is Span => span !== null && !(closedToday && span.date <= today);
  // Yesterday's span may still be running (a late-night shop); a week and a day covers every pattern.
  for (let days = -1; days <= 8; days++) {
    const span = spanOn(hours, at, days);
    if (!usable(span) || span.end <= now) continue;
    if (span.start <= now) return { open: true, nextOpensAt: null };
    return { open: false, nextOpensAt: new Date(span.start) };
  }
  return { open: false, nextOpensAt: null };
}

/** Open at `at` (see shopStatusAt). */
export function isOpenAt(hours: ShopHours, at: Date): boolean {
  return shopStatusAt(hours, at).open;
}
