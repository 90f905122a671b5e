import type { Browser, Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { expectFitsThePhone } from './support/admin';
import { createVendorAccount } from './support/api';
import { launchChromium, newPhonePage, PHONE, screenshot } from './support/browser';

/**
 * A shop's day on a 360 px phone, with no Haat rider: a villager orders from Joydev Stores; the
 * shop, named on its desk, confirms and packs; with nobody to take the order it is told so, says
 * "we deliver our orders ourselves", sends it out, hands it over and records the cash; the
 * villager's tracking says delivered. Every order state is one tap away on the phone, and the
 * desk's bars carry no customer's Cart or Find Order.
 */

const OWNER = { name: 'Tapas Pal', phone: '98320 44117', password: 'Joydev stores counter 2026' };
const SHOP = stableId('vendor', 'joydev-stores');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await createVendorAccount({ ...OWNER, vendorId: SHOP });
});
afterAll(() => browser?.close());

const chips = (page: Page) => page.getByRole('group', { name: 'Orders by state' }).getByRole('button');
const chip = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Orders by state' }).getByRole('button', { name });

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function placeOrder(page: Page, phone: string): Promise<string> {
  await page.goto('/grocery');
  const box = page.getByRole('searchbox', { name: 'Search Grocery' });
  await box.fill('Chhola');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Add to cart: Chhola Dal (1 kg)' }).click();
  await page.getByRole('link', { name: /View cart/ }).click();
  await page.waitForURL('**/cart');
  await page.getByLabel('Your name').fill('Sabita Mondal');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Delivery address').fill('Kalitala, near the Shiv temple, Joydev Kenduli');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/thankYou');
  return `${(await page.getByTestId('checkout-code').textContent())!.trim()}-1`;
}

describe('a shop that takes its own orders to the door', () => {
  it('confirms, packs, sends out, hands over and records the cash, all from its phone', async () => {
    const { context: shopContext, page: shop } = await newPhonePage(browser);
    const { context: villagerContext, page: villager } = await newPhonePage(browser);
    try {
      const phone = `96${String(Date.now() % 1e8).padStart(8, '0')}`;
      const code = await placeOrder(villager, phone);

      await shop.goto('/vendorLogin');
      await shop.getByLabel('Mobile number').fill(OWNER.phone);
      await shop.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await shop.getByRole('button', { name: 'Sign in' }).click();
      await shop.waitForURL('**/vendor/grocery');
      // The desk names the shop, and its bars hold no customer's Cart or Find Order.
      await shop.getByText('For Joydev Stores').waitFor();
      expect(await shop.getByRole('banner').getByRole('link', { name: /Cart/ }).count()).toBe(0);
      expect(await shop.getByRole('link', { name: 'Find Order' }).count()).toBe(0);
      // Every state is on screen, one tap away, at 360 px.
      expect(await chips(shop).count()).toBe(7);
      for (const button of await chips(shop).all()) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      await expectFitsThePhone(shop, await chips(shop).all());
      await shot(shop, 'shop-desk-states-phone');

      const card = shop.getByRole('article', { name: `Order ${code}` });
      await card.getByRole('button', { name: 'Confirm' }).click();
      await chip(shop, /Confirmed/).click();
      await card.getByRole('button', { name: 'Pack' }).click();
      await chip(shop, /Packed/).click();
      // Nobody to take it: the shop is told why there is no Send out, and what it can do.
      await card.getByText(/waiting for the Haat office to give it to a delivery person/).waitFor();
      expect(await card.getByRole('button', { name: 'Send out' }).count()).toBe(0);
      await shot(shop, 'shop-desk-waiting-rider-phone');

      await shop.getByRole('checkbox', { name: /We deliver our orders ourselves/ }).check();
      await shop.getByRole('status').filter({ hasText: 'Your shop now delivers its orders itself.' }).waitFor();
      await card.getByRole('button', { name: 'Send out' }).click();
      await chip(shop, /Out/).click();
      await card.getByRole('button', { name: 'Delivered' }).waitFor();
      await shot(shop, 'shop-desk-own-delivery-phone');
      await card.getByRole('button', { name: 'Delivered' }).click();
      await chip(shop, /Done/).click();
      await card.getByLabel('Cash taken, in ₹').fill('90');
      await card.getByRole('button', { name: 'Cash collected' }).click();
      await card.getByText('Cash collected: ₹90').waitFor();
      await shot(shop, 'shop-desk-delivered-cash-phone');

      // The villager's tracking says it arrived.
      await villager.goto(`/findOrder/${phone}`);
      const order = villager.getByRole('article', { name: `Order ${code}` });
      await order.getByTestId('order-status').getByText('Delivered').waitFor();

      // The same desk read in Bengali, then the setting put back for the other journeys.
      await shop.goto('/');
      await shop.getByRole('button', { name: 'বাংলা' }).first().click();
      await shop.goto('/vendor/grocery?state=PACKED');
      await shop.getByRole('checkbox', { name: /আমরা নিজেরাই ডেলিভারি দিই/ }).waitFor();
      await shot(shop, 'shop-desk-bengali-phone');
      await shop.getByRole('checkbox', { name: /আমরা নিজেরাই ডেলিভারি দিই/ }).uncheck();
      await shop
        .getByRole('status')
        .filter({ hasText: 'এখন থেকে হাটের ডেলিভারি কর্মীরা আপনার অর্ডার পৌঁছে দেবেন।' })
        .waitFor();
    } finally {
      await shopContext.close();
      await villagerContext.close();
    }
  });
});
