import { useState } from 'react';
import { useKeptOffline } from '../offline/kept-offline';
import type { Outbox, OutboxEntry, OutboxNotice } from '../offline/outbox';
import type { PressKeys } from '../storage/press-keys';

/**
 * The one way a customer form sends to the API: a key made once per press (kept until a definite
 * answer, so a retry is never a second order or booking), the send, the server's refusal read by
 * the form (its fields, its banner), and, with no network at all, the request kept in the outbox
 * with its key, to go when the network returns (app/outbox-start.ts).
 */

/** What became of a press. */
export type PressOutcome<D, R> =
  /** The server answered: the next press is a new one. */
  | { answer: 'done'; data: D }
  /** The server said no, as the form's `refusal` read it: the next press is a new one. */
  | { answer: 'refused'; refusal: R }
  /** No network: the request waits in the outbox; the form shows KeptOfflinePanel. */
  | { answer: 'kept' }
  /** No definite answer: it may have arrived. The key is kept, so the retry is the same request. */
  | { answer: 'none' }
  /** A press while one is on its way: nothing sent. */
  | { answer: 'busy' };

export interface Press<V extends Record<string, unknown>, D, R> {
  /** What the press sends, as text: the same text means the same request, with the same key. */
  signature: string;
  /** The mutation's variables with the press's key; also what the outbox keeps. */
  variables(idempotencyKey: string): V;
  /** Sends them; throws when the server answers with errors or without data. */
  send(variables: V): Promise<D>;
  /** The server's definite refusal in the error, read for the form; null when there was no definite answer. */
  refusal(error: unknown): R | null;
}

export interface SubmitOptions {
  /** The outbox kind, which app/outbox-sync.ts knows how to send. */
  kind: string;
  /** Which form of the kind, when a kind has several (OutboxEntry.tag). */
  tag?: string;
  keys: PressKeys;
  outbox: Outbox;
  /** Only requests kept with these variables are this form's (the list of one section). */
  matches?: (entry: Pick<OutboxEntry, 'variables'>) => boolean;
  /** A request this form kept offline was answered while the form is open. */
  onKeptAnswer: (notice: OutboxNotice) => void;
}

/** One press, from key to outcome; the busy state and the outbox are the caller's. */
export async function sendPress<V extends Record<string, unknown>, D, R>(
  press: Press<V, D, R>,
  { kind, tag, keys, outbox }: Pick<SubmitOptions, 'kind' | 'tag' | 'keys' | 'outbox'>,
): Promise<PressOutcome<D, R>> {
  const idempotencyKey = keys.forPress(press.signature);
  const variables = press.variables(idempotencyKey);
  try {
    const data = await press.send(variables);
    keys.settle();
    return { answer: 'done', data };
  } catch (error) {
    const refusal = press.refusal(error);
    if (refusal !== null) {
      keys.settle();
      return { answer: 'refused', refusal };
    }
    if (!navigator.onLine) {
      outbox.add({
        key: idempotencyKey,
        kind,
        ...(tag === undefined ? {} : { tag }),
        variables,
        queuedAt: new Date().toISOString(),
      });
      keys.settle();
      return { answer: 'kept' };
    }
    return { answer: 'none' };
  }
}

/**
 * A customer form's sending: `submit` sends one press (one at a time), `busy` while it is on its
 * way, and `queued` while a request of this form waits in the outbox (the form then shows
 * KeptOfflinePanel instead of itself).
 */
export function useSubmit(options: SubmitOptions) {
  const [busy, setBusy] = useState(false);
  const queued = useKeptOffline(options.kind, options.onKeptAnswer, {
    outbox: options.outbox,
    ...(options.matches ? { matches: options.matches } : {}),
    ...(options.tag === undefined ? {} : { tag: options.tag }),
  });

  async function submit<V extends Record<string, unknown>, D, R>(press: Press<V, D, R>): Promise<PressOutcome<D, R>> {
    if (busy) return { answer: 'busy' };
    setBusy(true);
    try {
      return await sendPress(press, options);
    } finally {
      setBusy(false);
    }
  }

  return { busy, queued, submit };
}
