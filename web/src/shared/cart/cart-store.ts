import { useSyncExternalStore } from 'react';
import { storageKeys } from '../storage/keys';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage/local-storage';

/**
 * One line of the cart. Only id, name, quantity and stock carry rules; whatever else a catalog
 * puts on an item (price, picture, unit, vendor) rides along untouched.
 */
export interface CartItem {
  id: string;
  name: string;
  stock?: number;
  [extra: string]: unknown;
}

export interface CartLine extends CartItem {
  quantity: number;
}

export interface CartStore {
  getSnapshot: () => readonly CartLine[];
  subscribe: (listener: () => void) => () => void;
  /**
   * The seed's rules: an item matching on id AND name gets `count` added to its quantity (a
   * count below -1 also sets its stock to the new quantity, which is how a stock correction
   * from the server lands), a line reaching 0 is dropped, and an item not yet in the cart is
   * appended with quantity 1.
   */
  add(item: CartItem, count?: number): void;
  replace(lines: readonly CartLine[]): void;
  remove(...ids: string[]): void;
  clear(): void;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity)
  );
}

function isCart(value: unknown): value is CartLine[] {
  return Array.isArray(value);
}

/** Lines that survive a reload: anything malformed in storage is left out rather than crashing. */
function load(key: string, storage: KeyValueStorage | null): CartLine[] {
  return readJson<CartLine[]>(key, [], isCart, storage).filter(isCartLine);
}

export function createCartStore(options: { storage?: KeyValueStorage | null; key?: string } = {}): CartStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const key = options.key ?? storageKeys.cart;
  let lines: readonly CartLine[] = load(key, storage);
  const listeners = new Set<() => void>();

  function commit(next: readonly CartLine[]): void {
    lines = next;
    writeJson(key, lines, storage);
    listeners.forEach((listener) => listener());
  }

  return {
    getSnapshot: () => lines,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    add(item, count = 1) {
      const index = lines.findIndex((line) => line.id === item.id && line.name === item.name);
      if (index === -1) {
        commit([...lines, Object.assign({}, item, { quantity: 1 })]);
        return;
      }
      const current = lines[index];
      const quantity = current.quantity + count;
      // Quantity 0 removes the line; a negative one could only come from a bad count, and an
      // order for less than nothing makes no sense either.
      if (quantity <= 0) {
        commit(lines.filter((_, i) => i !== index));
        return;
      }
      const updated: CartLine = Object.assign({}, current, count < -1 ? { quantity, stock: quantity } : { quantity });
      commit(lines.map((line, i) => (i === index ? updated : line)));
    },

    replace(next) {
      commit(next.filter(isCartLine).map((line): CartLine => Object.assign({}, line)));
    },

    remove(...ids) {
      const gone = new Set(ids);
      commit(lines.filter((line) => !gone.has(line.id)));
    },

    clear() {
      commit([]);
    },
  };
}

/** The cart of this browser, loaded from localStorage when the app starts. */
export const cartStore = createCartStore();

// Another tab changed the cart: follow it, so two open tabs never overwrite each other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.cart) return;
    const next = event.newValue == null ? [] : load(storageKeys.cart, browserStorage());
    cartStore.replace(next);
  });
}

export function useCart(store: CartStore = cartStore): readonly CartLine[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Number of distinct items in the cart, as the top bar shows it. */
export function useCartCount(store: CartStore = cartStore): number {
  return useCart(store).length;
}
