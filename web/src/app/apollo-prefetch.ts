export const loadApolloBoundary = () => import('./apollo-boundary');

/** Fetches the GraphQL client's code while the phone is otherwise idle, ahead of the first tap. */
function prefetchApollo(): void {
  const start = () => void loadApolloBoundary().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
}

interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Starts the prefetch only once the first page's own code has arrived and rendered. Started
 * earlier (while that page's chunk is still on its way, which on 2G is a long idle wait) it
 * would take the page's bandwidth for code the page may not need.
 */
export function prefetchApolloAfterFirstPage(router: StartingRouter): void {
  if (typeof window === 'undefined') return;
  // Two frames after the router is ready: React has rendered the page by then.
  const afterRender = () => void requestAnimationFrame(() => requestAnimationFrame(prefetchApollo));
  if (router.state.initialized) return afterRender();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    afterRender();
  });
}
