import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { onLiveConnected } from './live-status';

/**
 * Runs `task`, never twice at once: a call while it runs asks for one more run after it, however
 * many calls came in. Five orders changing together cost two refetches, not five.
 */
export function coalesce(task: () => unknown): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await task();
        } catch {
          // The screen shows its own retry; the next notice tries again anyway.
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Pauses before subscribing again after the server refused or ended a subscription: 2 s, 4 s … 60 s. */
export function resubscribeDelayMs(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt));
}

export interface LiveRefreshOptions<TData, TVariables extends OperationVariables> {
  variables?: TVariables;
  /** Follow nothing while true (no signed-in user yet, no token to follow with). */
  skip?: boolean;
  /** Fetches again what the screen shows. */
  refresh: () => unknown;
  /** Sees each notice before the refresh. */
  onNotice?: (data: TData) => void;
}

/**
 * Keeps a screen up to date from a subscription whose notices only say that something changed:
 * each notice refetches what the screen shows, and so does every (re)opening of the live
 * connection, since changes made while it was down were never announced. A subscription the
 * server ended (an expired token, a restart) is started again after a pause.
 */
export function useLiveRefresh<TData, TVariables extends OperationVariables>(
  subscription: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, refresh, onNotice }: LiveRefreshOptions<TData, TVariables>,
): void {
  const latest = useRef({ refresh, onNotice });
  latest.current = { refresh, onNotice };
  const run = useMemo(() => coalesce(() => latest.current.refresh()), []);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const { restart } = useSubscription(subscription, {
    variables,
    skip,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      failures.current = 0;
      if (data.data) latest.current.onNotice?.(data.data);
      void run();
    },
    onError: () => {
      clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(() => {
        failures.current += 1;
        restart();
        // Whatever changed while it was off.
        void run();
      }, resubscribeDelayMs(failures.current));
    },
  } as useSubscription.Options<TData, TVariables>);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  useEffect(() => {
    if (skip) return undefined;
    return onLiveConnected(() => void run());
  }, [skip, run]);
}
