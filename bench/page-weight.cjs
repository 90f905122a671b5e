// The JavaScript and CSS a page makes a phone download before it can be used, as the bytes that
// cross the wire (gzipped by the server), measured in Chromium on a fresh profile. "Usable" is
// the moment the page's own heading (main h1) is in the document: what is fetched after that (the
// home's banner carousel, the GraphQL client fetched while the phone idles) does not hold the
// page up, and is reported apart as "later".
// Shared by `npm run bench` (figures printed) and web/e2e/page-weight.e2e.test.ts (the budget).

/** The routes the budget speaks of. */
const PAGE_WEIGHT_ROUTES = ['/', '/grocery', '/cart'];

/** Home's budget of gzipped JavaScript, in bytes (KB = 1024 bytes). */
const HOME_JS_BUDGET = 170 * 1024;

/** Records when the page's heading first appears, before any of the page's code runs. */
function watchForHeading() {
  const seen = () => {
    if (document.querySelector('main h1')) {
      window.__usableAt = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
}

function kindOf(url, initiator) {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js') || initiator === 'script') return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

/**
 * Loads `route` on a phone-sized page of a fresh context and sums the JS and CSS it fetched,
 * before and after it became usable. Sizes are the transferred bodies (encodedBodySize).
 */
async function measureRoute(browser, baseUrl, route) {
  // A first visit has no service worker yet; one registered during the measurement would serve the
  // later fetches from its precache and hide their bytes, so it is kept out.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // A cheap phone: a quarter of this machine's speed, as Lighthouse's mobile profile assumes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(watchForHeading);
    await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'load' });
    await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 30_000 });
    // Let what the page fetches once idle arrive too, so "later" is complete.
    await page.waitForLoadState('networkidle');
    const { usableAt, entries } = await page.evaluate(() => ({
      usableAt: window.__usableAt,
      entries: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, initiator: e.initiatorType, start: e.startTime, bytes: e.encodedBodySize })),
    }));
    const weight = { route, js: 0, css: 0, laterJs: 0, laterCss: 0, files: [] };
    for (const entry of entries) {
      const kind = kindOf(entry.name, entry.initiator);
      if (!kind) continue;
      const later = entry.start > usableAt;
      weight[later ? (kind === 'js' ? 'laterJs' : 'laterCss') : kind] += entry.bytes;
      weight.files.push({
        file: new URL(entry.name).pathname,
        kind,
        bytes: entry.bytes,
        later,
        start: Math.round(entry.start),
        usableAt: Math.round(usableAt),
      });
    }
    return weight;
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line a route: "/  JS 131.2 KB  CSS 9.1 KB  (later: JS 60.3 KB, CSS 1.2 KB)". */
function describeWeight(weight) {
  return `${weight.route.padEnd(9)} JS ${kb(weight.js).padStart(9)}  CSS ${kb(weight.css).padStart(8)}  (later: JS ${kb(weight.laterJs)}, CSS ${kb(weight.laterCss)})`;
}

module.exports = { PAGE_WEIGHT_ROUTES, HOME_JS_BUDGET, measureRoute, describeWeight, kb };
