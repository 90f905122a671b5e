import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, newPhonePage } from './support/browser';

interface Weight {
  route: string;
  js: number;
  css: number;
  laterJs: number;
  files: Array<{ file: string; kind: string; bytes: number; later: boolean; start: number; usableAt: number }>;
}

/** bench/page-weight.cjs: plain CommonJS, shared with `npm run bench`, which prints the same figures. */
interface PageWeightBench {
  PAGE_WEIGHT_ROUTES: string[];
  HOME_JS_BUDGET: number;
  measureRoute(browser: Browser, base: string, route: string): Promise<Weight>;
  describeWeight(weight: Weight): string;
  kb(bytes: number): string;
}
const { PAGE_WEIGHT_ROUTES, HOME_JS_BUDGET, measureRoute, describeWeight, kb } =
  require('../../bench/page-weight.cjs') as PageWeightBench;

/**
 * What a cheap phone downloads before a page can be used, counted as the gzipped bytes Chromium
 * received. The home page has a budget (see the issue: the framework alone is near 148 KB); a
 * change that goes over fails here and must win the bytes back.
 */
describe('the weight of a page on a phone', () => {
  let browser: Browser;
  const weights = new Map<string, Weight>();
  beforeAll(async () => {
    browser = await launchChromium();
    for (const route of PAGE_WEIGHT_ROUTES) weights.set(route, await measureRoute(browser, baseUrl(), route));
    // PAGE_WEIGHT_FILES=1 lists each file: its bytes, and when its fetch began against when the page was usable (ms).
    if (process.env.PAGE_WEIGHT_FILES) {
      console.log(
        [...weights.values()]
          .map((w) =>
            [w.route, ...w.files.map((f) => `  ${f.file} ${f.bytes} B at ${f.start}/${f.usableAt} ms`)].join('\n'),
          )
          .join('\n'),
      );
    }
    console.log(
      ['Gzipped JS and CSS fetched before each page is usable:', ...[...weights.values()].map(describeWeight)].join(
        '\n',
      ),
    );
  });
  afterAll(() => browser?.close());

  it(`keeps the home page within ${kb(HOME_JS_BUDGET)} of gzipped JavaScript`, () => {
    const home = weights.get('/')!;
    expect(home.js).toBeGreaterThan(0);
    expect(home.js).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  it('sends scripts gzipped: each arrives smaller than it is', () => {
    // encodedBodySize is what crossed the wire; a server that stopped compressing would show it here.
    const home = weights.get('/')!;
    const biggest = [...home.files].sort((a, b) => b.bytes - a.bytes)[0];
    expect(biggest.kind).toBe('js');
    return fetch(new URL(biggest.file, baseUrl()), { headers: { 'accept-encoding': 'identity' } })
      .then((res) => res.arrayBuffer())
      .then((body) => expect(biggest.bytes).toBeLessThan(body.byteLength / 2));
  });

  it('does not make the home page wait for the GraphQL client, and fetches it once the page is shown', async () => {
    const home = weights.get('/')!;
    expect(home.files.filter((f) => !f.later).map((f) => f.file)).not.toContainEqual(
      expect.stringMatching(/\/assets\/apollo-/),
    );
    // Fetched while the phone idles after the first page, so the first tap elsewhere does not wait for it.
    const { context, page } = await newPhonePage(browser);
    try {
      const prefetched = page.waitForRequest(/\/assets\/apollo-/, { timeout: 15_000 });
      await page.goto('/');
      await prefetched;
    } finally {
      await context.close();
    }
  });
});
