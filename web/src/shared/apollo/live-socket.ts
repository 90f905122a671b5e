import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, MessageType, type Client } from 'graphql-ws';
import { getAccessToken, renewSession, sessionState } from '../session';
import { liveStatus, type LiveState } from './live-status';

/**
 * The WebSocket behind GraphQL subscriptions (graphql-ws, on the API's own /graphql path). It is
 * loaded only by screens that follow something live, so the home page and the catalogs never
 * download it.
 *
 * On a village network the connection drops often: it is tried again for as long as a screen
 * wants it, waiting longer each time (with some spread, so phones that lost the server together
 * do not all return at once), and a ping that gets no answer counts as a drop. The access token
 * rides in connectionParams; when the session swaps it for a new one, the socket is reopened with
 * it, since the server reads it when each subscription starts. The server ends a staff feed with
 * UNAUTHENTICATED when its sign-in ends (signed out, disabled, or the token ran out): the session
 * is then asked for a new token, which reopens the socket with it, or, when the session itself is
 * gone, signs the page out, and the staff screens show their sign-in.
 */

/** The first pause before trying again, doubled each time up to the longest. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** How often to ask the server whether the connection still works, and how long to wait for its answer. */
export const PING_EVERY_MS = 20_000;
export const PONG_WAIT_MS = 10_000;
/** Moving between two screens that both follow orders keeps the socket rather than reopening it. */
export const LAZY_CLOSE_MS = 5_000;
/** Our own close code: "reopen, with the new token". graphql-ws retries on it. */
export const RESTART_CODE = 4205;
/** Our own close code for a connection that stopped answering; graphql-ws retries on it. */
export const PONG_TIMEOUT_CODE = 4408;

/**
 * The pause before retry number `retries` (0 for the first): 1 s, 2 s, 4 s … up to 30 s, each
 * between half and all of that (`random` in [0, 1)).
 */
export function retryDelayMs(retries: number, random: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, retries));
  return Math.round(ceiling * (0.5 + 0.5 * random));
}

/** ws://host/graphql beside an http page, wss:// beside an https one. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, path = '/graphql'): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/** What the server reads the signed-in person from; nothing for a customer. */
export function connectionParamsFor(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

interface SocketLike {
  readyState: number;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface LiveClientOptions {
  url: string;
  getToken: () => string | null;
  /** Calls back when the token may have changed; returns an unsubscribe. */
  watchToken: (listener: () => void) => () => void;
  status: { set(state: LiveState): void; connected(): void };
  /** The server ended or refused a subscription because the sign-in it rode on has ended. */
  onSignInRefused?: () => void;
  webSocketImpl?: unknown;
  /** For tests: how often to ping, and how long to wait for the answer. */
  pingEveryMs?: number;
  pongWaitMs?: number;
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

export interface LiveClient {
  client: Client;
  /** Closes the socket and stops following the token. */
  dispose(): Promise<void>;
}

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const random = options.random ?? Math.random;
  const later = options.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let tokenInUse: string | null = null;
  let pongTimer: unknown;
  /** A reopening we asked for: the screens need not say the connection was lost. */
  let restarting = false;

  /** Reopens an open socket so that it carries the token the session holds now. */
  const restartIfStale = () => {
    if (socket?.readyState !== OPEN || options.getToken() === tokenInUse) return;
    restarting = true;
    socket.close(RESTART_CODE, 'New access token');
  };

  const client = createClient({
    url: options.url,
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    lazyCloseTimeout: LAZY_CLOSE_MS,
    keepAlive: options.pingEveryMs ?? PING_EVERY_MS,
    retryAttempts: Infinity,
    // Every drop is worth another try: a phone going through a tunnel, a server restarting, or
    // the server turning away one connection too many for a while.
    shouldRetry: () => true,
    retryWait: (retries) => new Promise<void>((resolve) => void later(resolve, retryDelayMs(retries, random()))),
    connectionParams: () => {
      tokenInUse = options.getToken();
      return connectionParamsFor(tokenInUse);
    },
    on: {
      connecting: (isRetry) => {
        if (!restarting) options.status.set(isRetry ? 'reconnecting' : 'connecting');
      },
      opened: (opened) => {
        socket = opened as SocketLike;
      },
      connected: () => {
        restarting = false;
        options.status.connected();
        // The session may have swapped the token while this socket was opening.
        restartIfStale();
      },
      ping: (received) => {
        if (received) return;
        cancel(pongTimer);
        pongTimer = later(() => {
          if (socket?.readyState === OPEN) socket.close(PONG_TIMEOUT_CODE, 'No answer to ping');
        }, options.pongWaitMs ?? PONG_WAIT_MS);
      },
      pong: (received) => {
        if (received) cancel(pongTimer);
      },
      message: (message) => {
        if (
          message.type === MessageType.Error &&
          message.payload.some((error) => error.extensions?.code === 'UNAUTHENTICATED')
        ) {
          options.onSignInRefused?.();
        }
      },
      closed: (event) => {
        socket = null;
        cancel(pongTimer);
        const code = (event as { code?: number } | null)?.code;
        if (restarting && code === RESTART_CODE) return;
        restarting = false;
        // 1000 is the lazy close after the last subscription ended; anything else is tried again.
        options.status.set(code === 1000 ? 'idle' : 'reconnecting');
      },
    },
  });

  const stopWatching = options.watchToken(restartIfStale);
  return {
    client,
    async dispose() {
      stopWatching();
      cancel(pongTimer);
      await client.dispose();
    },
  };
}

let shared: GraphQLWsLink | undefined;

/** This page's link for subscriptions, made when the first screen that follows something live opens. */
export function createLiveLink(): GraphQLWsLink {
  shared ??= new GraphQLWsLink(
    createLiveClient({
      url: liveUrl(window.location),
      getToken: getAccessToken,
      watchToken: sessionState.subscribe,
      status: liveStatus,
      onSignInRefused: () => void renewSession(),
    }).client,
  );
  return shared;
}
