import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** How long one GraphQL request may take on a slow village connection before it is given up. */
export const NETWORK_TIMEOUT_MS = 30_000;

/**
 * fetch with a time limit: on 2G a request can hang for minutes, and a retry panel is kinder
 * than a spinner that never ends. A caller's own abort still works.
 */
export function fetchWithTimeout(timeoutMs = NETWORK_TIMEOUT_MS): typeof fetch {
  return (input, init = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), timeoutMs);
    const outer = init.signal;
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    }
    return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, fetch: fetchWithTimeout() }),
    cache: new InMemoryCache(),
  });
}

let shared: ApolloClient | undefined;

/** The one client of this page, so every screen reads and fills the same cache. */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
