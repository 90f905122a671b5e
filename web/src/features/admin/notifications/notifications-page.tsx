import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  OutboxCountsDocument,
  OutboxMessagesDocument,
  RetryFailedOutboxMessagesDocument,
  type OutboxCountsQuery,
} from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import '../../../shared/i18n/admin';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { FlashLine, useFlash } from '../../../shared/workspace/flash';
import '../../../shared/workspace/workspace.css';
import { adminPaths } from '../paths';
import { OutboxMessageCard, type OutboxMessage } from './outbox-message-card';
import { outboxFilterOf, outboxFilters, statusOfFilter, type OutboxFilter } from './outbox-filter';
import { outboxProblem, type OutboxProblem } from './outbox-problems';
import { useEvery } from './use-every';
import './notifications.css';

/** Messages a page: a screenful on a phone. */
const PAGE = 20;
/** The API's most in one request: a list grown by "Show more" is fetched again up to this many. */
const MOST = 100;
/** How often the open page looks for changes: the worker sends within a second or two. */
export const POLL_MS = 5_000;

/** The counts as one comparable value, or null before they are known. */
function countsKey(data: OutboxCountsQuery | undefined): string | null {
  return data ? `${data.outboxCounts.failed}/${data.outboxCounts.pending}` : null;
}

export interface NotificationsPageProps {
  /** How often to look for changes; 0 never (tests). */
  pollMs?: number;
}

/**
 * /admin/notifications: the chat posts and mails Haat sends (new orders and their changes,
 * appointments, help requests, password-reset mails), newest first, by state: failed (what needs
 * an admin), waiting, sent, or all. A failed one can be sent again, or every failed one at once,
 * once the shop's group or the bot is mended. The page follows the outbox by itself while open.
 */
export function NotificationsPage({ pollMs = POLL_MS }: NotificationsPageProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const filter = outboxFilterOf(params.get('status'));
  const status = statusOfFilter(filter);
  const [flashText, flash] = useFlash();
  const [allProblem, setAllProblem] = useState<OutboxProblem | null>(null);

  const counts = useQuery(OutboxCountsDocument, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(OutboxMessagesDocument, {
    variables: { status, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [retryAll, { loading: retryingAll }] = useMutation(RetryFailedOutboxMessagesDocument);

  const page = list.data?.outboxMessages;
  const shown = useRef(page);
  shown.current = page;

  const { fetchMore } = list;
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (before, { fetchMoreResult }) => ({
          ...before,
          outboxMessages: appendPage(before.outboxMessages, fetchMoreResult.outboxMessages),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  /** This filter's list fetched again, as long as it is now (up to MOST): "Show more" is not undone. */
  const refreshList = useCallback(async () => {
    const first = Math.min(MOST, Math.max(PAGE, shown.current?.nodes.length ?? 0));
    try {
      const { data } = await client.query({
        query: OutboxMessagesDocument,
        variables: { status, first },
        fetchPolicy: 'network-only',
      });
      if (data) client.writeQuery({ query: OutboxMessagesDocument, variables: { status, first: PAGE }, data });
    } catch {
      // Kept as it was; the next look tries again.
    }
  }, [client, status]);

  const shownCounts = useRef<string | null>(null);
  shownCounts.current = countsKey(counts.data);
  const { refetch: refetchCounts } = counts;
  const looking = useRef(0);
  /**
   * One look for changes. The failed list changes only when the counts do (a new failure, one
   * sent again); the other lists fill by themselves, and a waiting message is followed until it
   * is sent or fails. `listToo` fetches the list regardless.
   */
  const look = useCallback(
    async (listToo = false) => {
      looking.current += 1;
      try {
        const before = shownCounts.current;
        const answer = await refetchCounts().catch(() => null);
        const now = countsKey(answer?.data);
        const changed = now !== null && now !== before;
        const waitingShown = shown.current?.nodes.some((message) => message.status === 'PENDING') ?? false;
        if (listToo || filter !== 'failed' || changed || waitingShown) await refreshList();
      } finally {
        looking.current -= 1;
      }
    },
    [filter, refetchCounts, refreshList],
  );
  // On a slow connection a look may outlast the interval: the next waits until it is done.
  useEvery(pollMs, () => {
    if (looking.current === 0) void look();
  });

  const onRetried = useCallback(
    (message: OutboxMessage) => {
      flash(
        t('admin.notifications.sentAgain', {
          kind: t(`admin.notifications.kind.${message.kind}`),
          reference: message.reference,
        }),
      );
      void look();
    },
    [flash, look, t],
  );

  function sendAllAgain() {
    setAllProblem(null);
    retryAll().then(
      ({ data }) => {
        if (!data) return;
        const count = data.retryFailedOutboxMessages;
        flash(count === 0 ? t('admin.notifications.noneToSend') : t('admin.notifications.sentAllAgain', { count }));
        void look();
      },
      (error: unknown) => {
        setAllProblem(outboxProblem(error));
        void look(true);
      },
    );
  }

  const choose = (next: OutboxFilter) => {
    // The counts on the chips are brought up to date with the list the admin turns to.
    void refetchCounts().catch(() => undefined);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'failed') copy.delete('status');
        else copy.set('status', next);
        return copy;
      },
      { replace: true },
    );
  };

  const failed = counts.data?.outboxCounts.failed ?? null;
  const pending = counts.data?.outboxCounts.pending ?? null;
  const countOf: Partial<Record<OutboxFilter, number | null>> = { failed, waiting: pending };

  let body;
  if (!page) {
    body = list.error ? (
      <RetryPanel
        message={problemText(outboxProblem(list.error))}
        onRetry={() => void list.refetch().catch(() => undefined)}
      />
    ) : (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  } else if (page.nodes.length === 0) {
    body = <EmptyPanel>{t(`admin.notifications.empty.${filter}`)}</EmptyPanel>;
  } else {
    body = (
      <>
        <ul className="ws-list outbox-list" aria-label={t(`admin.notifications.filter.${filter}`)}>
          {page.nodes.map((message) => (
            <li key={message.id}>
              <OutboxMessageCard message={message} onRetried={onRetried} onRefused={() => void look(true)} />
            </li>
          ))}
        </ul>
        {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  function problemText(problem: OutboxProblem): string {
    return problem.message ?? t(problem.key);
  }

  return (
    <div className="outbox">
      <PageHeader
        title={t('admin.notifications.title')}
        back={{ to: adminPaths.admin, label: t('admin.title') }}
        subtitle={t('admin.notifications.intro')}
      />
      <div className="ws-chips" role="group" aria-label={t('admin.notifications.filters')}>
        {outboxFilters.map((option) => {
          const count = countOf[option];
          return (
            <button
              key={option}
              type="button"
              className="ws-chip"
              aria-pressed={option === filter}
              onClick={() => choose(option)}
            >
              {t(`admin.notifications.filter.${option}`)}
              {count != null && (
                <span
                  className={count === 0 ? 'ws-chip__count ws-chip__count--zero' : 'ws-chip__count'}
                  data-testid={`outbox-count-${option}`}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <FlashLine text={flashText} />
      {/* For one failed message its own button is enough; this one is for after the bot or a group is mended. */}
      {filter === 'failed' && failed !== null && failed > 1 && (
        <div className="outbox__all">
          <button type="button" className="button button--secondary" disabled={retryingAll} onClick={sendAllAgain}>
            {retryingAll
              ? t('admin.notifications.sendingAll')
              : t('admin.notifications.sendAllAgain', { count: failed })}
          </button>
        </div>
      )}
      {allProblem && (
        <p className="ws-problem outbox__problem" role="alert">
          {problemText(allProblem)}
        </p>
      )}
      {body}
      {pollMs > 0 && <p className="ws-meta outbox__updates">{t('admin.notifications.updates')}</p>}
    </div>
  );
}
