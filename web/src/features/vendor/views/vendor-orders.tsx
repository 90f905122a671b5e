import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VendorActiveOrdersDocument, VendorOrderHistoryDocument, type OrderStatus } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import type { StaffOrder } from '../../../shared/workspace/order-parts';
import {
  BOARD_STATES,
  groupByState,
  isActiveState,
  isBoardState,
  type ActiveState,
  type BoardState,
} from '../order-board';
import { VendorOrderCard } from './vendor-order-card';

/** How many of one state the board fetches; a village shop rarely has more waiting. */
const BOARD_PAGE = 50;

export interface VendorOrdersProps {
  /** Says what just happened, in the line above the list. */
  flash: (text: string) => void;
  /** Fetches the lists again (after a move, or a refusal). */
  refresh: () => void;
}

function OrderList({
  orders,
  onMoved,
  onRefused,
}: {
  orders: StaffOrder[];
  onMoved: (order: StaffOrder, status: OrderStatus, message?: string) => void;
  onRefused: () => void;
}) {
  return (
    <ul className="ws-list">
      {orders.map((order) => (
        <li key={order.id}>
          <VendorOrderCard order={order} onMoved={onMoved} onRefused={onRefused} />
        </li>
      ))}
    </ul>
  );
}

/** Finished orders of one state, newest first, a page at a time. */
function History({
  state,
  onMoved,
  onRefused,
}: {
  state: BoardState;
  onMoved: (order: StaffOrder, status: OrderStatus, message?: string) => void;
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
  if (orders.length === 0) return <EmptyPanel>{t(`vendor.orders.empty.${state}`)}</EmptyPanel>;
  return (
    <>
      <OrderList orders={orders} onMoved={onMoved} onRefused={onRefused} />
      {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
        <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
      )}
    </>
  );
}

/**
 * The shop's orders by state: New, Priced, Confirmed, Packed, Out, Done, Cancelled. The states
 * still in motion come in one request, so each tab shows how many wait in it; new orders and
 * changes arrive by themselves (the workspace follows the shop's orders live).
 */
export function VendorOrders({ flash, refresh }: VendorOrdersProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state: BoardState = isBoardState(requested) ? requested : 'PLACED';
  const { data, error, refetch } = useQuery(VendorActiveOrdersDocument, { fetchPolicy: 'cache-and-network' });
  const board = useMemo(
    () => (data ? groupByState([data.placed, data.priced, data.confirmed, data.packed, data.out]) : null),
    [data],
  );
  const truncated: Partial<Record<ActiveState, boolean>> = data
    ? {
        PLACED: data.placed.pageInfo.hasNextPage,
        PRICED: data.priced.pageInfo.hasNextPage,
        CONFIRMED: data.confirmed.pageInfo.hasNextPage,
        PACKED: data.packed.pageInfo.hasNextPage,
        OUT_FOR_DELIVERY: data.out.pageInfo.hasNextPage,
      }
    : {};

  const onMoved = useCallback(
    (order: StaffOrder, status: OrderStatus, message?: string) => {
      flash(
        message ??
          (status === 'PRICED'
            ? t('vendor.orders.priced', { code: order.code })
            : t('vendor.orders.moved', { code: order.code, state: t(`vendor.orders.state.${order.status}`) })),
      );
      refresh();
    },
    [flash, refresh, t],
  );

  const choose = (next: BoardState) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('state', next);
        return copy;
      },
      { replace: true },
    );

  let body;
  if (isActiveState(state)) {
    if (!board) {
      body = error ? (
        <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <div className="ws-status">
          <Spinner />
        </div>
      );
    } else if (board[state].length === 0) {
      body = <EmptyPanel>{t(`vendor.orders.empty.${state}`)}</EmptyPanel>;
    } else {
      body = (
        <>
          <OrderList orders={board[state]} onMoved={onMoved} onRefused={refresh} />
          {truncated[state] && <p className="ws-meta">{t('vendor.orders.more', { count: BOARD_PAGE })}</p>}
        </>
      );
    }
  } else {
    body = <History key={state} state={state} onMoved={onMoved} onRefused={refresh} />;
  }

  return (
    <section aria-label={t('vendor.tabs.orders')}>
      <div className="ws-chips" role="group" aria-label={t('vendor.orders.states')}>
        {BOARD_STATES.map((option) => {
          const count = board && isActiveState(option) ? board[option].length : null;
          return (
            <button
              key={option}
              type="button"
              className="ws-chip"
              aria-pressed={option === state}
              onClick={() => choose(option)}
            >
              {t(`vendor.orders.state.${option}`)}
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
