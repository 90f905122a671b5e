export const feedPaths = {
  byType: '/feeds/:type',
} as const;

export type FeedType = 'news' | 'notices' | 'jobs' | 'offers';

export const feedLinks = {
  byType: (type: FeedType | string) => `/feeds/${encodeURIComponent(type)}`,
};
