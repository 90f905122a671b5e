import { useSyncExternalStore } from 'react';
import type { SessionUserFragment } from '../../generated/graphql';

/**
 * Who is signed in on this page, as a tiny store the top bar can read from the first paint.
 * The code that talks to the API (session-manager.ts) loads later and fills it in. The access
 * token lives here, in memory only: never in storage, never in the React tree.
 */
export type SessionUser = SessionUserFragment;

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set while the sign-in could not be checked because the network or the server failed. */
  problem: 'offline' | null;
}

const initial: SessionSnapshot = { status: 'unknown', user: null, problem: null };

let snapshot: SessionSnapshot = initial;
let accessToken: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionState = {
  get: (): SessionSnapshot => snapshot,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn(user: SessionUser, token: string): void {
    accessToken = token;
    snapshot = { status: 'signed-in', user, problem: null };
    emit();
  },
  /** The person chose their own password: the must-change mark is gone, the session goes on. */
  passwordChanged(): void {
    if (snapshot.status !== 'signed-in' || !snapshot.user) return;
    snapshot = { ...snapshot, user: { ...snapshot.user, mustChangePassword: false } };
    emit();
  },
  signedOut(): void {
    accessToken = null;
    snapshot = { status: 'signed-out', user: null, problem: null };
    emit();
  },
  /** The check failed for a reason other than "no session": keep what we know and say so. */
  unreachable(): void {
    if (snapshot.problem === 'offline') return;
    snapshot = { ...snapshot, problem: 'offline' };
    emit();
  },
  /** Back to the state of a fresh page; for tests. */
  reset(): void {
    accessToken = null;
    snapshot = initial;
    emit();
  },
};

/** The bearer token for API calls, or null when signed out. */
export function getAccessToken(): string | null {
  return accessToken;
}

/** The signed-in user and whether that is known yet; re-renders when either changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionState.subscribe, sessionState.get, sessionState.get);
}
