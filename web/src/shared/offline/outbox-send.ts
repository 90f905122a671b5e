import { definiteRefusalOf } from '../apollo/server-words';
import type { Outbox, OutboxEntry, OutboxRefusal } from './outbox';

// Sending the outbox: apart from the store, so a page that only shows the outbox (the app
// banner, on every page) does not carry it.

/** What one try to send got back. */
export type SendResult =
  | { answer: 'data'; data: unknown }
  /** A definite no (bad input, a reused key): trying again would get the same. Its English words, and its code and reason for others. */
  | { answer: 'refused'; message: string; refusal?: OutboxRefusal }
  /** No answer, or the server failing: the request may or may not have arrived; try again later. */
  | { answer: 'none' };

/**
 * Sends what waits, oldest first, one at a time. Stops at the first request without an answer
 * (the network is still bad: the rest would fail too) and says so, for the caller to try later.
 * `read` turns an answer into its notice (the order's code, or why it needs the customer).
 */
export async function flushOutbox(
  outbox: Outbox,
  send: (entry: OutboxEntry) => Promise<SendResult>,
  read: (entry: OutboxEntry, data: unknown) => { code?: string; refused?: string },
): Promise<'done' | 'retry'> {
  for (const entry of outbox.getSnapshot().waiting) {
    const result = await send(entry);
    // Sent meanwhile by another tab, whose answer is already kept.
    if (!outbox.getSnapshot().waiting.some((e) => e.key === entry.key)) continue;
    if (result.answer === 'none') return 'retry';
    outbox.finish(
      entry.key,
      result.answer === 'refused'
        ? { refused: result.message, ...(result.refusal ? { refusal: result.refusal } : {}) }
        : read(entry, result.data),
    );
  }
  return 'done';
}

/** One try of a mutation over plain HTTP (no GraphQL client needed: this runs on any page). */
export async function sendOverHttp(
  request: { query: string; operationName: string; variables: Record<string, unknown> },
  fetchFn: typeof fetch = fetch,
  uri = '/graphql',
): Promise<SendResult> {
  let response: Response;
  let body: { data?: unknown; errors?: Array<{ message?: unknown; extensions?: Record<string, unknown> }> };
  try {
    response = await fetchFn(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify(request),
    });
    body = (await response.json()) as typeof body;
  } catch {
    return { answer: 'none' };
  }
  const refused = definiteRefusalOf(body.errors);
  if (refused) {
    const { message, ...refusal } = refused;
    return { answer: 'refused', message, refusal };
  }
  if (!response.ok || body.errors?.length || body.data == null) return { answer: 'none' };
  return { answer: 'data', data: body.data };
}
