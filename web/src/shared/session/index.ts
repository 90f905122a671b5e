/**
 * The session as the rest of the app sees it. Only the small store is loaded with the first
 * page; the code that talks to the API arrives on demand, so the home page stays light.
 */
import { readText, storageKeys } from '../storage';
import { sessionState } from './session-state';

export { getAccessToken, sessionState, useSession } from './session-state';
export type { SessionSnapshot, SessionStatus, SessionUser } from './session-state';

const loadManager = () => import('./session-manager');

/** Restores the session from the refresh cookie (once a page load) and resolves when known. */
export async function startSession(): Promise<void> {
  try {
    const { getSessionManager } = await loadManager();
    await getSessionManager().start();
  } catch {
    // The code could not be fetched (offline, or a new deploy): the gates offer a retry.
    sessionState.unreachable();
  }
}

/** Tries again now after the network or the server failed. */
export async function retrySession(): Promise<void> {
  const { getSessionManager } = await loadManager();
  const manager = getSessionManager();
  await manager.start();
  await manager.refresh();
}

/**
 * The server turned the access token away (a live feed ended): swap it for a new one now. A
 * session the server has ended leaves this page signed out, so the staff screens ask to sign in.
 */
export async function renewSession(): Promise<void> {
  try {
    const { getSessionManager } = await loadManager();
    await getSessionManager().refresh();
  } catch {
    sessionState.unreachable();
  }
}

/** Ends the session. This page is signed out at once; the server is told as soon as it can be. */
export async function signOut(): Promise<void> {
  const { getSessionManager } = await loadManager();
  await getSessionManager().signOut();
}

/**
 * Whether this phone may have a staff session to restore: it signed in and has not seen the
 * session end, or a sign-out is still to be told to the server. A customer's phone has neither.
 */
export function mayHaveSession(): boolean {
  return readText(storageKeys.staffSession) !== null || readText(storageKeys.pendingSignOut) !== null;
}

/**
 * Starts the restore once the phone is idle, for pages that do not need the answer at once (the
 * top bar's account link). Skipped on a phone that never signed in, so a customer's page does not
 * fetch the session code and the GraphQL client just to be told there is no session; the staff
 * pages' gates start the restore themselves whatever this says.
 */
export function startSessionWhenIdle(): void {
  if (typeof window === 'undefined' || !mayHaveSession()) return;
  const start = () => void startSession();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1500);
}
