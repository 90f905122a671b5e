import type { EntityManager } from 'typeorm';
import { FeedPostEntity } from '../modules/feed/feed-post.entity';
import { feedPosts } from './data/feeds';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates count back from `now`, so a fresh demo always has current posts; later runs leave them as they were. */
export async function seedFeed(tx: EntityManager, now: Date): Promise<SeedTally> {
  const feedPost = await insertMissing(
    tx,
    FeedPostEntity,
    feedPosts.map((f) => {
      const publishedAt = new Date(now.getTime() - f.publishedDaysAgo * DAY_MS);
      return {
        id: stableId('feed_post', `${f.type}:${f.title}`),
        type: f.type,
        title: f.title,
        titleBn: f.titleBn,
        titleHi: f.titleHi,
        body: f.body,
        bodyBn: f.bodyBn,
        bodyHi: f.bodyHi,
        publishedAt,
        expiresAt:
          f.expiresAfterDays === undefined ? null : new Date(publishedAt.getTime() + f.expiresAfterDays * DAY_MS),
        image: f.image ?? null,
      };
    }),
  );
  return { feed_post: feedPost };
}
