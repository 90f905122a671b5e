import { catalogPartsSettled } from '../shared/i18n';

/**
 * Loading a page's code on demand, with the two things a deploy and a slow network need:
 * a time limit, and one page reload when the code asked for no longer exists on the server.
 */

/** As long as a page's code may take to arrive before we give up on it. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Within this time of one automatic reload, a second failure shows the error page instead. */
export const RELOAD_GUARD_WINDOW_MS = 5 * 60_000;

export const RELOAD_GUARD_KEY = 'haat.chunk-reload-at';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Browsers word a failed dynamic import differently; these are the ones seen in the wild. */
const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailurePatterns.some((pattern) => pattern.test(error.message));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

/** Where the page is on its way to, when a navigation is waiting for a page's code; null otherwise. */
let pendingAddress: () => string | null = () => null;

/**
 * Tells the loader how to find the address being opened (app.tsx gives it the router's pending
 * navigation), so a reload for a new build lands on the page the customer tapped, not the one
 * they were leaving.
 */
export function followPendingNavigation(address: () => string | null): void {
  pendingAddress = address;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: ReloadEnvironment['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const reload = () => {
    const address = pendingAddress();
    if (address && address !== window.location.pathname + window.location.search + window.location.hash)
      window.location.assign(address);
    else window.location.reload();
  };
  return { storage, reload, now: () => Date.now() };
}

/**
 * Reloads the page unless it already did so recently in this tab; true when it reloads.
 * Where sessionStorage cannot hold the guard, it never reloads, so it can never loop.
 */
export function reloadOnce(env: ReloadEnvironment = browserEnvironment()): boolean {
  if (!env.storage) return false;
  try {
    const last = Number(env.storage.getItem(RELOAD_GUARD_KEY));
    if (last && env.now() - last < RELOAD_GUARD_WINDOW_MS) return false;
    env.storage.setItem(RELOAD_GUARD_KEY, String(env.now()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Imports a page's module. A stale chunk (the site was redeployed since this page loaded)
 * reloads the page once to pick up the new build; any other failure, or a second one, reaches
 * the router's error page.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  options: { timeoutMs?: number; env?: ReloadEnvironment } = {},
): Promise<T> {
  try {
    const loaded = await withTimeout(importer(), options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS);
    // The page's words in the reader's language come before its first frame.
    await withTimeout(catalogPartsSettled(), options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(options.env)) {
      // The page is going away; keep the spinner up rather than flash an error.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
