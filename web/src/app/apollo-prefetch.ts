export const loadApolloBoundary = () => import('./apollo-boundary');

/** Fetches the GraphQL client's code while the phone is otherwise idle, ahead of the first tap. */
export function prefetchApollo(): void {
  if (typeof window === 'undefined') return;
  const start = () => void loadApolloBoundary().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
}
