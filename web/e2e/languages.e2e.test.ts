import { baseUrl, launchChromium, screenshot } from './support/browser';
import type { Browser } from 'playwright-core';

/**
 * A phone set to Bengali opens Haat in Bengali: its words, its digits, the catalog's Bengali
 * names first. The choice of another language sticks across a reload.
 */
describe('a Bengali phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('opens in Bengali, shows the catalog by its Bengali names, and keeps English once chosen', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl(),
      locale: 'bn-IN',
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'গ্রামের সব দরকার, এক ছোঁয়ায়' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('bn');
      expect(await page.getByRole('button', { name: 'বাংলা' }).first().getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'home-bengali-phone');

      // Grocery: a product's Bengali name alone; prices in Bengali digits.
      await page.goto('/grocery');
      const card = page.getByRole('article').first();
      await card.waitFor();
      const lead = card.locator('h2 a');
      expect(await lead.getAttribute('lang')).toBe('bn');
      expect(await card.textContent()).toMatch(/₹[০-৯]/);
      await screenshot(page, 'grocery-bengali-phone');

      // English chosen on the home page stays chosen after a reload.
      await page.goto('/');
      await page.getByRole('button', { name: 'English' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Everything our villages need, one tap away' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Everything our villages need, one tap away' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});
