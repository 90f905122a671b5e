import type { Browser, Page } from 'playwright-core';
import { graphql } from './support/api';
import { expectFitsThePhone, signInAdmin } from './support/admin';
import { DESKTOP, launchChromium, newPhonePage, screenshot } from './support/browser';

/**
 * The admin's dashboard on their home: a customer orders on another phone, and the admin's
 * figures for today rise by themselves; the figure leads to the orders it counts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A number no other journey uses, so nothing else finds this order by phone. */
const PHONE_NUMBER = `96${String(Date.now() % 1e8).padStart(8, '0')}`;

/** The figure a link of the dashboard shows. */
async function figure(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).locator('.dash-state__count').textContent());
}

async function ordersToday(page: Page): Promise<number> {
  const name = (await page.getByRole('link', { name: /^\d+ orders? today$/ }).textContent()) ?? '';
  return Number(/^(\d+)/.exec(name)?.[1]);
}

/** The customer's side: a packet of biscuits from the village grocery, ordered as anyone would. */
async function orderBiscuits(page: Page): Promise<{ code: string; trackingToken: string }> {
  await page.goto('/grocery');
  const box = page.getByRole('searchbox', { name: 'Search Grocery' });
  await box.fill('Marie');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Add to cart: Marie Biscuits (250 g packet)' }).click();
  await page.getByRole('link', { name: /View cart/ }).click();
  await page.waitForURL('**/cart');
  await page.getByLabel('Your name').fill('Putul Bauri');
  await page.getByLabel('Mobile number').fill(PHONE_NUMBER);
  await page.getByLabel('Delivery address').fill('Bauri Para, behind the Shiv temple, Supur');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/thankYou');
  const [placed] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('haat.my-orders') ?? '[]') as Array<{ code: string; trackingToken: string }>,
  );
  return placed;
}

describe("the admin's dashboard", () => {
  it("shows a customer's new order in today's figures without a reload, and leads to it", async () => {
    const admin = await newPhonePage(browser);
    const customer = await newPhonePage(browser);
    let placed: { code: string; trackingToken: string } | undefined;
    try {
      const page = admin.page;
      await signInAdmin(page);
      const dashboard = page.getByRole('region', { name: /^Today/ });
      await dashboard.getByTestId('today-PLACED').waitFor();
      await page.locator('[data-testid="live-state"][data-state="live"]').waitFor();
      const placedBefore = await figure(page, 'today-PLACED');
      const totalBefore = await ordersToday(page);
      const waiting = dashboard.getByRole('list', { name: 'Waiting for you' }).getByRole('link');
      await expectFitsThePhone(page, [
        page.getByTestId('today-PLACED'),
        page.getByTestId('today-OUT_FOR_DELIVERY'),
        ...(await waiting.all()),
      ]);
      await screenshot(page, 'admin-dashboard-phone');

      let loads = 0;
      page.on('load', () => (loads += 1));
      placed = await orderBiscuits(customer.page);

      // The admin's phone: the figures rise by themselves.
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('[data-testid="today-PLACED"] .dash-state__count')?.textContent) > before,
        placedBefore,
        { timeout: 15_000 },
      );
      expect(await ordersToday(page)).toBeGreaterThan(totalBefore);
      expect(loads).toBe(0);
      await screenshot(page, 'admin-dashboard-new-order-phone');

      // The figure leads to today's placed orders, the new one among them.
      await page.getByTestId('today-PLACED').click();
      await page.waitForURL(/\/admin\/orders\?status=placed&day=\d{4}-\d{2}-\d{2}$/);
      await page.getByRole('article', { name: `Order ${placed.code}` }).waitFor();
      expect(await page.getByLabel('State').inputValue()).toBe('PLACED');

      await page.goBack();
      await page.setViewportSize(DESKTOP);
      await dashboard.getByTestId('today-PLACED').waitFor();
      await screenshot(page, 'admin-dashboard-desktop');
    } finally {
      // The customer changes their mind: nothing stays open for other journeys to count, and the stock goes back.
      if (placed) {
        await graphql(
          `
            mutation ($input: CancelOrderInput!) {
              cancelOrder(input: $input) {
                status
              }
            }
          `,
          {
            input: { code: placed.code, trackingToken: placed.trackingToken, reason: 'Ordered to try the dashboard' },
          },
        );
      }
      await Promise.all([admin.context.close(), customer.context.close()]);
    }
  });
});
