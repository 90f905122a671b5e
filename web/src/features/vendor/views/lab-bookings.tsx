import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LabActiveOrdersDocument, VendorOrderHistoryDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import type { StaffOrder } from '../../../shared/workspace/order-parts';
import {
  groupLabBookings,
  isLabActiveState,
  isLabBoardState,
  LAB_BOARD_STATES,
  type LabActiveState,
  type LabBoardState,
} from '../lab-board';
import { LabBookingCard } from './lab-booking-card';

/** How many of one state the board fetches; a village lab rarely has more waiting. */
const BOARD_PAGE = 50;

export interface LabBookingsProps {
  /** Says what just happened, in the line above the list. */
  flash: (text: string) => void;
  /** Fetches the lists again (after a step, or a refusal). */
  refresh: () => void;
}

function BookingList({
  orders,
  onDone,
  onRefused,
}: {
  orders: StaffOrder[];
  onDone: (message: string) => void;
  onRefused: () => void;
}) {
  return (
    <ul className="ws-list">
      {orders.map((order) => (
        <li key={order.id}>
          <LabBookingCard order={order} onDone={onDone} onRefused={onRefused} />
        </li>
      ))}
    </ul>
  );
}

/** Finished bookings of one state, newest first, a page at a time. */
function History({
  state,
  onDone,
  onRefused,
}: {
  state: LabBoardState;
  onDone: (message: string) => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useQuery(VendorOrderHistoryDocument, {
    variables: { status: state },
    fetchPolicy: 'cache-and-network',
  });
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (shown, { fetchMoreResult }) => ({
          ...shown,
          staffOrders: appendPage(shown.staffOrders, fetchMoreResult.staffOrders),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);
  const page = data?.staffOrders;
  if (!page) {
    return error ? (
      <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  }
  const orders = page.nodes.filter((order) => order.status === state);
  if (orders.length === 0) return <EmptyPanel>{t(`workspace.lab.empty.${state}`)}</EmptyPanel>;
  return (
    <>
      <BookingList orders={orders} onDone={onDone} onRefused={onRefused} />
      {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
        <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
      )}
    </>
  );
}

/**
 * A lab's bookings by state: New, Confirmed, Sample taken, Report ready, Done, Cancelled. The
 * states still in motion come in one request, so each tab shows how many wait in it; new
 * bookings and changes arrive by themselves (the workspace follows the lab's orders live).
 */
export function LabBookings({ flash, refresh }: LabBookingsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state: LabBoardState = isLabBoardState(requested) ? requested : 'PLACED';
  const { data, error, refetch } = useQuery(LabActiveOrdersDocument, { fetchPolicy: 'cache-and-network' });
  const board = useMemo(
    () => (data ? groupLabBookings([data.placed, data.confirmed, data.sampled, data.reportReady]) : null),
    [data],
  );
  const truncated: Partial<Record<LabActiveState, boolean>> = data
    ? {
        PLACED: data.placed.pageInfo.hasNextPage,
        CONFIRMED: data.confirmed.pageInfo.hasNextPage,
        SAMPLE_COLLECTED: data.sampled.pageInfo.hasNextPage,
        REPORT_READY: data.reportReady.pageInfo.hasNextPage,
      }
    : {};

  const onDone = useCallback(
    (message: string) => {
      flash(message);
      refresh();
    },
    [flash, refresh],
  );

  const choose = (next: LabBoardState) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('state', next);
        return copy;
      },
      { replace: true },
    );

  let body;
  if (isLabActiveState(state)) {
    if (!board) {
      body = error ? (
        <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <div className="ws-status">
          <Spinner />
        </div>
      );
    } else if (board[state].length === 0) {
      body = <EmptyPanel>{t(`workspace.lab.empty.${state}`)}</EmptyPanel>;
    } else {
      body = (
        <>
          <BookingList orders={board[state]} onDone={onDone} onRefused={refresh} />
          {truncated[state] && <p className="ws-meta">{t('vendor.orders.more', { count: BOARD_PAGE })}</p>}
        </>
      );
    }
  } else {
    body = <History key={state} state={state} onDone={onDone} onRefused={refresh} />;
  }

  return (
    <section aria-label={t('workspace.lab.bookings')}>
      <div className="ws-chips" role="group" aria-label={t('workspace.lab.states')}>
        {LAB_BOARD_STATES.map((option) => {
          const count = board && isLabActiveState(option) ? board[option].length : null;
          return (
            <button
              key={option}
              type="button"
              className="ws-chip"
              aria-pressed={option === state}
              onClick={() => choose(option)}
            >
              {t(`workspace.lab.state.${option}`)}
              {count !== null && (
                <span className={count === 0 ? 'ws-chip__count ws-chip__count--zero' : 'ws-chip__count'}>{count}</span>
              )}
            </button>
          );
        })}
      </div>
      {body}
    </section>
  );
}
