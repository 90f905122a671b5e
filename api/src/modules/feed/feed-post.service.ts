import type { RequestContext } from '../../shared/context';
import { keysetPage, type Page } from '../../shared/pagination';
import { imageOf } from '../media/image.types';
import { FeedPostEntity } from './feed-post.entity';
import type { FeedPostsArgs } from './feed-post.inputs';
import type { FeedPost } from './feed-post.types';

/**
 * Posts of one type that are out and not yet expired, newest first. The keyset helper pages
 * upwards, so the sort value is the publishing time in negative milliseconds (whole ones, so a
 * cursor read back from a JavaScript Date matches the row exactly).
 */
export async function listFeedPosts(ctx: RequestContext, args: FeedPostsArgs): Promise<Page<FeedPost>> {
  const now = ctx.services.clock();
  const query = ctx.db
    .getRepository(FeedPostEntity)
    .createQueryBuilder('f')
    .where('f.type = :type', { type: args.type })
    .andWhere('f.publishedAt <= :now', { now })
    .andWhere('(f.expiresAt IS NULL OR f.expiresAt > :now)', { now });
  const page = await keysetPage(query, args, {
    expression: '(-floor(extract(epoch from f.publishedAt) * 1000))::bigint',
    valueOf: (row) => -row.publishedAt.getTime(),
    numeric: true,
  });
  return { ...page, nodes: page.nodes.map((row) => ({ ...row, image: imageOf(row.image) })) };
}
