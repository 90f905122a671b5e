import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { appendPage, useLoadMore, type ConnectionPage } from '../../../shared/apollo/connection';

/** Rows a page: a screenful on a phone. */
export const PAGE = 20;

/** The connection under `field` of a query's answer. */
type ConnectionOf<Q, K extends keyof Q> = Q[K] extends ConnectionPage<infer N> ? ConnectionPage<N> : never;
export type NodeOf<Q, K extends keyof Q> = Q[K] extends ConnectionPage<infer N> ? N : never;

export interface PagedList<N> {
  /** The rows so far, or undefined before the first answer. */
  page: ConnectionPage<N> | undefined;
  error: unknown;
  /** Fetches the list again from its start (after a change, or "Try again"). */
  refetch: () => void;
  /** The next page after the last row, when there is one. */
  loadMore: (() => void) | null;
  loadingMore: boolean;
}

/**
 * A list query of the admin screens: the first PAGE rows for these variables, and "Show more"
 * appending the next page. `field` names the connection in the answer (adminVendors, staffAccounts …).
 */
export function usePagedList<Q, V extends OperationVariables, K extends keyof Q & string>(
  document: TypedDocumentNode<Q, V>,
  variables: Omit<V, 'first' | 'after'>,
  field: K,
): PagedList<NodeOf<Q, K>> {
  const list = useQuery(document as TypedDocumentNode<Q, OperationVariables>, {
    variables: { ...variables, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const data = list.data;
  const page = data ? (data[field] as unknown as ConnectionOf<Q, K>) : undefined;
  const { fetchMore, refetch } = list;
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (before, { fetchMoreResult }) => {
          const previous = before as Record<string, ConnectionPage<{ id: string }>>;
          const next = fetchMoreResult as Record<string, ConnectionPage<{ id: string }>>;
          return { ...previous, [field]: appendPage(previous[field], next[field]) } as never;
        },
      }),
    [fetchMore, field],
  );
  const [loadMoreAfter, loadingMore] = useLoadMore(fetchPage);
  const endCursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  return {
    page: page as ConnectionPage<NodeOf<Q, K>> | undefined,
    error: list.error,
    refetch: () => void refetch().catch(() => undefined),
    loadMore: endCursor ? () => loadMoreAfter(endCursor) : null,
    loadingMore,
  };
}
