/**
 * Registers the service worker (built by vite-plugin-pwa from web/vite.config.ts) once the first
 * page is loaded and the phone is idle: the worker then precaches the customer's pages, and that
 * download must not compete with the first page's own code on 2G.
 *
 * Updates: the new worker installs the whole new build in the background, then takes over at once
 * (skipWaiting, clientsClaim) without reloading the page, so nothing being typed is lost. The page
 * keeps running the code it has; old chunks it has not loaded yet are gone from the new precache
 * and the server, so the next one it asks for fails and chunk-loader.ts reloads the page once,
 * into the new build, whole. Hashed file names mean old and new code never mix in one page. A
 * prompt ("new version, reload?") was not chosen: a phone can keep the app open for days, and a
 * question in a language someone may not read well is one more thing to get wrong.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // The first visit's own queries went out before any worker was there to keep them. When the
  // first worker takes this page, ask for them once more through it (a few KB of JSON, once per
  // phone), so the very first page opened is there offline too.
  const hadWorker = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (hadWorker) return;
      const queries = new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => {
            const url = new URL(name);
            // Only public queries go as GET (shared/apollo/client.ts); anything signed in is POST.
            return url.origin === location.origin && url.pathname === '/graphql' && url.search !== '';
          }),
      );
      for (const url of queries)
        void fetch(url, { headers: { 'apollo-require-preflight': 'true' } }).catch(() => undefined);
    },
    { once: true },
  );
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a development server, a private window): the app works as before, online only.
    });
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 3000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
