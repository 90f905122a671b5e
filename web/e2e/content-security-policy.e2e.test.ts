import type { Browser, Page } from 'playwright-core';
import { signInAdmin } from './support/admin';
import { launchChromium, newPhonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * Every report of something the content security policy blocked: the page's own
 * securitypolicyviolation events (recorded from before the first script runs) and Chromium's
 * console errors, which also tell of blocked workers and connections.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...fromConsole,
  ];
}

describe('the content security policy lets the app work', () => {
  it('blocks nothing the app loads: customer pages, the service worker, an admin screen and its live updates', async () => {
    const { context, page } = await newPhonePage(browser, undefined, { serviceWorkers: 'allow' });
    try {
      const violations = await watchViolations(page);
      const blocked: string[] = [];
      /** The app drew the page: its code ran and its heading is there. */
      const rendered = (path: string) =>
        page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(async (error) => {
            throw new Error(`${path} did not render: ${error}\nblocked: ${(await violations()).join('\n')}`);
          });

      const home = await page.goto('/');
      // The policy is really there, with the inline parts by hash and no 'unsafe-inline' for scripts.
      const policy = (await home!.allHeaders())['content-security-policy'];
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      await rendered('/');
      // A picture from /images/ is drawn (the home's banners).
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('main img')].some(
            (img) =>
              (img as HTMLImageElement).complete &&
              (img as HTMLImageElement).naturalWidth > 0 &&
              (img as HTMLImageElement).currentSrc.includes('/images/'),
          ),
        null,
        { timeout: 20_000 },
      );
      // The service worker (sw.js and workbox) registers and takes charge under the policy.
      const workerReady = await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
        ]),
      );
      expect(workerReady).toBe(true);
      await page.waitForLoadState('networkidle');
      blocked.push(...(await violations()));

      for (const path of ['/grocery', '/cart', '/medical/doctor']) {
        await page.goto(path);
        await rendered(path);
        await page.waitForLoadState('networkidle');
        blocked.push(...(await violations()).map((v) => `${path}: ${v}`));
      }
      // An admin screen: signed in over /graphql, its orders kept live over the WebSocket.
      const socket = page.waitForEvent('websocket', { timeout: 20_000 });
      await signInAdmin(page, '/admin/orders');
      await rendered('/admin/orders');
      expect((await socket).url()).toMatch(/^ws:\/\/[^/]+\/graphql$/);
      await page.waitForLoadState('networkidle');
      blocked.push(...(await violations()).map((v) => `/admin/orders: ${v}`));

      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
