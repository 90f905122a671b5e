import type { ThrottleState } from './throttle';

/**
 * Where throttle state lives so that every API instance sees the same counts: PostgreSQL by
 * default, Redis when REDIS_URL is set. `update` is atomic per key. The state is sign-in's by
 * default; the limits on anonymous writes keep their own (write-limits.ts).
 */
export interface ThrottleStore<S = ThrottleState> {
  read(key: string, now: number): Promise<S | null>;
  /** Applies `change` to the current state atomically; null deletes the key. */
  update(key: string, now: number, change: (current: S | null) => S | null): Promise<void>;
  close(): Promise<void>;
}

/** When a state may be forgotten (ms since the epoch). */
export type KeepUntil<S> = (state: S) => number;
