import type { CartLineInput } from '../../generated/graphql';
import { storageKeys } from '../../shared/storage/keys';
import type { KeyValueStorage } from '../../shared/storage/local-storage';
import { createPressKeys, type PressKeys } from '../../shared/storage/press-keys';

/** The lines a press of Place order sends; the same text means the same cart. */
export function cartSignature(lines: readonly CartLineInput[]): string {
  return JSON.stringify(lines.map((line) => [line.productId, line.quantity, line.seenPricePaise ?? null]));
}

/** A press of Place order: a changed cart is another order, with its own key. */
export type CheckoutKeys = PressKeys;

export function createCheckoutKeys(options: { storage?: KeyValueStorage | null; makeKey?: () => string } = {}): CheckoutKeys {
  return createPressKeys(storageKeys.checkoutKey, options);
}

export const checkoutKeys = createCheckoutKeys();
