import type { RequestContext } from '../../shared/context';
import { keysetPage, type Page, type PageArgs } from '../../shared/pagination';
import { BusDirection } from './bus-direction';
import { BusRouteEntity } from './bus-route.entity';
import { BusStopTimeEntity } from './bus-stop-time.entity';
import { BusTripEntity } from './bus-trip.entity';
import { CarEntity } from './car.entity';
import { TotoStandEntity } from './toto-stand.entity';
import type { BusRoute, BusTimetable, BusTrip } from './transport.types';

/** Stands in the admin's order; their drivers come through totoDriversByStand. */
export function listTotoStands(ctx: RequestContext, args: PageArgs): Promise<Page<TotoStandEntity>> {
  const query = ctx.db.getRepository(TotoStandEntity).createQueryBuilder('s');
  return keysetPage(query, args, { expression: 's.sortOrder', valueOf: (row) => row.sortOrder, numeric: true });
}

/** Cars that can be hired today, cheapest per kilometre first. */
export function listCars(ctx: RequestContext, args: PageArgs): Promise<Page<CarEntity>> {
  const query = ctx.db.getRepository(CarEntity).createQueryBuilder('c').where('c.available = true');
  return keysetPage(query, args, {
    expression: 'c.ratePaisePerKm',
    valueOf: (row) => row.ratePaisePerKm,
    numeric: true,
  });
}

/** A route as the API answers it, with both its ways. */
export function toBusRoute(row: BusRouteEntity): BusRoute {
  return {
    ...row,
    directions: [
      {
        slug: row.upSlug,
        direction: BusDirection.UP,
        fromPlace: row.fromPlace,
        fromPlaceBn: row.fromPlaceBn,
        toPlace: row.toPlace,
        toPlaceBn: row.toPlaceBn,
      },
      {
        slug: row.downSlug,
        direction: BusDirection.DOWN,
        fromPlace: row.toPlace,
        fromPlaceBn: row.toPlaceBn,
        toPlace: row.fromPlace,
        toPlaceBn: row.fromPlaceBn,
      },
    ],
  };
}

export async function listBusRoutes(ctx: RequestContext): Promise<BusRoute[]> {
  const rows = await ctx.db.getRepository(BusRouteEntity).find({ order: { sortOrder: 'ASC', name: 'ASC' } });
  return rows.map(toBusRoute);
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** PostgreSQL's time comes back as HH:MM:SS; people read HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The trips one way along a route (its up or down slug), by departure, each with its stops in
 * order: three queries however many trips. Null for a slug no route has, so the page can say so.
 */
export async function findBusTimetable(ctx: RequestContext, slug: string): Promise<BusTimetable | null> {
  if (slug.length > 100 || !SLUG.test(slug)) return null;
  const route = await ctx.db
    .getRepository(BusRouteEntity)
    .createQueryBuilder('r')
    .where('r.upSlug = :slug OR r.downSlug = :slug', { slug })
    .getOne();
  if (!route) return null;
  const direction = route.upSlug === slug ? BusDirection.UP : BusDirection.DOWN;

  const trips = await ctx.db.getRepository(BusTripEntity).find({
    where: { routeId: route.id, direction },
    order: { departsAt: 'ASC', id: 'ASC' },
  });
  const stops =
    trips.length === 0
      ? []
      : await ctx.db
          .getRepository(BusStopTimeEntity)
          .createQueryBuilder('st')
          .where('st.tripId IN (:...ids)', { ids: trips.map((trip) => trip.id) })
          .orderBy('st.tripId')
          .addOrderBy('st.stopOrder')
          .getMany();
  const stopsByTrip = new Map<string, BusStopTimeEntity[]>();
  for (const stop of stops) {
    const list = stopsByTrip.get(stop.tripId) ?? [];
    list.push(stop);
    stopsByTrip.set(stop.tripId, list);
  }

  const busRoute = toBusRoute(route);
  const way = busRoute.directions[direction === BusDirection.UP ? 0 : 1];
  return {
    slug,
    direction,
    fromPlace: way.fromPlace,
    fromPlaceBn: way.fromPlaceBn,
    toPlace: way.toPlace,
    toPlaceBn: way.toPlaceBn,
    route: busRoute,
    returnSlug: direction === BusDirection.UP ? route.downSlug : route.upSlug,
    trips: trips.map((trip): BusTrip => ({
      id: trip.id,
      departsAt: hhmm(trip.departsAt),
      operator: trip.operator,
      busName: trip.busName,
      busNameBn: trip.busNameBn,
      busNameHi: trip.busNameHi,
      days: [...trip.days].sort((a, b) => a - b),
      stops: (stopsByTrip.get(trip.id) ?? []).map((stop) => ({
        order: stop.stopOrder,
        name: stop.stopName,
        nameBn: stop.stopNameBn,
        nameHi: stop.stopNameHi,
        arrivesAt: hhmm(stop.arrivesAt),
      })),
    })),
  };
}
