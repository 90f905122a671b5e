import type { DataSource, EntityManager } from 'typeorm';

/** The seed's limit: a transaction that loses a race is tried again at most this many times in all. */
export const TRANSACTION_ATTEMPTS = 5;

/** serialization_failure and deadlock_detected: the database asks for the work to be done again. */
const RETRYABLE = new Set(['40001', '40P01']);

function isRetryable(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return RETRYABLE.has(e?.code ?? '') || RETRYABLE.has(e?.driverError?.code ?? '');
}

/**
 * Runs `work` in a transaction, again (up to TRANSACTION_ATTEMPTS in all) when PostgreSQL reports
 * a serialization failure or a deadlock, after a short random pause so the racers spread out.
 */
export async function transactionWithRetry<T>(db: DataSource, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
