/** A slot is one hour of the doctor's sitting; the last starts at least an hour before they leave. */
export const SLOT_MINUTES = 60;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slots of a sitting from `from` to `to` ('HH:MM' or 'HH:MM:SS'), as 'HH:MM' start times. */
export function slotStarts(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let at = minutesOf(from); at + SLOT_MINUTES <= minutesOf(to); at += SLOT_MINUTES) starts.push(timeOf(at));
  // A sitting shorter than an hour is still one slot.
  if (starts.length === 0 && minutesOf(to) > minutesOf(from)) starts.push(timeOf(minutesOf(from)));
  return starts;
}

export function slotEnd(start: string, to: string): string {
  return timeOf(Math.min(minutesOf(start) + SLOT_MINUTES, minutesOf(to)));
}

/** The time of day in the village, 'HH:MM'. */
export function indiaTimeOfDay(now: Date): string {
  return new Date(now.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(11, 16);
}
