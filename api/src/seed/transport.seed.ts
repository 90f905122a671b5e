import type { EntityManager } from 'typeorm';
import { BusDirection } from '../modules/transport/bus-direction';
import { BusRouteEntity } from '../modules/transport/bus-route.entity';
import { BusStopTimeEntity } from '../modules/transport/bus-stop-time.entity';
import { BusTripEntity } from '../modules/transport/bus-trip.entity';
import { CarEntity } from '../modules/transport/car.entity';
import { TotoDriverEntity } from '../modules/transport/toto-driver.entity';
import { TotoStandEntity } from '../modules/transport/toto-stand.entity';
import { placesInBengali } from './data/places';
import { BUS_NAMES, busRoutes, cars, totoStands, type BusRouteSeed, type BusStopSeed } from './data/transport';
import { optionalFormsOf } from './data/in-languages';
import { EVERY_DAY } from './data/weekdays';
import { insertMissing, type NewRow, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

export async function seedTransport(tx: EntityManager): Promise<SeedTally> {
  const standId = (key: string) => stableId('toto_stand', key);

  const totoStand = await insertMissing(
    tx,
    TotoStandEntity,
    totoStands.map((s, index) => ({
      id: standId(s.key),
      name: s.name,
      nameBn: s.nameBn,
      nameHi: s.nameHi,
      village: s.village,
      landmark: s.landmark,
      landmarkBn: s.landmarkBn,
      landmarkHi: s.landmarkHi,
      sortOrder: index,
    })),
  );

  const totoDriver = await insertMissing(
    tx,
    TotoDriverEntity,
    totoStands.flatMap((s) =>
      s.drivers.map((d) => ({
        id: stableId('toto_driver', d.vehicleNumber),
        standId: standId(s.key),
        name: d.name,
        nameBn: d.nameBn,
        nameHi: d.nameHi,
        phone: d.phone,
        vehicleNumber: d.vehicleNumber,
        available: d.available,
      })),
    ),
  );

  const car = await insertMissing(
    tx,
    CarEntity,
    cars.map((c) => ({ id: stableId('car', c.vehicleNumber), ...c })),
  );

  const busRoute = await insertMissing(
    tx,
    BusRouteEntity,
    busRoutes.map((r, index) => ({
      id: stableId('bus_route', r.slug),
      slug: r.slug,
      name: r.name,
      nameBn: r.nameBn,
      nameHi: r.nameHi,
      fromPlace: r.fromPlace,
      fromPlaceBn: placesInBengali(r.fromPlace),
      toPlace: r.toPlace,
      toPlaceBn: placesInBengali(r.toPlace),
      via: r.via,
      viaBn: placesInBengali(r.via),
      upSlug: r.upSlug,
      downSlug: r.downSlug,
      sortOrder: index,
    })),
  );

  const trips: NewRow<BusTripEntity>[] = [];
  const stopTimes: NewRow<BusStopTimeEntity>[] = [];
  for (const route of busRoutes) {
    for (const trip of route.trips) {
      const tripKey = `${route.slug}:${trip.direction}:${trip.departs}`;
      const tripId = stableId('bus_trip', tripKey);
      const busName = optionalFormsOf(BUS_NAMES, trip.busName, 'BUS_NAMES in seed/data/transport.ts');
      trips.push({
        id: tripId,
        routeId: stableId('bus_route', route.slug),
        direction: trip.direction,
        departsAt: trip.departs,
        operator: trip.operator,
        busName: trip.busName ?? null,
        busNameBn: busName.bn,
        busNameHi: busName.hi,
        days: trip.days ?? EVERY_DAY,
      });
      stopsInDirection(route, trip.direction).forEach((stop, index) => {
        stopTimes.push({
          id: stableId('bus_stop_time', `${tripKey}:${index + 1}`),
          tripId,
          stopOrder: index + 1,
          stopName: stop.name,
          stopNameBn: stop.nameBn,
          stopNameHi: stop.nameHi,
          arrivesAt: addMinutes(trip.departs, stop.minutes),
        });
      });
    }
  }
  const busTrip = await insertMissing(tx, BusTripEntity, trips);
  const busStopTime = await insertMissing(tx, BusStopTimeEntity, stopTimes);

  return {
    toto_stand: totoStand,
    toto_driver: totoDriver,
    car,
    bus_route: busRoute,
    bus_trip: busTrip,
    bus_stop_time: busStopTime,
  };
}

/** The route's stops in the order a trip calls at them, with minutes counted from its own start. */
function stopsInDirection(route: BusRouteSeed, direction: BusDirection): BusStopSeed[] {
  if (direction === BusDirection.UP) return route.stops;
  const total = route.stops[route.stops.length - 1].minutes;
  return [...route.stops].reverse().map((stop) => ({ ...stop, minutes: total - stop.minutes }));
}

/** 'HH:MM' plus minutes, within the same day. */
function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  if (total >= 24 * 60) throw new Error(`Seed bus time ${time} + ${minutes} min runs past midnight`);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
