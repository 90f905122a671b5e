import { badUserInput } from '../../shared/errors';

/** One stop of a trip as the admin's form holds it: "06:42 Chouhatta More / চৌহাট্টা মোড় / चौहट्टा मोड़". */
export interface StopLine {
  arrivesAt: string;
  name: string;
  nameBn: string | null;
  nameHi: string | null;
}

export const MAX_STOPS = 40;
/** The words for a trip of too many stops: said by parseStopLines and by the input's own check. */
export const STOPS_TOO_MANY = {
  message: `List at most ${MAX_STOPS} stops.`,
  why: { reason: 'stopsTooMany', params: { max: MAX_STOPS } },
};

const LINE = /^(\d{1,2})[:.](\d{2})\s+(.+)$/;

/** 'HH:MM' from a time typed or stored ('6:05', '06:05:00'); null when it is not a time of day. */
export function clockTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(text.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

/**
 * A stop as one line of the form: its Bengali name after a slash, its Hindi after another (with
 * the Bengali left empty between them when only the Hindi is written).
 */
export function stopLine(stop: StopLine): string {
  const others = stop.nameHi ? [stop.nameBn ?? '', stop.nameHi] : stop.nameBn ? [stop.nameBn] : [];
  return [`${clockTime(stop.arrivesAt) ?? stop.arrivesAt} ${stop.name}`, ...others].join(' / ');
}

/**
 * A trip's stops from the form's lines, checked: each a time then a name, the first at the
 * departure time (stop 1 is where the bus starts, as the bus page shows it), none earlier than
 * the one before. Errors name the line, on the `stops` field.
 */
export function parseStopLines(lines: readonly string[], departsAt: string, field = 'stops'): StopLine[] {
  const given = lines.map((line) => line.trim()).filter(Boolean);
  if (given.length > MAX_STOPS) throw badUserInput(STOPS_TOO_MANY.message, field, STOPS_TOO_MANY.why);
  const stops: StopLine[] = [];
  given.forEach((line, index) => {
    const match = LINE.exec(line);
    const arrivesAt = match && clockTime(`${match[1]}:${match[2]}`);
    if (!match || !arrivesAt)
      throw badUserInput(
        `Line ${index + 1}: start with the time, then the stop, such as "06:42 Chouhatta More".`,
        field,
        { reason: 'stopLineFormat', params: { line: index + 1 } },
      );
    const [name, bn, ...hi] = match[3].split('/').map((part) => part.trim());
    const nameBn = bn || null;
    const nameHi = hi.join(' / ') || null;
    if (!name || name.length > 80 || (nameBn?.length ?? 0) > 80 || (nameHi?.length ?? 0) > 80)
      throw badUserInput(`Line ${index + 1}: give the stop a name of up to 80 characters.`, field, {
        reason: 'stopNameLength',
        params: { line: index + 1 },
      });
    const previous = stops[stops.length - 1];
    if (!previous && arrivesAt !== departsAt)
      throw badUserInput(`Line 1 is where the bus starts: give it the departure time, ${departsAt}.`, field, {
        reason: 'stopFirstTime',
        params: { time: departsAt },
      });
    if (previous && arrivesAt < previous.arrivesAt)
      throw badUserInput(
        `Line ${index + 1}: the bus cannot reach ${name} before the stop above (${previous.arrivesAt}).`,
        field,
        { reason: 'stopTimeOrder', params: { line: index + 1, name, time: previous.arrivesAt } },
      );
    stops.push({ arrivesAt, name, nameBn, nameHi });
  });
  return stops;
}
