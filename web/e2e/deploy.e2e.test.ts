import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, PHONE, screenshot } from './support/browser';
import { nextBuildOf, startDeployServer, type DeployServer } from './support/deploy-server';

const WEB_DIST = path.resolve(__dirname, '..', 'dist');

let browser: Browser;
let server: DeployServer;
let firstBuild: string;
let secondBuild: string;
beforeAll(async () => {
  browser = await launchChromium();
  firstBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-first-build-'));
  fs.cpSync(WEB_DIST, firstBuild, { recursive: true });
  secondBuild = nextBuildOf(firstBuild);
  server = await startDeployServer(firstBuild);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  for (const dir of [firstBuild, secondBuild]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The app's code files this page has run, by name. */
const scriptsRun = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.startsWith('/assets/') && name.endsWith('.js')),
  );

/** Names of the files the service worker keeps for the app (its precache). */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
  });

/** Asks `check` every quarter second until it says yes (a page's waitForFunction does not await a promise). */
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the new build did not take over in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const namesOf = (dir: string) => new Set(fs.readdirSync(path.join(dir, 'assets')).map((name) => `/assets/${name}`));

describe('a deploy while a customer has the app open', () => {
  it('moves the open page to the new build whole, never a mix of old and new code, and loses nothing', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: server.url,
      locale: 'en-IN',
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      // The first build, installed: its worker controls the page and holds its files.
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      const oldFiles = namesOf(firstBuild);
      const newFiles = namesOf(secondBuild);
      expect(
        (await precached(page)).filter((file) => file.startsWith('/assets/')).every((file) => oldFiles.has(file)),
      ).toBe(true);

      // Something in the cart, kept on the phone.
      await page
        .getByRole('main')
        .getByRole('link', { name: /grocer/i })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Add to cart: / })
        .first()
        .click();

      // The deploy: the server now has only the second build's files.
      server.deploy(secondBuild);
      expect((await fetch(`${server.url}${[...oldFiles][0]}`)).status).toBe(404);

      // The phone checks for a new worker (as it does on every navigation); the new one installs
      // the new build whole and takes over, and the old build's files leave its cache.
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const newCartPage = [...newFiles].find((file) => file.includes('/cart-page-'))!;
      await waitUntil(async () => {
        const files = await precached(page);
        return (
          files.includes(newCartPage) &&
          files.filter((file) => file.startsWith('/assets/')).every((file) => newFiles.has(file))
        );
      });

      // The page still runs the old code, and every file it asks for is of that same build: from
      // the phone's own cache while that still holds them.
      const oneBuild = (files: string[]) =>
        files.every((file) => oldFiles.has(file)) || files.every((file) => newFiles.has(file));
      await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { level: 1, name: /cart/i }).waitFor({ timeout: 30_000 });
      expect(oneBuild(await scriptsRun(page))).toBe(true);

      // A cheap phone's small cache lets the old files go too. Opening a page whose old code is
      // now nowhere reloads it once into the new build, at the address asked for.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      // (The About page: no screen opened so far fetched its code ahead.)
      await page.getByRole('navigation', { name: 'About Haat' }).getByRole('link', { name: 'About us' }).click();
      await page.waitForURL('**/aboutUs');
      await page.getByRole('heading', { level: 1, name: /about/i }).waitFor({ timeout: 30_000 });
      const afterDeploy = await scriptsRun(page);
      expect(afterDeploy.length).toBeGreaterThan(0);
      expect(afterDeploy.filter((file) => !newFiles.has(file))).toEqual([]);
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);

      // The cart came through the deploy.
      await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
      await page.getByRole('heading', { level: 1, name: /cart/i }).waitFor();
      expect(await page.getByTestId('cart-count').count()).toBe(1);
      await screenshot(page, 'deploy-cart-after-update-phone');
      expect(
        errors.filter((message) => !/dynamically imported module|Importing a module script failed/i.test(message)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
