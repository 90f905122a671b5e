import { readJson, removeKey, writeJson, type KeyValueStorage } from '../storage/local-storage';

/** A random idempotency key: 36 letters, digits and hyphens, as the server wants (16 to 64 of them). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on https (and localhost); getRandomValues everywhere.
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface KeptKey {
  key: string;
  /** What was pressed for (a signature); named `cart` since the cart's keys came first, so a key kept across an update still matches. */
  cart: string;
}

const isKept = (value: unknown): value is KeptKey | null =>
  value === null ||
  (typeof value === 'object' && typeof (value as KeptKey).key === 'string' && typeof (value as KeptKey).cart === 'string');

export interface CheckoutKeys {
  /**
   * The key for a press of Place order (or Send list) with this content, given as a signature
   * (the same text for the same order): the one kept from an unanswered press of the same
   * content, so the server sees a retry and never makes a second order; otherwise a new one.
   */
  forPress(signature: string): string;
  /** The server gave a definite answer (placed, or refused): the next press is a new one. */
  settle(): void;
}

/**
 * The key lives in local storage from the press until a definite answer: a request lost on a bad
 * connection may have reached the server, and a reload, a closed tab or a dead battery must not
 * turn the retry into a second order. Changed content is another order, with its own key.
 * Each form keeps its key under its own `storageKey`, so a press of one never discards another's.
 */
export function createCheckoutKeys(options: {
  /** One of storageKeys: the cart's, or the lists'. */
  storageKey: string;
  storage?: KeyValueStorage | null;
  makeKey?: () => string;
}): CheckoutKeys {
  const { storageKey } = options;
  const makeKey = options.makeKey ?? newIdempotencyKey;
  // Also held in memory, for a browser that refuses storage: retries on this page still match.
  let inMemory: KeptKey | null = null;
  return {
    forPress(signature) {
      const kept = readJson<KeptKey | null>(storageKey, null, isKept, options.storage) ?? inMemory;
      if (kept && kept.cart === signature) return kept.key;
      inMemory = { key: makeKey(), cart: signature };
      writeJson(storageKey, inMemory, options.storage);
      return inMemory.key;
    },
    settle() {
      inMemory = null;
      removeKey(storageKey, options.storage);
    },
  };
}
