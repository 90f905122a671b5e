import { In } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { requestLoader } from '../../shared/request-loader';
import { BusRouteEntity } from './bus-route.entity';
import { BusStopTimeEntity } from './bus-stop-time.entity';
import { TotoDriverEntity } from './toto-driver.entity';
import { TotoStandEntity } from './toto-stand.entity';

/** Each stand's drivers, those on the road first, then by name: one query for every stand on the page. */
export function totoDriversByStand(ctx: RequestContext) {
  return requestLoader<string, TotoDriverEntity[]>(ctx, 'totoDriversByStand', async (standIds) => {
    const rows = await ctx.db.getRepository(TotoDriverEntity).find({
      where: { standId: In([...standIds]) },
      order: { available: 'DESC', name: 'ASC', id: 'ASC' },
    });
    const byStand = new Map<string, TotoDriverEntity[]>();
    for (const row of rows) {
      const list = byStand.get(row.standId) ?? [];
      list.push(row);
      byStand.set(row.standId, list);
    }
    return standIds.map((id) => byStand.get(id) ?? []);
  });
}

/** Stands by id, for the drivers on an admin's page: one query for them all. */
export function totoStandsById(ctx: RequestContext) {
  return requestLoader<string, TotoStandEntity | null>(ctx, 'totoStandsById', async (ids) => {
    const rows = await ctx.db.getRepository(TotoStandEntity).findBy({ id: In([...ids]) });
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  });
}

/** Routes by id, for the trips on an admin's page: one query for them all. */
export function busRoutesById(ctx: RequestContext) {
  return requestLoader<string, BusRouteEntity | null>(ctx, 'busRoutesById', async (ids) => {
    const rows = await ctx.db.getRepository(BusRouteEntity).findBy({ id: In([...ids]) });
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  });
}

/** Each trip's stops in order, for the trips on an admin's page: one query for them all. */
export function busStopsByTrip(ctx: RequestContext) {
  return requestLoader<string, BusStopTimeEntity[]>(ctx, 'busStopsByTrip', async (tripIds) => {
    const rows = await ctx.db
      .getRepository(BusStopTimeEntity)
      .find({ where: { tripId: In([...tripIds]) }, order: { tripId: 'ASC', stopOrder: 'ASC' } });
    return tripIds.map((id) => rows.filter((row) => row.tripId === id));
  });
}
