import { In } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { requestLoader } from '../../shared/request-loader';
import { VendorEntity } from './vendor.entity';

/** Vendors by id, one query per request however many rows ask. */
export function vendorById(ctx: RequestContext) {
  return requestLoader<string, VendorEntity | null>(ctx, 'vendorById', async (ids) => {
    const rows = await ctx.db.manager.find(VendorEntity, { where: { id: In([...ids]) } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
