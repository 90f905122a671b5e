import type { ApolloClient } from '@apollo/client';

/**
 * Fetches again the named queries that some screen shows right now, and no other: a notice
 * that an order changed should not download lists nobody is looking at.
 */
export function refetchActive(client: ApolloClient, names: readonly string[]): Promise<unknown> {
  const wanted = new Set(names);
  return Promise.resolve(
    client.refetchQueries({
      include: 'active',
      onQueryUpdated: (query) => (query.queryName && wanted.has(query.queryName) ? query.refetch() : false),
    }),
  );
}
