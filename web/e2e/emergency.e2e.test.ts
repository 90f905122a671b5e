import type { Browser } from 'playwright-core';
import { DESKTOP, launchChromium, newPhonePage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('a villager looking for the police number', () => {
  it('goes from the home page to /emergency/police and sees the seeded contacts, ready to call', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, 'home-phone');

      await page
        .getByRole('main')
        .getByRole('link', { name: /emergency/i })
        .first()
        .click();
      await page.waitForURL('**/emergency');
      await page
        .getByRole('link', { name: /police/i })
        .first()
        .waitFor();
      await screenshot(page, 'emergency-phone');

      await page
        .getByRole('main')
        .getByRole('link', { name: /police/i })
        .first()
        .click();
      await page.waitForURL('**/emergency/police');
      await page.getByText('Police Control Room').waitFor();
      await page.getByText('Ilambazar Police Station').waitFor();
      expect(await page.locator('a[href="tel:100"]').count()).toBeGreaterThan(0);
      expect(await page.locator('a[href="tel:+913463260221"]').count()).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(/police/i);
      await screenshot(page, 'emergency-police-phone');
    } finally {
      await context.close();
    }
  });

  it('shows the same page on a desktop, with the top bar links', async () => {
    const { context, page } = await newPhonePage(browser, DESKTOP);
    try {
      await page.goto('/emergency/police');
      await page.getByText('Police Control Room').waitFor();
      const banner = page.getByRole('banner');
      for (const name of [/home/i, /contact/i, /find order/i]) {
        await banner.getByRole('link', { name }).first().waitFor();
      }
      // The cart link shows a count only when the cart has something in it.
      expect(await banner.getByTestId('cart-count').count()).toBe(0);
      await screenshot(page, 'emergency-police-desktop');
    } finally {
      await context.close();
    }
  });
});

describe('the shell', () => {
  it('sends an unknown path to the home page', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/no/such/page');
      await page.waitForURL((url) => url.pathname === '/');
      await screenshot(page, 'unknown-path-phone');
    } finally {
      await context.close();
    }
  });

  it('shows a page that is not built yet with its title and a coming-soon panel', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      // The seed's own Coming soon page is a placeholder for good.
      await page.goto('/comingSoon');
      await page
        .getByText(/coming soon/i)
        .first()
        .waitFor();
      await screenshot(page, 'coming-soon-phone');
    } finally {
      await context.close();
    }
  });
});
