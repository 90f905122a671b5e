/**
 * Visiting days and hours as people say them. Weekday and time words come from the browser's
 * Intl data for the page's language, so a Bengali page says সোম where an English one says Mon.
 */
import { dateTimeFormat } from './intl-cache';
import { formatClock } from './date';

/** 2024-01-07 was a Sunday, so day n of the week is the 7th + n. */
function weekdayName(day: number, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

/**
 * Weekday numbers (0 = Sunday … 6 = Saturday) as short names, with a run of three or more days
 * in a row said as a range: [1, 3, 5] → "Mon, Wed, Fri"; [1, 2, 3, 4, 5, 6] → "Mon – Sat".
 * All seven days are `everyDay`, which the caller translates.
 */
export function formatWeekdays(days: readonly number[], locale: string, everyDay: string): string {
  const sorted = [...new Set(days)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 7) return everyDay;
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs[runs.length - 1];
    if (run && day === run[run.length - 1] + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayName(run[0], locale)} – ${weekdayName(run[run.length - 1], locale)}`]
        : run.map((day) => weekdayName(day, locale)),
    )
    .join(', ');
}

/** 'HH:MM' (24-hour) as the clock people read: "18:00" → "6:00 pm" in en-IN. */
export function formatTimeOfDay(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const at = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])));
  // "1:00 pm" is one thing to read: a line may break around it, never inside it.
  return formatClock(at, locale, { timeZone: 'UTC' }).replace(/\s/g, '\u00a0');
}
