/**
 * Thin, failure-proof access to localStorage. Private browsing, a full disk or a browser that
 * refuses storage must never break a page, so every call swallows storage errors.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is missing or refused. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readText(key: string, storage = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, storage = browserStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply lives for this page only.
  }
}

export function removeKey(key: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}

/** Parsed JSON under `key`, or `fallback` when absent, corrupt or rejected by `isValid`. */
export function readJson<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T = (_value: unknown): _value is T => true,
  storage = browserStorage(),
): T {
  const raw = readText(key, storage);
  if (raw == null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, storage = browserStorage()): void {
  writeText(key, JSON.stringify(value), storage);
}
