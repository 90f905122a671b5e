import { useCallback, useState } from 'react';

/** A page of a list as the API sends it: `nodes` and where the next page starts. */
export interface ConnectionPage<N> {
  nodes: N[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * For fetchMore's updateQuery: the list so far with the next page after it. Rows already
 * shown are not repeated if a retry over a bad connection fetched a page twice.
 */
export function appendPage<N extends { id: string }, C extends ConnectionPage<N>>(previous: C, next: C): C {
  const seen = new Set(previous.nodes.map((node) => node.id));
  return { ...next, nodes: [...previous.nodes, ...next.nodes.filter((node) => !seen.has(node.id))] };
}

/**
 * Runs a fetchMore for the page after `after`, and says whether one is under way. A failed
 * page leaves the list as it was; the button stays, so the person can try again.
 */
export function useLoadMore(fetchPage: (after: string) => Promise<unknown>): [(after: string) => void, boolean] {
  const [loading, setLoading] = useState(false);
  const load = useCallback(
    (after: string) => {
      setLoading(true);
      fetchPage(after)
        .catch(() => undefined)
        .finally(() => setLoading(false));
    },
    [fetchPage],
  );
  return [load, loading];
}
