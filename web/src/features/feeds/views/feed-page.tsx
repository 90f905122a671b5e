import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { FeedPostsDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { NotFoundPage } from '../../../shared/ui/not-found';
import { PageHeader } from '../../../shared/ui/page-header';
import { Picture } from '../../../shared/ui/picture';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { feedLinks, feedTypeOf, feedTypes } from '../paths';
import './feeds.css';
import '../../../shared/i18n/sections';
import { uiLocale } from '../../../shared/i18n';
import { dateTimeFormat } from '../../../shared/format/intl-cache';
import { useInLanguage } from '../../../shared/i18n/record-text';

/** "20 November 2026", in the language on screen. */
const postedOn = (iso: string) =>
  dateTimeFormat(uiLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/** A post's title in the reader's language: a sentence, so in the English where theirs is missing. */
function PostTitle({ title, titleBn, titleHi }: { title: string; titleBn?: string | null; titleHi?: string | null }) {
  const text = useInLanguage().pickWithLang({ en: title, bn: titleBn, hi: titleHi });
  return (
    <h2 className="feed-post__title" lang={text.lang}>
      {text.text}
    </h2>
  );
}

/** A post's words in the reader's language, a paragraph at each blank line. */
function PostBody({ body, bodyBn, bodyHi }: { body: string; bodyBn?: string | null; bodyHi?: string | null }) {
  const text = useInLanguage().pickWithLang({ en: body, bn: bodyBn, hi: bodyHi });
  return (
    <div lang={text.lang}>
      {text.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, i) => (
          <p key={i} className="feed-post__body">
            {paragraph.trim()}
          </p>
        ))}
    </div>
  );
}

export function FeedPage() {
  const { t } = useTranslation();
  const slug = useParams().type;
  const feed = feedTypeOf(slug);
  if (!feed) {
    return (
      <NotFoundPage
        title={t('feeds.title')}
        message={t('feeds.notFound', { type: slug ?? '' })}
        back={{ to: feedLinks.byType('news'), label: t('feeds.back') }}
      />
    );
  }
  return (
    <>
      <PageHeader title={t(`feeds.types.${feed.slug}.title`)} subtitle={t(`feeds.types.${feed.slug}.intro`)} />
      <nav className="feed-tabs" aria-label={t('feeds.tabsLabel')}>
        {feedTypes.map((other) => (
          <NavLink key={other.slug} className="feed-tab" to={feedLinks.byType(other.slug)}>
            {t(`feeds.types.${other.slug}.title`)}
          </NavLink>
        ))}
      </nav>
      <FeedPosts key={feed.type} type={feed.type} />
    </>
  );
}

function FeedPosts({ type }: { type: (typeof feedTypes)[number]['type'] }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch, fetchMore } = useQuery(FeedPostsDocument, { variables: { type, first: 10 } });
  const posts = data?.feedPosts;
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          feedPosts: appendPage(previous.feedPosts, fetchMoreResult.feedPosts),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  if (loading && !posts) {
    return (
      <div className="feed-status">
        <Spinner />
      </div>
    );
  }
  if (error && !posts) return <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  if (!posts || posts.nodes.length === 0) return <EmptyPanel>{t('feeds.empty')}</EmptyPanel>;
  return (
    <>
      <ul className="feed-posts">
        {posts.nodes.map((post) => (
          <li key={post.id}>
            <article className="feed-post">
              {post.image && (
                <Picture
                  image={post.image}
                  alt=""
                  className="feed-post__image"
                  sizes="(min-width: 760px) 640px, 100vw"
                />
              )}
              <div className="feed-post__text">
                <PostTitle title={post.title} titleBn={post.titleBn} titleHi={post.titleHi} />
                <p className="feed-post__date">
                  <time dateTime={post.publishedAt}>{t('feeds.posted', { date: postedOn(post.publishedAt) })}</time>
                </p>
                <PostBody body={post.body} bodyBn={post.bodyBn} bodyHi={post.bodyHi} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {posts.pageInfo.hasNextPage && posts.pageInfo.endCursor && (
        <LoadMoreButton loading={loadingMore} onClick={() => loadMore(posts.pageInfo.endCursor!)} />
      )}
    </>
  );
}
