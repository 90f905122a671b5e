import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format/digits';
import { localeOf } from '../../../shared/i18n';
import { namesInOrder } from '../../../shared/i18n/names-in-order';
import '../../../shared/i18n/sections';

export interface TripData {
  departsAt: string;
  operator: string;
  busName?: string | null;
  busNameBn?: string | null;
  busNameHi?: string | null;
  days: number[];
  stops: Array<{ order: number; name: string; nameBn?: string | null; nameHi?: string | null; arrivesAt: string }>;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Who runs the buses, a short list every trip shares: said in the reader's language from the catalog. */
const OPERATORS = ['Private', 'SBSTC', 'WBTC', 'NBSTC'] as const;

/** One departure: when it leaves, whose bus, which days, and when it reaches each stop. */
export function TripCard({ trip }: { trip: TripData }) {
  const { t, i18n } = useTranslation();
  // A timetable's 24-hour times, in the page's digits.
  const time = (hhmm: string) => localDigits(hhmm, localeOf(i18n.language));
  const nameOf = (name: string, nameBn?: string | null, nameHi?: string | null) =>
    namesInOrder(i18n.language, name, nameBn, nameHi)[0];
  const known = OPERATORS.find((operator) => operator.toLowerCase() === trip.operator.trim().toLowerCase());
  const operator = known ? t(`transport.timetable.operators.${known}`) : trip.operator;
  const busName = trip.busName && nameOf(trip.busName, trip.busNameBn, trip.busNameHi).text;
  const everyDay = EVERY_DAY.every((day) => trip.days.includes(day));
  const notSunday = !trip.days.includes(0) && [1, 2, 3, 4, 5, 6].every((day) => trip.days.includes(day));
  const days = everyDay
    ? t('transport.timetable.everyDay')
    : notSunday
      ? t('transport.timetable.notSunday')
      : t('transport.timetable.runsOn', {
          days: trip.days.map((day) => t(`transport.timetable.days.${day as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)).join(', '),
        });
  return (
    <article className="trip">
      <div className="trip__head">
        <p className="trip__time">
          <time dateTime={trip.departsAt}>{time(trip.departsAt)}</time>
        </p>
        <div className="trip__who">
          <p className="trip__bus">{busName ? `${busName} · ${operator}` : operator}</p>
          <p className={everyDay ? 'trip__days' : 'trip__days trip__days--some'}>{days}</p>
        </div>
      </div>
      <ol className="trip__stops" aria-label={t('transport.timetable.stopsLabel', { time: time(trip.departsAt) })}>
        {trip.stops.map((stop) => {
          const name = nameOf(stop.name, stop.nameBn, stop.nameHi);
          return (
            <li key={stop.order} className="trip__stop">
              <time className="trip__stop-time" dateTime={stop.arrivesAt}>
                {time(stop.arrivesAt)}
              </time>
              <span className="trip__stop-name" lang={name.lang}>
                {name.text}
              </span>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
