import type { ApolloClient } from '@apollo/client';
import {
  RefreshSessionDocument,
  SignInAdminDocument,
  SignInDeliveryDocument,
  SignInVendorDocument,
  SignOutDocument,
  type SessionPayloadFragment,
} from '../../generated/graphql';
import { getApolloClient } from '../apollo/client';
import { browserStorage, readText, removeKey, storageKeys, writeText, type KeyValueStorage } from '../storage';
import { identityProblemOf, isTransient } from './identity-errors';
import { getAccessToken, sessionState, type SessionUser } from './session-state';

/** The access token is swapped for a new one this long before it runs out. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** Never sooner than this, so a phone whose clock is far off cannot refresh in a loop. */
export const MIN_REFRESH_DELAY_MS = 15_000;
/** Waits between attempts while the network or the server is down; the last one repeats. */
export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000] as const;
/** How long a tab waits for another tab's refresh before it gives up and retries later. */
export const LOCK_WAIT_MS = 60_000;
/** One refresh at a time across every tab: the server ends a session whose refresh token is used twice. */
export const REFRESH_LOCK = 'haat.session-refresh';
const CHANNEL = 'haat.session';

export type SignInKind = 'admin' | 'vendor' | 'delivery';

export interface SignInCredentials {
  admin: { email: string; password: string };
  vendor: { phone: string; password: string };
  delivery: { phone: string; password: string };
}

type Message = 'signed-in' | 'signed-out';

export interface SessionChannel {
  postMessage(message: Message): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

export interface SessionDeps {
  client: () => ApolloClient;
  storage: KeyValueStorage | null;
  /** navigator.locks where the browser has it. */
  locks: Pick<LockManager, 'request'> | null;
  /** Tells this site's other tabs about sign-in and sign-out. */
  channel: SessionChannel | null;
  /** Calls back when the phone wakes or comes back online; returns an unsubscribe. */
  onWake: ((callback: () => void) => () => void) | null;
  now: () => number;
  random: () => number;
}

export interface SessionManager {
  /** Restores the session from the refresh cookie, once per page load. */
  start(): Promise<void>;
  /** Swaps the refresh cookie for a new access token now. */
  refresh(): Promise<void>;
  signIn<K extends SignInKind>(kind: K, credentials: SignInCredentials[K]): Promise<SessionUser>;
  signOut(): Promise<void>;
  dispose(): void;
}

/**
 * The milliseconds to add to this phone's clock to get the server's, read from the token's
 * issue time; cheap phones often keep the wrong time. Small differences are network delay.
 */
export function serverClockOffset(accessToken: string, now: number): number {
  try {
    const part = accessToken.split('.')[1];
    if (!part) return 0;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = Number((JSON.parse(json) as { iat?: unknown }).iat);
    if (!Number.isFinite(iat)) return 0;
    const offset = iat * 1000 - now;
    return Math.abs(offset) > 60_000 ? offset : 0;
  } catch {
    return 0;
  }
}

/** How long from now to refresh a token that expires at `expiresAtIso` (server time). */
export function refreshDelay(
  payload: Pick<SessionPayloadFragment, 'accessToken' | 'accessTokenExpiresAt'>,
  now: number,
): number {
  const expiresAt = Date.parse(payload.accessTokenExpiresAt);
  if (!Number.isFinite(expiresAt)) return 10 * 60_000;
  const serverNow = now + serverClockOffset(payload.accessToken, now);
  return Math.max(MIN_REFRESH_DELAY_MS, expiresAt - serverNow - REFRESH_BEFORE_EXPIRY_MS);
}

async function requestSignIn<K extends SignInKind>(
  client: ApolloClient,
  kind: K,
  credentials: SignInCredentials[K],
): Promise<SessionPayloadFragment | undefined> {
  if ('email' in credentials) {
    const input = { email: credentials.email.trim(), password: credentials.password };
    const result = await client.mutate({
      mutation: SignInAdminDocument,
      variables: { input },
      fetchPolicy: 'no-cache',
    });
    return result.data?.signInAdmin;
  }
  const input = { phone: credentials.phone.trim(), password: credentials.password };
  if (kind === 'vendor') {
    const result = await client.mutate({
      mutation: SignInVendorDocument,
      variables: { input },
      fetchPolicy: 'no-cache',
    });
    return result.data?.signInVendor;
  }
  const result = await client.mutate({
    mutation: SignInDeliveryDocument,
    variables: { input },
    fetchPolicy: 'no-cache',
  });
  return result.data?.signInDelivery;
}

export function createSessionManager(deps: SessionDeps): SessionManager {
  const { client, storage, locks, channel, now } = deps;
  /** Bumped by every sign-in and sign-out, so an answer to an older request is not applied. */
  let epoch = 0;
  let started: Promise<void> | null = null;
  let inflight: Promise<void> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAttempt = 0;
  let refreshDueAt = Infinity;
  let disposed = false;

  function clearTimers(): void {
    clearTimeout(refreshTimer);
    clearTimeout(retryTimer);
    refreshTimer = undefined;
    retryTimer = undefined;
    refreshDueAt = Infinity;
  }

  function withLock<T>(task: () => Promise<T>): Promise<T> {
    if (!locks) return task();
    const options: LockOptions = { mode: 'exclusive' };
    if (typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function') {
      options.signal = AbortSignal.timeout(LOCK_WAIT_MS);
    }
    return locks.request(REFRESH_LOCK, options, task);
  }

  /** Earlier versions kept the staff member's profile here, never to read it: it goes. */
  function forgetOldProfiles(): void {
    removeKey(storageKeys.oldVendorProfile, storage);
    removeKey(storageKeys.oldDeliveryProfile, storage);
  }

  function forgetProfile(): void {
    removeKey(storageKeys.staffSession, storage);
    forgetOldProfiles();
  }

  function forgetCachedData(): void {
    try {
      void client()
        .clearStore()
        .catch(() => undefined);
    } catch {
      // No client yet means nothing cached.
    }
  }

  function scheduleRefresh(payload: SessionPayloadFragment): void {
    const delay = refreshDelay(payload, now());
    refreshDueAt = now() + delay;
    refreshTimer = setTimeout(() => void refresh(), delay);
  }

  function scheduleRetry(): void {
    const base = RETRY_DELAYS_MS[Math.min(retryAttempt, RETRY_DELAYS_MS.length - 1)];
    retryAttempt += 1;
    // A little spread, so phones that lost the server together do not all come back at once.
    const delay = Math.round(base * (0.8 + 0.4 * deps.random()));
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void refresh();
    }, delay);
  }

  function accept(payload: SessionPayloadFragment): SessionUser {
    epoch += 1;
    clearTimers();
    retryAttempt = 0;
    sessionState.signedIn(payload.user, payload.accessToken);
    writeText(storageKeys.staffSession, '1', storage);
    forgetOldProfiles();
    scheduleRefresh(payload);
    return payload.user;
  }

  /** The server says there is no session (any more): this page is signed out. */
  function ended(): void {
    epoch += 1;
    clearTimers();
    retryAttempt = 0;
    const wasSignedIn = sessionState.get().status === 'signed-in';
    sessionState.signedOut();
    forgetProfile();
    if (wasSignedIn) forgetCachedData();
  }

  async function runRefresh(): Promise<void> {
    const startedAt = epoch;
    clearTimers();
    let payload: SessionPayloadFragment | undefined;
    try {
      payload = await withLock(async () => {
        const result = await client().mutate({ mutation: RefreshSessionDocument, fetchPolicy: 'no-cache' });
        return result.data?.refreshSession;
      });
    } catch (error) {
      if (disposed || epoch !== startedAt) return;
      if (isTransient(identityProblemOf(error))) {
        sessionState.unreachable();
        scheduleRetry();
      } else {
        ended();
      }
      return;
    }
    if (disposed || epoch !== startedAt) return;
    if (!payload) {
      sessionState.unreachable();
      scheduleRetry();
      return;
    }
    accept(payload);
  }

  function refresh(): Promise<void> {
    inflight ??= runRefresh().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** A sign-out the server never heard about: end that session before doing anything else. */
  async function finishPendingSignOut(): Promise<boolean> {
    if (!readText(storageKeys.pendingSignOut, storage)) return true;
    try {
      await client().mutate({ mutation: SignOutDocument, fetchPolicy: 'no-cache' });
      removeKey(storageKeys.pendingSignOut, storage);
      return true;
    } catch {
      return false;
    }
  }

  function start(): Promise<void> {
    started ??= (async () => {
      if (readText(storageKeys.pendingSignOut, storage)) {
        await finishPendingSignOut();
        // Whether or not the server heard it this time, this person chose to be signed out.
        if (sessionState.get().status === 'unknown') {
          epoch += 1;
          sessionState.signedOut();
          forgetProfile();
        }
        return;
      }
      await refresh();
    })();
    return started;
  }

  async function signIn<K extends SignInKind>(kind: K, credentials: SignInCredentials[K]): Promise<SessionUser> {
    // Let a restore already on its way land first, so its cookie cannot overwrite this one.
    await inflight?.catch(() => undefined);
    await finishPendingSignOut();
    const payload = await withLock(() => requestSignIn(client(), kind, credentials));
    if (!payload) throw new Error('The sign-in answer was empty');
    removeKey(storageKeys.pendingSignOut, storage);
    if (sessionState.get().user?.id !== payload.user.id) forgetCachedData();
    const user = accept(payload);
    channel?.postMessage('signed-in');
    return user;
  }

  async function signOut(): Promise<void> {
    const token = getAccessToken();
    epoch += 1;
    clearTimers();
    retryAttempt = 0;
    // Remembered until the server confirms, so a dropped connection cannot leave the session open.
    writeText(storageKeys.pendingSignOut, '1', storage);
    sessionState.signedOut();
    forgetProfile();
    forgetCachedData();
    channel?.postMessage('signed-out');
    try {
      await client().mutate({
        mutation: SignOutDocument,
        fetchPolicy: 'no-cache',
        context: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
      });
      removeKey(storageKeys.pendingSignOut, storage);
    } catch {
      // Finished on the next start, or when the phone is back online.
    }
  }

  function onMessage(event: { data: unknown }): void {
    if (event.data === 'signed-out') {
      if (sessionState.get().status !== 'signed-out') ended();
    } else if (event.data === 'signed-in') {
      // Another tab's sign-in replaced the cookie this tab would refresh with.
      void refresh();
    }
  }

  function onWake(): void {
    if (readText(storageKeys.pendingSignOut, storage)) {
      void finishPendingSignOut();
      return;
    }
    const { status, problem } = sessionState.get();
    const due = status === 'signed-in' && now() >= refreshDueAt;
    const waiting = retryTimer !== undefined || (status === 'unknown' && problem === 'offline' && started !== null);
    if (due || waiting) void refresh();
  }

  channel?.addEventListener('message', onMessage);
  const stopWake = deps.onWake?.(onWake);

  return {
    start,
    refresh,
    signIn,
    signOut,
    dispose() {
      disposed = true;
      clearTimers();
      stopWake?.();
      channel?.close?.();
    },
  };
}

function browserWake(callback: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') callback();
  };
  window.addEventListener('online', callback);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', callback);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function browserDeps(): SessionDeps {
  const hasWindow = typeof window !== 'undefined';
  return {
    client: getApolloClient,
    storage: browserStorage(),
    locks: hasWindow && typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    channel: hasWindow && typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null,
    onWake: hasWindow ? browserWake : null,
    now: () => Date.now(),
    random: Math.random,
  };
}

let shared: SessionManager | undefined;

/** This page's session, made on first use. */
export function getSessionManager(): SessionManager {
  shared ??= createSessionManager(browserDeps());
  return shared;
}

export function signIn<K extends SignInKind>(kind: K, credentials: SignInCredentials[K]): Promise<SessionUser> {
  return getSessionManager().signIn(kind, credentials);
}

export function signOut(): Promise<void> {
  return getSessionManager().signOut();
}
