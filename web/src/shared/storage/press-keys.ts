import { readJson, removeKey, writeJson, type KeyValueStorage } from './local-storage';

/** A random idempotency key: 36 letters, digits and hyphens, as the server wants (16 to 64 of them). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on https (and localhost); getRandomValues everywhere.
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface KeptKey {
  key: string;
  /** What the press sent, as text: the same text means the same request. */
  signature: string;
}

/** The kept key, or null. The cart kept its key as { key, cart } before other forms shared this. */
function keptKeyOf(value: unknown): KeptKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const signature = v.signature ?? v.cart;
  return typeof v.key === 'string' && typeof signature === 'string' ? { key: v.key, signature } : null;
}

export interface PressKeys {
  /**
   * The key for a press of a form's send button with these details: the one kept from an
   * unanswered press of the same details, so the server sees a retry and never acts twice;
   * otherwise a new one.
   */
  forPress(signature: string): string;
  /** The server gave a definite answer (done, or refused): the next press is a new one. */
  settle(): void;
}

/**
 * One form's idempotency key, kept in local storage under `storageKey` from the press until a
 * definite answer: a request lost on a bad connection may have reached the server, and a reload,
 * a closed tab or a dead battery must not turn the retry into a second order or booking. Changed
 * details are another request, with a key of their own.
 */
export function createPressKeys(
  storageKey: string,
  options: { storage?: KeyValueStorage | null; makeKey?: () => string } = {},
): PressKeys {
  const makeKey = options.makeKey ?? newIdempotencyKey;
  // Also held in memory, for a browser that refuses storage: retries on this page still match.
  let inMemory: KeptKey | null = null;
  return {
    forPress(signature) {
      const kept = keptKeyOf(readJson<unknown>(storageKey, null, undefined, options.storage)) ?? inMemory;
      if (kept && kept.signature === signature) return kept.key;
      inMemory = { key: makeKey(), signature };
      writeJson(storageKey, inMemory, options.storage);
      return inMemory.key;
    },
    settle() {
      inMemory = null;
      removeKey(storageKey, options.storage);
    },
  };
}
