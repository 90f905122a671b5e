import type { FeedType as ApiFeedType } from '../../generated/graphql';

export const feedPaths = {
  byType: '/feeds/:type',
} as const;

/** The /feeds/{type} pages, in tab order, with the kind of post each one lists. */
export const feedTypes = [
  { slug: 'news', type: 'NEWS' },
  { slug: 'notices', type: 'NOTICE' },
  { slug: 'jobs', type: 'JOB' },
  { slug: 'offers', type: 'OFFER' },
] as const satisfies readonly { slug: string; type: ApiFeedType }[];

export type FeedType = (typeof feedTypes)[number]['slug'];

/** The feed a URL segment names, or undefined for one we do not have. */
export function feedTypeOf(slug: string | undefined) {
  return feedTypes.find((feed) => feed.slug === slug);
}

export const feedLinks = {
  byType: (type: string) => `/feeds/${encodeURIComponent(type)}`,
};
