import type { ThrottleState } from './throttle';

/**
 * Where throttle state lives so that every API instance sees the same counts: PostgreSQL by
 * default, Redis when REDIS_URL is set. `update` is atomic per key.
 */
export interface ThrottleStore {
  read(key: string, now: number): Promise<ThrottleState | null>;
  /** Applies `change` to the current state atomically; null deletes the key. */
  update(key: string, now: number, change: (current: ThrottleState | null) => ThrottleState | null): Promise<void>;
  close(): Promise<void>;
}
