import { useSyncExternalStore } from 'react';

/**
 * How the live connection (GraphQL subscriptions over a WebSocket) is doing, as a tiny store
 * with no dependencies: screens show it, and refetch their lists whenever the connection
 * (re)opens, since changes made while it was down were never announced to them.
 *
 * - `idle`: no subscription wants the connection;
 * - `connecting`: the first attempt is under way;
 * - `live`: connected, changes arrive as they happen;
 * - `reconnecting`: the connection dropped; it is being tried again, with growing pauses.
 */
export type LiveState = 'idle' | 'connecting' | 'live' | 'reconnecting';

type Listener = () => void;

let state: LiveState = 'idle';
const stateListeners = new Set<Listener>();
const connectedListeners = new Set<Listener>();

export const liveStatus = {
  get: (): LiveState => state,
  subscribe: (listener: Listener): (() => void) => {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
  set(next: LiveState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener();
  },
  /** The connection has just been (re)established: whatever was missed meanwhile can be fetched now. */
  connected(): void {
    liveStatus.set('live');
    for (const listener of [...connectedListeners]) listener();
  },
  /** Back to a fresh page's state; for tests. */
  reset(): void {
    state = 'idle';
    for (const listener of [...stateListeners]) listener();
  },
};

/** Calls `listener` each time the live connection opens or reopens; returns an unsubscribe. */
export function onLiveConnected(listener: Listener): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** The live connection's state; re-renders when it changes. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(liveStatus.subscribe, liveStatus.get, liveStatus.get);
}
