import type { Page } from 'playwright-core';
import { graphql } from './support/api';
import { newPhonePage, phoneJourneys, screenshot } from './support/browser';
import { signInAdmin } from './support/admin';

/**
 * The admin screens' whole day, each person on their own phone: an admin opens a shop and gives
 * a delivery person a sign-in; the shopkeeper signs in and stocks a product with a photo; a
 * customer finds it in the catalog and orders it; the shop confirms and packs it; the admin finds
 * it by its code and assigns it; the delivery person picks it up, delivers it and records the
 * cash; the order's History names who did each of those, and the shop's History names the admin
 * who opened it. At the end the admin closes the shop, so its product leaves the catalog again.
 */

const onPhone = phoneJourneys();

/** Numbers no other journey uses: 94, then the time, then one digit for each person. */
const stamp = String(Date.now() % 1e7).padStart(7, '0');
const phone = (n: number) => `94${stamp}${n}`;
const spaced = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;

const SHOP = {
  name: `Supur Haat Bhandar ${stamp}`,
  village: 'Supur',
  address: 'Beside the Supur bus stand',
  phone: spaced(phone(1)),
};
const OWNER = { name: `Haren Saha ${stamp}`, phone: spaced(phone(2)), password: 'jaggery from Supur every winter' };
const RIDER = { name: `Montu Murmu ${stamp}`, phone: spaced(phone(3)), password: 'cycle van to Ruppur and back' };
const CUSTOMER = { name: 'Sabita Let', phone: phone(4), address: 'Bagdi Para, behind the school, Supur' };
const PRODUCT = { name: `Nolen Gur ${stamp}`, unit: '500 g', price: 90 };

async function signInWithPhone(page: Page, path: string, account: { phone: string; password: string }): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Three people's sign-ins and a dozen screens in one journey: about 30 s on a quiet machine, twice
// that when the machine is busy, so it gets more than the 60 s every other journey gets.
jest.setTimeout(120_000);

describe('a shop opened by an admin, from its first product to a delivered order', () => {
  it('is opened, stocked, ordered from, packed, assigned, delivered and paid, and each History says who did it', async () => {
    await onPhone(async (admin) => {
      const browser = admin.context().browser()!;

      // The admin opens the shop with its owner's sign-in.
      await signInAdmin(admin, '/admin/vendors');
      await admin.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
      await admin.getByRole('button', { name: 'New shop' }).click();
      const form = admin.getByRole('form', { name: 'New shop' });
      await form.getByLabel('Kind of shop').selectOption('GROCERY');
      await form.getByLabel('Shop name', { exact: true }).fill(SHOP.name);
      await form.getByLabel("Owner's name (optional)").fill(OWNER.name);
      await form.getByLabel('Village').fill(SHOP.village);
      await form.getByLabel('Address', { exact: true }).fill(SHOP.address);
      await form.getByLabel("Shop's phone number").fill(SHOP.phone);
      // Open all day, so the journey's order is taken at whatever hour the suite runs.
      await form.getByLabel('Opens at').fill('00:00');
      await form.getByLabel('Closes at').fill('23:59');
      await form.getByLabel('Name of the person who signs in').fill(OWNER.name);
      await form.getByLabel('Their mobile number').fill(OWNER.phone);
      await form.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await form.getByRole('button', { name: 'Create the shop' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `Shop ${SHOP.name} created. Its owner can sign in now.` })
        .waitFor();
      const shopCard = admin.getByRole('article', { name: SHOP.name });
      await shopCard.waitFor();
      expect(await shopCard.getByTestId('shop-state').textContent()).toBe('Open');
      await shopCard.scrollIntoViewIfNeeded();
      await screenshot(admin, 'admin-journey-shop-created-phone');

      // In another tab, the admin gives a delivery person a sign-in.
      const desk = await admin.context().newPage();
      await desk.goto('/admin/delivery');
      await desk.getByRole('heading', { level: 1, name: 'Delivery staff' }).waitFor();
      await desk.getByRole('button', { name: 'New delivery person' }).click();
      const riderForm = desk.getByRole('form', { name: 'New delivery person' });
      await riderForm.getByLabel('Name', { exact: true }).fill(RIDER.name);
      await riderForm.getByLabel('Mobile number').fill(RIDER.phone);
      await riderForm.getByLabel('Password', { exact: true }).fill(RIDER.password);
      await riderForm.getByRole('button', { name: 'Create the sign-in' }).click();
      await desk
        .getByRole('status')
        .filter({ hasText: `${RIDER.name} can sign in now.` })
        .waitFor();
      await desk.getByRole('article', { name: RIDER.name }).waitFor();

      // The shopkeeper, on their own phone, signs in and stocks a product with a photo.
      const { context: shopContext, page: shop } = await newPhonePage(browser);
      const { context: customerContext, page: customer } = await newPhonePage(browser);
      const { context: riderContext, page: rider } = await newPhonePage(browser);
      try {
        await signInWithPhone(shop, '/vendorLogin', OWNER);
        await shop.waitForURL('**/vendor/grocery');
        await shop.getByRole('navigation', { name: 'Your shop' }).getByRole('link', { name: 'Products' }).click();
        await shop.getByText('No products yet. Add the first one.').waitFor();
        await shop.getByRole('button', { name: 'Add a product' }).click();
        const newProduct = shop.getByRole('form', { name: 'New product' });
        await newProduct.getByLabel('Name', { exact: true }).fill(PRODUCT.name);
        await newProduct.getByLabel('Unit of sale').fill(PRODUCT.unit);
        await newProduct.getByLabel('Price in ₹').fill(String(PRODUCT.price));
        await newProduct.getByLabel('Stock now').fill('12');
        await newProduct.getByRole('button', { name: 'Add product' }).click();
        await shop
          .getByRole('status')
          .filter({ hasText: `${PRODUCT.name} added.` })
          .waitFor();
        const product = shop.getByRole('article', { name: `${PRODUCT.name} (${PRODUCT.unit})` });
        await product.getByText('12 in stock').waitFor();
        await product.getByRole('button', { name: 'Edit' }).click();
        await product.getByRole('button', { name: 'Add a photo' }).waitFor();
        await product.getByTestId('product-photo-input').setInputFiles({
          name: 'gur.png',
          mimeType: 'image/png',
          buffer: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
            'base64',
          ),
        });
        await product.locator('img.product-photo__image').waitFor();
        await product.getByRole('button', { name: 'Change the photo' }).waitFor();
        await product.getByRole('button', { name: 'Cancel' }).click();
        await screenshot(shop, 'admin-journey-vendor-product-phone');

        // A customer finds it in the grocery catalog, photo and all, and orders two.
        await customer.goto('/grocery');
        await customer.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
        const search = customer.getByRole('searchbox', { name: 'Search Grocery' });
        await search.fill(PRODUCT.name);
        await search.press('Enter');
        const listed = customer.getByRole('article', { name: PRODUCT.name });
        await listed.waitFor();
        await listed.locator('img').first().waitFor();
        await customer.getByRole('button', { name: `Add to cart: ${PRODUCT.name} (${PRODUCT.unit})` }).click();
        await customer.getByRole('button', { name: `One more ${PRODUCT.name}` }).click();
        await listed.getByTestId('cart-quantity').filter({ hasText: '2' }).waitFor();
        await screenshot(customer, 'admin-journey-catalog-phone');
        await customer.goto('/cart');
        await customer.getByRole('region', { name: SHOP.name }).waitFor();
        expect(await customer.getByTestId('cart-total').textContent()).toBe(`₹${2 * PRODUCT.price}`);
        await customer.getByLabel('Your name').fill(CUSTOMER.name);
        await customer.getByLabel('Mobile number').fill(CUSTOMER.phone);
        await customer.getByLabel('Delivery address').fill(CUSTOMER.address);
        await customer.getByRole('button', { name: 'Place order' }).click();
        await customer.waitForURL('**/thankYou');
        const checkout = (await customer.getByTestId('checkout-code').textContent())!.trim();
        const code = `${checkout}-1`;
        const placed = customer.getByRole('list', { name: 'Your orders, one from each shop' });
        expect(await placed.textContent()).toContain(`Order ${code}`);
        expect(await placed.textContent()).toContain(SHOP.name);
        await screenshot(customer, 'admin-journey-thank-you-phone');

        // The shop confirms and packs it.
        await shop.goto('/vendor/grocery');
        const order = shop.getByRole('article', { name: `Order ${code}` });
        await order.getByRole('button', { name: 'Confirm' }).click();
        await shop
          .getByRole('status')
          .filter({ hasText: `Order ${code} is now under “Confirmed”.` })
          .waitFor();
        await shop
          .getByRole('group', { name: 'Orders by state' })
          .getByRole('button', { name: /^Confirmed/ })
          .click();
        await order.getByRole('button', { name: 'Pack' }).click();
        await shop
          .getByRole('status')
          .filter({ hasText: `Order ${code} is now under “Packed”.` })
          .waitFor();
        await shop
          .getByRole('group', { name: 'Orders by state' })
          .getByRole('button', { name: /^Packed/ })
          .click();
        await order.getByTestId('order-status').getByText('Packed').waitFor();
        await screenshot(shop, 'admin-journey-vendor-packed-phone');

        // The admin finds it by its code and gives it to the delivery person.
        await desk.goto('/admin/orders');
        await desk.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await desk.getByLabel('Order code').fill(code);
        await desk.getByRole('button', { name: 'Find' }).click();
        await desk.waitForURL(`**/admin/orders?code=${code}`);
        const card = desk.getByRole('article', { name: `Order ${code}` });
        await card.getByTestId('order-status').getByText('Packed').waitFor();
        expect(await card.getByTestId('order-shop').textContent()).toBe(SHOP.name);
        await card.getByRole('button', { name: 'Assign delivery' }).click();
        const who = card.getByLabel('Delivery person');
        const riderId = await who.locator('option', { hasText: RIDER.name }).getAttribute('value');
        await who.selectOption(riderId);
        await card.getByRole('button', { name: 'Assign', exact: true }).click();
        await desk
          .getByRole('status')
          .filter({ hasText: `${code} given to ${RIDER.name}.` })
          .waitFor();
        await card.getByTestId('order-delivery').getByText(RIDER.name).waitFor();
        await screenshot(desk, 'admin-journey-assigned-phone');

        // The delivery person signs in, picks it up, delivers it and records the cash.
        await signInWithPhone(rider, '/deliveryLogin', RIDER);
        await rider.waitForURL('**/delivery');
        const job = rider.getByRole('article', { name: `Order ${code}` });
        expect(await job.getByTestId('to-collect').textContent()).toBe(`₹${2 * PRODUCT.price}`);
        await job.getByRole('button', { name: 'Picked up' }).click();
        await rider
          .getByRole('region', { name: /^On the way/ })
          .getByRole('article', { name: `Order ${code}` })
          .waitFor();
        await job.getByRole('button', { name: 'Delivered' }).click();
        await rider
          .getByRole('region', { name: /^Delivered recently/ })
          .getByRole('article', { name: `Order ${code}` })
          .waitFor();
        expect(await job.getByLabel('Cash taken, in ₹').inputValue()).toBe(String(2 * PRODUCT.price));
        await job.getByRole('button', { name: 'Cash collected' }).click();
        await job.getByText(`Cash collected: ₹${2 * PRODUCT.price}`).waitFor();
        await screenshot(rider, 'admin-journey-delivery-paid-phone');

        // The order's History, on the admin's orders desk: who did each step.
        await desk.reload();
        await card.getByTestId('order-status').getByText('Delivered').waitFor();
        await card.getByText('History').click();
        const entries = card.getByTestId('audit-entry');
        const entry = (line: string) => entries.filter({ hasText: line });
        await entries.nth(5).waitFor();
        const vendor = `${OWNER.name} (vendor)`;
        const delivery = `${RIDER.name} (delivery)`;
        expect(await entry('Status: Placed → Confirmed').textContent()).toContain(vendor);
        expect(await entry('Status: Confirmed → Packed').textContent()).toContain(vendor);
        expect(await entry(`Assigned to ${RIDER.name}`).textContent()).toContain('(admin)');
        expect(await entry('Status: Packed → Out for delivery').textContent()).toContain(delivery);
        expect(await entry('Status: Out for delivery → Delivered').textContent()).toContain(delivery);
        expect(await entry(`Cash ₹${2 * PRODUCT.price} recorded`).textContent()).toContain(delivery);
        await entry('Status: Placed → Confirmed').scrollIntoViewIfNeeded();
        await screenshot(desk, 'admin-journey-order-history-phone');
        await desk.close();
      } finally {
        await Promise.all([shopContext.close(), customerContext.close(), riderContext.close()]);
      }

      // The shop's History says the admin opened it.
      await shopCard.getByRole('button', { name: 'History' }).click();
      await shopCard
        .getByRole('list', { name: `History of ${SHOP.name}` })
        .getByTestId('audit-entry')
        .filter({ hasText: 'Created by Administrator (admin)' })
        .waitFor();
      await screenshot(admin, 'admin-journey-shop-history-phone');

      // Closed again, so its product leaves the catalogs the other journeys count.
      await shopCard.getByRole('button', { name: 'Edit' }).click();
      const edit = shopCard.getByRole('form', { name: `Change ${SHOP.name}` });
      await edit.getByRole('checkbox', { name: 'Open: customers see the shop' }).uncheck();
      await edit.getByRole('button', { name: 'Save' }).click();
      const confirm = shopCard.getByRole('alertdialog', { name: `Close ${SHOP.name}?` });
      await confirm.getByRole('button', { name: /^Yes/ }).click();
      await confirm.waitFor({ state: 'detached' });
      // The notice, not the card: a list of open shops may drop the card as soon as it refetches.
      await admin
        .getByRole('status')
        .filter({ hasText: `${SHOP.name} is closed. Customers no longer see it.` })
        .waitFor();
      const { products } = await graphql<{ products: { nodes: Array<{ name: string }> } }>(
        `
          query ($search: String) {
            products(section: GROCERY, search: $search, first: 100) {
              nodes {
                name
              }
            }
          }
        `,
        { search: PRODUCT.name },
      );
      expect(products.nodes).toEqual([]);
    });
  });
});
