import type { RequestContext } from '../../shared/context';
import { keysetPage, rankedKeysetPage, searchPattern, type Page } from '../../shared/pagination';
import { closenessKey, likePattern, searchCondition, searchQueryOf } from '../../shared/search/search-text';
import { ServiceProviderEntity } from './service-provider.entity';
import type { ServiceType } from './service-provider.types';
import { isStorableText, NOTHING_MATCHES } from '../../shared/storable-text';

/** Trades someone active offers, by slug. */
export async function listServiceTypes(ctx: RequestContext): Promise<ServiceType[]> {
  const rows = await ctx.db.query<{ slug: string; count: string }[]>(
    `SELECT type AS slug, count(*) AS count FROM service_provider WHERE active GROUP BY type ORDER BY type`,
  );
  return rows.map((row) => ({ slug: row.slug, providerCount: Number(row.count) }));
}

/** One trade, or null when nobody offers it, so the page can say it does not exist. */
export async function findServiceType(ctx: RequestContext, slug: string): Promise<ServiceType | null> {
  if (slug.length > 100 || !isStorableText(slug)) return null;
  const [row] = await ctx.db.query<{ count: string }[]>(
    `SELECT count(*) AS count FROM service_provider WHERE active AND type = $1`,
    [slug],
  );
  const providerCount = Number(row?.count ?? 0);
  return providerCount > 0 ? { slug, providerCount } : null;
}

export async function findServiceProviders(
  ctx: RequestContext,
  args: { type?: string | null; search?: string | null; first: number; after?: string | null },
): Promise<Page<ServiceProviderEntity>> {
  const query = ctx.db.getRepository(ServiceProviderEntity).createQueryBuilder('p').where('p.active = true');
  // A trade no column can hold (NUL) matches nothing; the database would refuse it.
  if (args.type && !isStorableText(args.type)) return { ...NOTHING_MATCHES, nodes: [] };
  if (args.type) query.andWhere('p.type = :type', { type: args.type });
  const pattern = searchPattern(args.search);
  const typed = searchQueryOf(args.search);
  if (pattern && typed) {
    // A name as people spell it, closest first; a village, description or trade as typed.
    query.andWhere(
      `(${searchCondition(':typed', ':typedLike', 'p.search_text')} OR p.village ILIKE :pattern
        OR p.description ILIKE :pattern OR p.type ILIKE :pattern)`,
      { pattern, typed, typedLike: likePattern(typed) },
    );
    return rankedKeysetPage(query, args, closenessKey(':typed', 'p.search_text', 'p.name'));
  }
  return keysetPage(query, args, { expression: 'p.name', valueOf: (row) => row.name });
}
