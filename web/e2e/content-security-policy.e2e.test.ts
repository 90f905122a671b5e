import type { Browser, Page } from 'playwright-core';
import { signInAdmin } from './support/admin';
import { h1, launchChromium, newPhonePage } from './support/browser';

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
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...fromConsole];
}

describe('the content security policy lets the app work', () => {
  it('blocks nothing the app loads: customer pages, the service worker, pictures, the admin screens and their live updates', async () => {
    const { context, page } = await newPhonePage(browser, undefined, { serviceWorkers: 'allow' });
    try {
      const violations = await watchViolations(page);
      const blocked: string[] = [];

      const home = await page.goto('/');
      // The policy is really there, with the inline parts by hash and no 'unsafe-inline' for scripts.
      const policy = (await home!.allHeaders())['content-security-policy'];
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      await h1(page).waitFor();
      // The service worker (sw.js and workbox) registers and takes charge under the policy.
      const workerReady = await page.evaluate(() =>
        Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20_000))]),
      );
      expect(workerReady).toBe(true);
      await page.waitForLoadState('networkidle');
      blocked.push(...(await violations()));

      for (const path of ['/grocery', '/cart', '/medical/doctor']) {
        await page.goto(path);
        await h1(page).waitFor();
        await page.waitForLoadState('networkidle');
        blocked.push(...(await violations()).map((v) => `${path}: ${v}`));
      }
      // Pictures from /images were drawn, not blocked.
      await page.goto('/grocery');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth > 0).length)).toBeGreaterThan(0);

      // An admin screen: signed in over /graphql, its orders kept live over the WebSocket.
      const socket = page.waitForEvent('websocket', { timeout: 20_000 });
      await signInAdmin(page, '/admin/orders');
      await h1(page).waitFor();
      expect((await socket).url()).toMatch(/^ws:\/\/[^/]+\/graphql$/);
      await page.waitForLoadState('networkidle');
      blocked.push(...(await violations()).map((v) => `/admin/orders: ${v}`));

      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
