import { In } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { requestLoader } from '../../shared/request-loader';
import { TotoDriverEntity } from './toto-driver.entity';

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
