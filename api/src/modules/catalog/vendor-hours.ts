/** India has one time zone and no daylight saving: Asia/Kolkata is always UTC+05:30. */
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

export interface ShopHours {
  /** 'HH:MM' or 'HH:MM:SS', India time. */
  opensAt: string;
  closesAt: string;
  /** 0 = Sunday … 6 = Saturday. */
  closedDays: readonly number[];
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Whether the shop is open at `at`, by the clock and calendar of a village in West Bengal, not
 * the server's (which usually runs on UTC). A shop that closes after midnight counts the late
 * hours to the day it opened.
 */
export function isOpenAt(hours: ShopHours, at: Date): boolean {
  const local = new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const day = local.getUTCDay();
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  const opens = minutesOf(hours.opensAt);
  const closes = minutesOf(hours.closesAt);
  if (closes > opens) return !hours.closedDays.includes(day) && now >= opens && now < closes;
  if (now >= opens) return !hours.closedDays.includes(day);
  return now < closes && !hours.closedDays.includes((day + 6) % 7);
}
