import type { Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { graphql, signInFirstAdmin } from './support/api';
import { phoneJourneys, screenshot } from './support/browser';

const onPhone = phoneJourneys();
const MAA_TARA = stableId('vendor', 'maa-tara-bhandar');
const SET_DAY = `mutation ($vendorId: ID!, $input: ShopDayInput!) { setShopDay(vendorId: $vendorId, input: $input) { closedToday takesLaterOrders } }`;

let token: string;
const setDay = (closedToday: boolean, takesLaterOrders: boolean) =>
  graphql(SET_DAY, { vendorId: MAA_TARA, input: { closedToday, takesLaterOrders } }, token);

beforeAll(async () => {
  token = (await signInFirstAdmin()).accessToken;
});
// Other journeys share the seeded shop: it opens again whatever happens here.
afterAll(() => setDay(false, false));

async function fillCheckout(page: Page): Promise<void> {
  await page.getByLabel('Your name').fill('Rina Das');
  await page.getByLabel('Mobile number').fill('97320 55501');
  await page.getByLabel('Delivery address').fill('Dakshin Para, near the primary school, Supur');
}

describe('a shop that is closed now', () => {
  it('says when it opens in the catalog, the product page and the cart; refuses the order, then takes it for after opening once the shop allows', async () => {
    await setDay(true, false);
    await onPhone(async (page) => {
      await page.goto('/grocery');
      const box = page.getByRole('searchbox', { name: 'Search Grocery' });
      await box.fill('Masoor');
      await box.press('Enter');
      const card = page.getByRole('article', { name: 'Masoor Dal' });
      await card.getByText(/^Closed · opens 12:00 am tomorrow$/).waitFor();
      await screenshot(page, 'hours-catalog-closed-phone');
      await page.getByRole('button', { name: 'Add to cart: Masoor Dal (1 kg)' }).click();

      await card.getByRole('link', { name: 'Masoor Dal', exact: true }).click();
      await page.getByText(/^Closed · opens 12:00 am tomorrow$/).waitFor();

      await page.goto('/cart');
      const shop = page.getByRole('region', { name: 'Maa Tara Bhandar' });
      await shop.getByText(/^Closed · opens 12:00 am tomorrow$/).waitFor();
      await shop
        .getByText('Maa Tara Bhandar is closed and takes no orders until it opens. Remove its items or come back then.')
        .waitFor();
      await fillCheckout(page);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText(/Some items have changed/).waitFor();
      expect(page.url()).toMatch(/\/cart$/);

      await setDay(true, true);
      await page.getByRole('button', { name: 'Place order' }).click();
      const accept = shop.getByRole('checkbox', { name: 'I agree: deliver after Maa Tara Bhandar opens' });
      await accept.waitFor();
      await screenshot(page, 'hours-cart-accept-later-phone');
      await accept.check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/cart'));
    });
  });
});
