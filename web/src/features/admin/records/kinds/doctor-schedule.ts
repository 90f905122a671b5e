/**
 * A doctor's bookable slots as the booking code makes them (api/src/modules/appointments/
 * slot-times.ts): an hour each from the start, the last starting at least an hour before the
 * end, and one slot for a sitting shorter than an hour. The admin sees on the card what
 * patients will be offered, so hours such as 17:00–19:30 are not a surprise.
 */
export const SLOT_MINUTES = 60;

const minutesOf = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slots' start times, 'HH:MM'; none when the hours do not end after they start. */
export function slotStarts(from: string, to: string): string[] {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null || end <= start) return [];
  const starts: string[] = [];
  for (let at = start; at + SLOT_MINUTES <= end; at += SLOT_MINUTES) starts.push(timeOf(at));
  return starts.length ? starts : [timeOf(start)];
}
