import { graphql } from './support/api';
import { DESKTOP, newPhonePage, phoneJourneys, PHONE, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * An admin opens a new shop with its sign-in from /admin/vendors (a too-short password is
 * refused first, beside its field); the shopkeeper signs in with it and stocks a first product;
 * the shop's History shows it was created by the admin. Then a delivery person gets a sign-in
 * and is disabled, after a confirmation.
 */

const onPhone = phoneJourneys();

const SHOP = {
  name: 'Bolpur Pally Stores',
  nameBn: 'বোলপুর পল্লী স্টোর্স',
  village: 'Bolpur',
  address: 'Station Road, opposite the post office',
  phone: '98311 70021',
};
const OWNER = { name: 'Nitai Mondal', phone: '98311 70022', password: 'mustard oil and puffed rice' };
const RIDER = { name: 'Bablu Soren', phone: '98311 70023', password: 'by cycle to Supur and back' };

describe('an admin opening a new shop', () => {
  it('creates the shop with its sign-in, the owner signs in and stocks a product, and the history says who made it', async () => {
    await onPhone(async (admin) => {
      await signInAdmin(admin, '/admin');
      await admin.getByRole('link', { name: /^Shops/ }).click();
      await admin.waitForURL('**/admin/vendors');
      await admin.getByRole('heading', { level: 1, name: 'Shops' }).waitFor();
      await admin.getByRole('list', { name: 'Shops' }).getByRole('article').first().waitFor();

      await admin.getByRole('button', { name: 'New shop' }).click();
      const form = admin.getByRole('form', { name: 'New shop' });
      await form.getByLabel('Kind of shop').selectOption('GROCERY');
      await form.getByLabel('Shop name', { exact: true }).fill(SHOP.name);
      await form.getByLabel('Shop name in Bengali (optional)').fill(SHOP.nameBn);
      await form.getByLabel("Owner's name (optional)").fill(OWNER.name);
      await form.getByLabel('Village').fill(SHOP.village);
      await form.getByLabel('Address', { exact: true }).fill(SHOP.address);
      await form.getByLabel("Shop's phone number").fill(SHOP.phone);
      await form.getByLabel('Opens at').fill('08:30');
      await form.getByLabel('Closes at').fill('20:00');
      await form.getByRole('checkbox', { name: 'Thursday' }).check();
      await form.getByLabel('Name of the person who signs in').fill(OWNER.name);
      await form.getByLabel('Their mobile number').fill(OWNER.phone);
      const password = form.getByLabel('Password', { exact: true });
      await password.fill('short');
      await form.getByRole('button', { name: 'Create the shop' }).click();

      // Refused beside the password, and nothing made.
      await form.getByText('The password must have at least 8 characters.').waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      await expectFitsThePhone(admin, [
        password,
        form.getByRole('button', { name: 'Create the shop' }),
        form.locator('label').filter({ hasText: 'Thursday' }),
      ]);
      await screenshot(admin, 'admin-shops-new-refused-phone');

      await password.fill(OWNER.password);
      await form.getByRole('button', { name: 'Create the shop' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `Shop ${SHOP.name} created. Its owner can sign in now.` })
        .waitFor();
      const card = admin.getByRole('article', { name: SHOP.name });
      await card.waitFor();
      expect(await card.getByTestId('shop-state').textContent()).toBe('Open');
      expect(await card.getByTestId('shop-chat-group').textContent()).toContain('None: orders are not posted');
      expect(await card.getByRole('link', { name: new RegExp(SHOP.name) }).getAttribute('href')).toBe(
        'tel:+919831170021',
      );
      await card.scrollIntoViewIfNeeded();
      await expectFitsThePhone(admin, [
        card.getByRole('button', { name: 'Edit' }),
        card.getByRole('button', { name: 'History' }),
      ]);
      await screenshot(admin, 'admin-shops-created-phone');

      // The shopkeeper, on their own phone, signs in with what the admin set and stocks a product.
      const { page: shopkeeper } = await newPhonePage(admin.context().browser()!);
      try {
        await shopkeeper.goto('/vendorLogin');
        await shopkeeper.getByLabel('Mobile number').fill(OWNER.phone);
        await shopkeeper.getByLabel('Password', { exact: true }).fill(OWNER.password);
        await shopkeeper.getByRole('button', { name: 'Sign in' }).click();
        await shopkeeper.waitForURL('**/vendor/grocery');
        await shopkeeper.getByRole('navigation', { name: 'Your shop' }).getByRole('link', { name: 'Products' }).click();
        await shopkeeper.getByText('No products yet. Add the first one.').waitFor();
        await shopkeeper.getByRole('button', { name: 'Add a product' }).click();
        const product = shopkeeper.getByRole('form', { name: 'New product' });
        await product.getByLabel('Name', { exact: true }).fill('Gobindobhog rice');
        await product.getByLabel('Unit of sale').fill('1 kg');
        await product.getByLabel('Price in ₹').fill('120');
        await product.getByLabel('Stock now').fill('25');
        await product.getByRole('button', { name: 'Add product' }).click();
        await shopkeeper.getByRole('status').filter({ hasText: 'Gobindobhog rice added.' }).waitFor();
        const rice = shopkeeper.getByRole('article', { name: 'Gobindobhog rice (1 kg)' });
        await rice.getByText('25 in stock').waitFor();

        // And its photo, from the phone's camera roll.
        await rice.getByRole('button', { name: 'Edit' }).click();
        await rice.getByRole('button', { name: 'Add a photo' }).waitFor();
        await rice.getByTestId('product-photo-input').setInputFiles({
          name: 'rice.png',
          mimeType: 'image/png',
          buffer: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
            'base64',
          ),
        });
        await rice.locator('img.product-photo__image').waitFor();
        await rice.getByRole('button', { name: 'Change the photo' }).waitFor();
        await rice.getByRole('button', { name: 'Cancel' }).click();
        await screenshot(shopkeeper, 'admin-shops-owner-product-phone');
      } finally {
        await shopkeeper.context().close();
      }

      // Back with the admin: the shop's history says who made it, and what it was made with.
      await card.getByRole('button', { name: 'History' }).click();
      const history = card.getByRole('list', { name: `History of ${SHOP.name}` });
      const created = history.getByTestId('audit-entry').filter({ hasText: 'Created by Administrator (admin)' });
      await created.waitFor();
      expect(await created.textContent()).toContain(SHOP.village);
      expect(await created.textContent()).toContain('Grocery');
      await screenshot(admin, 'admin-shops-history-phone');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'admin-shops-history-desktop');
      await admin.setViewportSize(PHONE);

      // Closing it asks first; "no" keeps it open, "yes" closes it (and its rice leaves the
      // customers' grocery list, which the catalog journeys count).
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = card.getByRole('form', { name: `Change ${SHOP.name}` });
      const open = edit.getByRole('checkbox', { name: 'Open: customers see the shop' });
      await open.uncheck();
      await edit.getByRole('button', { name: 'Save' }).click();
      const confirm = card.getByRole('alertdialog', { name: `Close ${SHOP.name}?` });
      await confirm.waitFor();
      await screenshot(admin, 'admin-shops-close-confirm-phone');
      await confirm.getByRole('button', { name: 'No, keep it open' }).click();
      await confirm.waitFor({ state: 'detached' });
      await edit.getByRole('button', { name: 'Save' }).click();
      await confirm.getByRole('button', { name: /^Yes/ }).click();
      await confirm.waitFor({ state: 'detached' });
      // The notice, not the card: a list of open shops may drop the card as soon as it refetches.
      await admin
        .getByRole('status')
        .filter({ hasText: `${SHOP.name} is closed. Customers no longer see it.` })
        .waitFor();
      const { products } = await graphql<{ products: { nodes: Array<{ name: string }> } }>(
        `
          query {
            products(section: GROCERY, first: 100) {
              nodes {
                name
              }
            }
          }
        `,
        {},
      );
      expect(products.nodes.map((p) => p.name)).not.toContain('Gobindobhog rice');
    });
  });
});

describe('an admin managing delivery staff', () => {
  it('gives a new delivery person a sign-in, and disables it after a confirmation', async () => {
    await onPhone(async (admin) => {
      await signInAdmin(admin, '/admin/delivery');
      await admin.getByRole('heading', { level: 1, name: 'Delivery staff' }).waitFor();
      await admin.getByRole('button', { name: 'New delivery person' }).click();
      const form = admin.getByRole('form', { name: 'New delivery person' });
      await form.getByLabel('Name', { exact: true }).fill(RIDER.name);
      await form.getByLabel('Mobile number').fill(RIDER.phone);
      await form.getByLabel('Password', { exact: true }).fill(RIDER.password);
      await form.getByRole('button', { name: 'Create the sign-in' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${RIDER.name} can sign in now.` })
        .waitFor();
      const card = admin.getByRole('article', { name: RIDER.name });
      await card.waitFor();
      await screenshot(admin, 'admin-delivery-created-phone');

      await card.getByRole('button', { name: 'Disable…' }).click();
      await card
        .getByRole('alertdialog', { name: `Disable ${RIDER.name}?` })
        .getByRole('button', { name: 'Yes, disable' })
        .click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${RIDER.name} is disabled and signed out.` })
        .waitFor();
      await card.waitFor({ state: 'detached' });
      await admin.getByRole('checkbox', { name: 'Show disabled people too' }).click();
      await admin.waitForURL('**/admin/delivery?disabled=1');
      const disabled = admin.getByRole('article', { name: RIDER.name });
      expect(await disabled.getByTestId('person-state').textContent()).toBe('Disabled');
      await disabled.getByRole('button', { name: 'History' }).click();
      await disabled.getByTestId('audit-entry').filter({ hasText: 'Disabled by Administrator (admin)' }).waitFor();
      await screenshot(admin, 'admin-delivery-disabled-phone');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'admin-delivery-disabled-desktop');
    });
  });
});
