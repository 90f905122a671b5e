import type { Page } from 'playwright-core';
import { graphql } from './support/api';
import { h1, launchChromium, newPhonePage, PHONE, screenshot } from './support/browser';
import type { Browser } from 'playwright-core';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const newPhone = () => `96${String(Date.now() % 1e8).padStart(8, '0')}`;

/** The service worker controls the page and has kept at least one GraphQL answer. */
async function installed(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(
    async () => (await caches.has('haat-graphql')) && (await (await caches.open('haat-graphql')).keys()).length > 0,
    null,
    { timeout: 30_000, polling: 250 },
  );
}

describe('the app with no network', () => {
  it('opens a visited catalog offline, keeps an order placed offline and sends it once when the network returns', async () => {
    const phone = newPhone();
    const { context, page } = await newPhonePage(browser, PHONE, { serviceWorkers: 'allow' });
    try {
      // Online, once: the app installs itself and keeps the catalog's answer.
      await page.goto('/grocery');
      const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
      await products.first().waitFor();
      await installed(page);
      const manifest = await page.evaluate(() =>
        fetch('/manifest.webmanifest').then((r) => r.json() as Promise<unknown>),
      );
      expect(manifest).toMatchObject({ short_name: 'Haat', start_url: '/', display: 'standalone' });
      // The customer's pages are precached; the staff screens' code is not (fetched when opened).
      const precached = await page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
        return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
      });
      expect(precached).toContainEqual(expect.stringMatching(/^\/assets\/cart-page-/));
      expect(precached).toContain('/index.html');
      expect(precached).not.toContainEqual(expect.stringMatching(/^\/assets\/admin-screens-/));

      await context.setOffline(true);
      await page.reload();
      await products.first().waitFor();
      expect(await h1(page).textContent()).toBeTruthy();
      await page.getByRole('status').getByText('You are offline. Pages you have opened before still work.').waitFor();
      await screenshot(page, 'offline-catalog-phone');

      const add = page.getByRole('button', { name: /^Add to cart: / }).first();
      await add.click();
      await page.getByRole('link', { name: /View cart/ }).click();
      await page.waitForURL('**/cart');
      await page.getByLabel('Your name').fill('Rina Das');
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByLabel('Delivery address').fill('Dakshin Para, near the primary school, Supur');
      await page.getByRole('button', { name: 'Place order' }).click();
      await page
        .getByText(/will be sent when you are online/)
        .first()
        .waitFor();
      await page
        .getByText('1 order, booking or request is saved on this phone. It will be sent when you are online.')
        .waitFor();
      await screenshot(page, 'offline-order-kept-phone');

      // A reload loses nothing: the order still waits.
      await page.reload();
      await page.getByRole('heading', { name: 'Saved on this phone' }).waitFor();
      expect(
        await graphql<{ ordersByPhone: unknown[] }>(
          'query ($phone: String!) { ordersByPhone(phone: $phone) { code } }',
          { phone },
        ),
      ).toEqual({ ordersByPhone: [] });

      await context.setOffline(false);
      await page.waitForURL('**/thankYou', { timeout: 30_000 });
      await page
        .getByText(/Your order (has been|was) placed|placed/i)
        .first()
        .waitFor();
      await screenshot(page, 'offline-order-sent-phone');

      const { ordersByPhone } = await graphql<{ ordersByPhone: Array<{ code: string }> }>(
        'query ($phone: String!) { ordersByPhone(phone: $phone) { code } }',
        { phone },
      );
      expect(ordersByPhone).toHaveLength(1);
      await page.getByText(ordersByPhone[0].code).first().waitFor();
      // Nothing is left to send: a later start sends nothing twice.
      expect(
        await page.evaluate(
          () => (JSON.parse(localStorage.getItem('haat.outbox') ?? '{}') as { waiting?: unknown }).waiting,
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
