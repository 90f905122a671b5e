import type { OutboxStatus } from '../../../generated/graphql';

/** The list's filters, as ?status= of /admin/notifications; failed when left out, the one that needs an admin. */
export const outboxFilters = ['failed', 'waiting', 'sent', 'all'] as const;
export type OutboxFilter = (typeof outboxFilters)[number];

export function outboxFilterOf(value: string | null): OutboxFilter {
  return (outboxFilters as readonly string[]).includes(value ?? '') ? (value as OutboxFilter) : 'failed';
}

/** The API's status for a filter; null asks for every message. */
export function statusOfFilter(filter: OutboxFilter): OutboxStatus | null {
  switch (filter) {
    case 'failed':
      return 'FAILED';
    case 'waiting':
      return 'PENDING';
    case 'sent':
      return 'SENT';
    default:
      return null;
  }
}

/** The tries the outbox makes before it keeps a message as failed (the API's worker: maxAttempts). */
export const MAX_TRIES = 5;
