import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getAccessToken } from '../session/session-state';

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

/**
 * Signs each request with the session's access token, when there is one. A header the caller
 * set itself wins, so signing out can still name the session it ends.
 */
export const authLink = new SetContextLink((prevContext) => {
  const token = getAccessToken();
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  if (!token || headers.Authorization || headers.authorization) return {};
  return { headers: { ...headers, Authorization: `Bearer ${token}` } };
});

/** `transport` replaces the HTTP link, e.g. with a scripted one in tests. */
export function createApolloClient(uri = '/graphql', transport?: ApolloLink): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, transport ?? new HttpLink({ uri, fetch: fetchWithTimeout() })]),
    cache: new InMemoryCache(),
  });
}

let shared: ApolloClient | undefined;

/** The one client of this page, so every screen reads and fills the same cache. */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
