import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
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

const isSubscription = (operation: ApolloLink.Operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION;

/**
 * Subscriptions go over a WebSocket whose code (graphql-ws) is fetched when the first one starts:
 * most pages never follow anything live, and the customer on 2G should not download it for them.
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const linkOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined;
        let stopped = false;
        linkOnce().then(
          (link) => {
            if (stopped) return;
            inner = link
              .request(operation, () => {
                throw new Error('The live link ends the chain');
              })
              .subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          stopped = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/** True for a request that carries the session's token (a signed-in person's). */
function isSignedIn(operation: ApolloLink.Operation): boolean {
  const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
  return Boolean(headers.Authorization || headers.authorization);
}

/**
 * The queries whose arguments are a person's: a phone number's orders, an order by its secret
 * tracking token. As GET their arguments would be in the address, and so in every log and cache
 * along the way; client.test.ts finds every such field in schema.graphql, so none is left out.
 */
export const PERSONAL_QUERY_FIELDS: ReadonlySet<string> = new Set(['ordersByPhone', 'trackOrder']);

/** True for an operation that asks one of PERSONAL_QUERY_FIELDS, whatever it is named. */
function asksPersonalData(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && PERSONAL_QUERY_FIELDS.has(selection.name.value),
      ),
  );
}

/**
 * Public catalog queries (no token, nothing personal asked) go as GET, so the service worker can
 * keep their answers and open visited pages offline (see web/vite.config.ts: it stores only GETs
 * without Authorization). Signed-in queries, queries with personal arguments and every mutation
 * stay POST: their arguments stay out of addresses, and their answers are never stored, so
 * nothing of a person is left on a shared phone. The API's CSRF prevention refuses a GET that a
 * form or an <img> could send; the apollo-require-preflight header shows it came from script.
 */
export function isPublicQuery(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.QUERY && !isSignedIn(operation) && !asksPersonalData(operation);
}

function httpLinks(uri: string): ApolloLink {
  const fetch = fetchWithTimeout();
  return ApolloLink.split(
    isPublicQuery,
    new HttpLink({ uri, fetch, useGETForQueries: true, headers: { 'apollo-require-preflight': 'true' } }),
    new HttpLink({ uri, fetch }),
  );
}

const liveLink = lazyLink(() => import('./live-socket').then(({ createLiveLink }) => createLiveLink()));

/**
 * `transport` replaces both the HTTP link and the WebSocket, e.g. with a scripted one in tests;
 * otherwise queries and mutations go over HTTP and subscriptions over the WebSocket.
 */
export function createApolloClient(uri = '/graphql', transport?: ApolloLink): ApolloClient {
  const network = transport ?? ApolloLink.split(isSubscription, liveLink, httpLinks(uri));
  return new ApolloClient({
    link: ApolloLink.from([authLink, network]),
    cache: new InMemoryCache(),
  });
}

let shared: ApolloClient | undefined;

/** The one client of this page, so every screen reads and fills the same cache. */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
