import type { TFunction } from 'i18next';
import {
  AdminFeedPostsDocument,
  CreateFeedPostDocument,
  DeleteFeedPostDocument,
  UpdateFeedPostDocument,
  type AdminFeedPostFieldsFragment,
  type FeedType,
} from '../../../../generated/graphql';
import { formatDateTime } from '../../../../shared/format/date';
import type words from '../../../../shared/i18n/locales/en.admin-directory.json';
import { Badge } from '../../kit/record-card';
import type { RecordKindView } from '../record-kind';

type FieldWord = keyof (typeof words)['admin']['kinds']['feeds']['fields'];

const TYPES: readonly FeedType[] = ['NEWS', 'NOTICE', 'JOB', 'OFFER'];

/** The start of a long text, cut at a word, for a card. */
function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length
    ? flat
    : `${flat.slice(0, flat.lastIndexOf(' ', length) > 0 ? flat.lastIndexOf(' ', length) : length)}…`;
}

/** /admin/feeds: the posts of the Feeds pages (/feeds/{type}), newest first. */
export function feedPostsKind(t: TFunction): RecordKindView<AdminFeedPostFieldsFragment> {
  const field = (name: FieldWord) => t(`admin.kinds.feeds.fields.${name}`);
  const types = TYPES.map((type) => ({ value: type, label: t(`admin.kinds.feeds.types.${type}`) }));
  const isOut = (post: AdminFeedPostFieldsFragment) => new Date(post.publishedAt).getTime() <= Date.now();
  const hasEnded = (post: AdminFeedPostFieldsFragment) =>
    !!post.expiresAt && new Date(post.expiresAt).getTime() <= Date.now();
  return {
    auditType: 'FEED_POST',
    words: {
      title: t('admin.kinds.feeds.title'),
      intro: t('admin.kinds.feeds.intro'),
      newLabel: t('admin.kinds.feeds.new'),
      tile: t('admin.kinds.feeds.tile'),
      listLabel: t('admin.kinds.feeds.listLabel'),
      searchLabel: t('admin.kinds.feeds.search'),
      searchPlaceholder: t('admin.kinds.feeds.searchPlaceholder'),
      empty: t('admin.kinds.feeds.empty'),
    },
    list: { document: AdminFeedPostsDocument, field: 'adminFeedPosts' },
    filters: [
      {
        name: 'type',
        label: t('admin.kinds.feeds.typeFilter'),
        allLabel: t('admin.kinds.feeds.allTypes'),
        options: types,
      },
    ],
    create: CreateFeedPostDocument,
    update: UpdateFeedPostDocument,
    remove: DeleteFeedPostDocument,
    fields: [
      { name: 'type', type: 'select', label: field('type'), options: types, required: true, initial: 'NEWS' },
      { name: 'title', type: 'text', label: field('title'), required: true, maxLength: 200 },
      { name: 'titleBn', type: 'text', label: field('titleBn'), maxLength: 200 },
      { name: 'titleHi', type: 'text', label: field('titleHi'), maxLength: 200 },
      {
        name: 'body',
        type: 'textarea',
        label: field('body'),
        hint: field('bodyHint'),
        required: true,
        maxLength: 5000,
        rows: 8,
      },
      { name: 'bodyBn', type: 'textarea', label: field('bodyBn'), maxLength: 5000, rows: 8 },
      { name: 'bodyHi', type: 'textarea', label: field('bodyHi'), maxLength: 5000, rows: 8 },
      { name: 'publishedAt', type: 'datetime', label: field('publishedAt'), hint: field('publishedAtHint') },
      { name: 'expiresAt', type: 'datetime', label: field('expiresAt'), hint: field('expiresAtHint') },
    ],
    name: (post) => post.title,
    subtitle: (post) => post.titleBn,
    off: (post) => !isOut(post) || hasEnded(post),
    badges: (post) =>
      !isOut(post) ? (
        <Badge tone="warn">{t('admin.kinds.feeds.scheduled')}</Badge>
      ) : hasEnded(post) ? (
        <Badge tone="bad">{t('admin.kinds.feeds.ended')}</Badge>
      ) : null,
    facts: (post) => [
      { label: field('type'), value: types.find((type) => type.value === post.type)?.label ?? post.type },
      { label: field('publishedAt'), value: formatDateTime(post.publishedAt) },
      !!post.expiresAt && { label: field('expiresAt'), value: formatDateTime(post.expiresAt) },
      { label: field('body'), value: excerpt(post.body) },
    ],
    deleteNote: t('admin.kinds.feeds.deleteNote'),
    publicFields: ['feedPosts'],
  };
}
