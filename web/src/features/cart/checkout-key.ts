import type { CartLineInput } from '../../generated/graphql';
import { storageKeys } from '../../shared/storage/keys';
import { readJson, removeKey, writeJson, type KeyValueStorage } from '../../shared/storage/local-storage';

/** A random idempotency key: 36 letters, digits and hyphens, as the server wants (16 to 64 of them). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on https (and localhost); getRandomValues everywhere.
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The lines a press of Place order sends; the same text means the same cart. */
export function cartSignature(lines: readonly CartLineInput[]): string {
  return JSON.stringify(lines.map((line) => [line.productId, line.quantity, line.seenPricePaise ?? null]));
}

interface KeptKey {
  key: string;
  cart: string;
}

const isKept = (value: unknown): value is KeptKey | null =>
  value === null ||
  (typeof value === 'object' && typeof (value as KeptKey).key === 'string' && typeof (value as KeptKey).cart === 'string');

export interface CheckoutKeys {
  /**
   * The key for a press of Place order with this cart: the one kept from an unanswered press of
   * the same cart, so the server sees a retry and never makes a second order; otherwise a new one.
   */
  forPress(cart: string): string;
  /** The server gave a definite answer (placed, or refused): the next press is a new one. */
  settle(): void;
}

/**
 * The key lives in local storage from the press until a definite answer: a request lost on a bad
 * connection may have reached the server, and a reload, a closed tab or a dead battery must not
 * turn the retry into a second order. A changed cart is another order, with its own key.
 */
export function createCheckoutKeys(options: { storage?: KeyValueStorage | null; makeKey?: () => string } = {}): CheckoutKeys {
  const makeKey = options.makeKey ?? newIdempotencyKey;
  // Also held in memory, for a browser that refuses storage: retries on this page still match.
  let inMemory: KeptKey | null = null;
  return {
    forPress(cart) {
      const kept = readJson<KeptKey | null>(storageKeys.checkoutKey, null, isKept, options.storage) ?? inMemory;
      if (kept && kept.cart === cart) return kept.key;
      inMemory = { key: makeKey(), cart };
      writeJson(storageKeys.checkoutKey, inMemory, options.storage);
      return inMemory.key;
    },
    settle() {
      inMemory = null;
      removeKey(storageKeys.checkoutKey, options.storage);
    },
  };
}

export const checkoutKeys = createCheckoutKeys();
