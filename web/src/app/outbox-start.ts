import { outbox } from '../shared/offline/outbox';

/** While the network is up but the server does not answer, how often to try again. */
const RETRY_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | undefined;

function trySending(): void {
  if (outbox.getSnapshot().waiting.length === 0 || !navigator.onLine) return;
  clearTimeout(timer);
  void import('./outbox-sync')
    .then(({ sendOutbox }) => sendOutbox())
    .then((result) => {
      if (result === 'retry') timer = setTimeout(trySending, RETRY_MS);
    })
    .catch(() => {
      timer = setTimeout(trySending, RETRY_MS);
    });
}

/**
 * Sends the outbox when the network returns, when something is added to it while online, and
 * once at start (a reload, or the app opened again later). Tiny on purpose: it runs on every page.
 */
export function startOutbox(): void {
  window.addEventListener('online', trySending);
  let waiting = outbox.getSnapshot().waiting.length;
  outbox.subscribe(() => {
    const now = outbox.getSnapshot().waiting.length;
    if (now > waiting) trySending();
    waiting = now;
  });
  trySending();
}
