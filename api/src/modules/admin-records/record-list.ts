import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import type { RecordEntity } from '../../shared/db/record.entity';
import { keysetPage, searchPattern, type Page } from '../../shared/pagination';
import type { AdminRecordArgs } from './record-args';
import type { RecordKind } from './record-kind';
import { NOTHING_MATCHES, unstorableTextAt } from '../../shared/storable-text';

/** One page of a kind's records for admins, in the kind's order, matching the search and filters. */
export async function listRecords<E extends RecordEntity, N, A extends AdminRecordArgs>(
  ctx: RequestContext,
  kind: RecordKind<E, never, N, A>,
  args: A,
): Promise<Page<N>> {
  // A filter (a way, a village, a trade, a subject) on text no column can hold matches nothing.
  if (unstorableTextAt({ ...args, search: null }) !== null) return { ...NOTHING_MATCHES, nodes: [] };
  const query = ctx.db.getRepository(kind.entity).createQueryBuilder(kind.alias) as SelectQueryBuilder<
    E & ObjectLiteral
  >;
  const pattern = searchPattern(args.search);
  if (pattern)
    query.andWhere(`(${kind.list.search.map((column) => `${column} ILIKE :pattern`).join(' OR ')})`, { pattern });
  kind.list.filter?.(query, args);
  const page = await keysetPage(query, args, kind.list.sort as never);
  return { nodes: page.nodes.map((row) => kind.toNode(row)), pageInfo: page.pageInfo };
}
