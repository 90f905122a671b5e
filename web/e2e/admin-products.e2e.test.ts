import { graphql, signInFirstAdmin } from './support/api';
import { DESKTOP, newPhonePage, phoneJourneys, PHONE, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * An admin keeps a shop's products from /admin/products: adds one to a shop, finds it by search,
 * changes its price (the History names the change), counts its stock and takes it off sale. The
 * shop is made closed for the journey, so its product never reaches a customer's list, which
 * other journeys count. Then an admin gives another admin a sign-in from /admin/admins; the new
 * admin signs in on their own phone, and is disabled again at the end.
 */

const onPhone = phoneJourneys();

const SHOP = { name: 'Kopai Ghat Stores', village: 'Kopai', address: 'By the river ghat', phone: '98311 70041' };
const PRODUCT = { name: 'Kopai Jaggery', nameBn: 'কোপাই গুড়', unit: '500 g' };
const NEW_ADMIN = { name: 'Mitali Hansda', email: 'mitali@haat.test', password: 'lanterns along the kopai' };

/** A closed grocery shop to stock, made as a script would: the journey is the products screen. */
async function closedShop(): Promise<string> {
  const admin = await signInFirstAdmin();
  const { createVendor } = await graphql<{ createVendor: { id: string } }>(
    `
      mutation ($input: CreateVendorInput!) {
        createVendor(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        ...SHOP,
        category: 'GROCERY',
        hours: { opensAt: '08:00', closesAt: '20:00', closedDays: [] },
        account: { name: 'Haru Let', phone: '98311 70042', password: 'jaggery from the date palms' },
      },
    },
    admin.accessToken,
  );
  await graphql(
    `
      mutation ($input: UpdateVendorInput!) {
        updateVendor(input: $input) {
          id
        }
      }
    `,
    { input: { id: createVendor.id, ...SHOP, active: false } },
    admin.accessToken,
  );
  return createVendor.id;
}

describe("an admin keeping a shop's products", () => {
  it('adds a product to a shop, finds it, changes its price with the change in its history, counts it and takes it off sale', async () => {
    const shopId = await closedShop();
    await onPhone(async (admin) => {
      await signInAdmin(admin, '/admin');
      await admin.getByRole('link', { name: /^Products/ }).click();
      await admin.waitForURL('**/admin/products');
      await admin.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      await admin.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
      await screenshot(admin, 'admin-products-list-phone');

      // A new product for the shop: the shop must be chosen first.
      await admin.getByRole('button', { name: 'New product' }).click();
      const form = admin.getByRole('form', { name: 'New product' });
      await form.getByLabel('Name', { exact: true }).fill(PRODUCT.name);
      await form.getByLabel('Name in Bengali (if any)').fill(PRODUCT.nameBn);
      await form.getByLabel('Unit of sale').fill(PRODUCT.unit);
      await form.getByLabel('Price in ₹').fill('60');
      await form.getByLabel('MRP in ₹').fill('70');
      await form.getByLabel('Stock now').fill('30');
      await form.getByRole('button', { name: 'Add the product' }).click();
      await form.getByText('Choose the shop.').waitFor();
      const shopPicker = form.getByLabel('Shop', { exact: true });
      expect(await shopPicker.getAttribute('aria-invalid')).toBe('true');
      await expectFitsThePhone(admin, [shopPicker, form.getByRole('button', { name: 'Add the product' })]);
      await screenshot(admin, 'admin-products-new-refused-phone');
      await shopPicker.selectOption(shopId);
      await form.getByRole('button', { name: 'Add the product' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${PRODUCT.name} added to ${SHOP.name}.` })
        .waitFor();

      // Found by search, in Bengali as in English.
      const search = admin.getByRole('searchbox', { name: 'Search products' });
      await search.fill('গুড়');
      await search.press('Enter');
      await admin.waitForURL(/q=/);
      const card = admin.getByRole('article', { name: `${PRODUCT.name} (${PRODUCT.unit}), ${SHOP.name}` });
      await card.waitFor();
      expect(await card.getByTestId('product-price').textContent()).toBe('₹60 for 500 g');
      expect(await card.getByTestId('product-mrp').textContent()).toBe('₹70');
      expect(await card.getByTestId('product-stock').textContent()).toBe('30 in stock');
      await card.getByText('Shop closed').waitFor();
      await card.scrollIntoViewIfNeeded();
      await expectFitsThePhone(admin, [
        card.getByRole('button', { name: 'Edit' }),
        card.getByRole('button', { name: 'History' }),
        card.getByRole('button', { name: 'Take off sale…' }),
      ]);
      await screenshot(admin, 'admin-products-found-phone');

      // A new price: an MRP below it is refused beside the MRP, then saved.
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = card.getByRole('form', { name: `Change ${PRODUCT.name}` });
      await edit.getByLabel('Price in ₹').fill('75.50');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.getByText('The MRP cannot be below the price.').waitFor();
      expect(await edit.getByLabel('MRP in ₹').getAttribute('aria-invalid')).toBe('true');
      await screenshot(admin, 'admin-products-edit-refused-phone');
      await edit.getByLabel('Price in ₹').fill('65.50');
      await edit.getByRole('button', { name: 'Save' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${PRODUCT.name} saved.` })
        .waitFor();
      await card.getByTestId('product-price').filter({ hasText: '₹65.50 for 500 g' }).waitFor();

      // Its history names the change, in rupees, and who made it.
      await card.getByRole('button', { name: 'History' }).click();
      const history = card.getByRole('list', { name: `History of ${PRODUCT.name}` });
      const changed = history.getByTestId('audit-entry').filter({ hasText: 'Changed by Administrator (admin)' });
      await changed.waitFor();
      const said = (await changed.textContent())!.replace(/\s+/g, ' ');
      expect(said).toContain('Price₹60 → became ₹65.50');
      expect(said).not.toContain('MRP');
      await history.getByTestId('audit-entry').filter({ hasText: 'Created by Administrator (admin)' }).waitFor();
      await screenshot(admin, 'admin-products-history-phone');

      // Counted: the stock is set with a reason.
      await card.getByRole('button', { name: 'Stock' }).click();
      const count = card.getByRole('form', { name: 'Set the count' });
      await count.getByLabel('Count').fill('28');
      await count.getByRole('button', { name: 'Counted' }).click();
      await count.getByRole('button', { name: 'Save count' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `Stock of ${PRODUCT.name} is now 28.` })
        .waitFor();
      await card.getByTestId('product-stock').filter({ hasText: '28 in stock' }).waitFor();

      // Off sale, after a confirmation that says it is never deleted.
      await card.getByRole('button', { name: 'Take off sale…' }).click();
      const confirm = card.getByRole('alertdialog', { name: `Take ${PRODUCT.name} off sale?` });
      await confirm.getByText('Products are never deleted, as orders point to them.', { exact: false }).waitFor();
      await screenshot(admin, 'admin-products-off-sale-confirm-phone');
      await confirm.getByRole('button', { name: 'Yes, take off sale' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${PRODUCT.name} is off sale. Nobody can order it now.` })
        .waitFor();
      // Off-sale products leave the list unless asked for.
      await card.waitFor({ state: 'detached' });
      await admin.getByRole('checkbox', { name: 'Show products off sale too' }).click();
      await admin.waitForURL(/offsale=1/);
      expect(await card.getByTestId('product-state').textContent()).toBe('Off sale');
      await screenshot(admin, 'admin-products-off-sale-phone');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'admin-products-off-sale-desktop');
      await admin.setViewportSize(PHONE);
    });

    // Customers never saw it: its shop is closed.
    const { products } = await graphql<{ products: { nodes: Array<{ name: string }> } }>(
      `
        query {
          products(search: "Kopai", first: 100) {
            nodes {
              name
            }
          }
        }
      `,
      {},
    );
    expect(products.nodes).toEqual([]);
  });
});

describe('an admin making another admin', () => {
  it('gives a new admin a sign-in, the new admin signs in, and is disabled again after a confirmation', async () => {
    await onPhone(async (admin) => {
      await signInAdmin(admin, '/admin');
      await admin.getByRole('link', { name: /^Admins/ }).click();
      await admin.waitForURL('**/admin/admins');
      await admin.getByRole('heading', { level: 1, name: 'Admins' }).waitFor();
      const me = admin.getByRole('article', { name: 'Administrator' });
      await me.getByText('You', { exact: true }).waitFor();
      expect(await me.getByRole('button', { name: 'Disable…' }).count()).toBe(0);

      await admin.getByRole('button', { name: 'New admin' }).click();
      const form = admin.getByRole('form', { name: 'New admin' });
      await form.getByLabel('Name', { exact: true }).fill(NEW_ADMIN.name);
      await form.getByLabel('Email address').fill(NEW_ADMIN.email);
      const password = form.getByLabel('Password', { exact: true });
      await password.fill('short');
      await form.getByRole('button', { name: 'Create the sign-in' }).click();
      await form.getByText('The password must have at least 8 characters.').waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      await expectFitsThePhone(admin, [password, form.getByRole('button', { name: 'Create the sign-in' })]);
      await screenshot(admin, 'admin-admins-new-refused-phone');
      await password.fill(NEW_ADMIN.password);
      await form.getByRole('button', { name: 'Create the sign-in' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${NEW_ADMIN.name} can sign in now.` })
        .waitFor();
      const card = admin.getByRole('article', { name: NEW_ADMIN.name });
      expect(await card.getByTestId('person-email').textContent()).toBe(NEW_ADMIN.email);
      await screenshot(admin, 'admin-admins-created-phone');

      // The new admin, on their own phone, signs in with what was set for them.
      const { page: mitali } = await newPhonePage(admin.context().browser()!);
      try {
        await mitali.goto('/login');
        await mitali.getByLabel('Email address').fill(NEW_ADMIN.email);
        await mitali.getByLabel('Password', { exact: true }).fill(NEW_ADMIN.password);
        await mitali.getByRole('button', { name: 'Sign in' }).click();
        await mitali.waitForURL('**/admin');
        await mitali.getByRole('heading', { name: `Welcome, ${NEW_ADMIN.name}` }).waitFor();
      } finally {
        await mitali.context().close();
      }

      // Disabled again, after a confirmation: the History says who did it.
      await card.getByRole('button', { name: 'Disable…' }).click();
      const confirm = card.getByRole('alertdialog', { name: `Disable ${NEW_ADMIN.name}?` });
      await screenshot(admin, 'admin-admins-disable-confirm-phone');
      await confirm.getByRole('button', { name: 'Yes, disable' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${NEW_ADMIN.name} is disabled and signed out.` })
        .waitFor();
      await card.waitFor({ state: 'detached' });
      await admin.getByRole('checkbox', { name: 'Show disabled admins too' }).click();
      await admin.waitForURL('**/admin/admins?disabled=1');
      const disabled = admin.getByRole('article', { name: NEW_ADMIN.name });
      expect(await disabled.getByTestId('person-state').textContent()).toBe('Disabled');
      await disabled.getByRole('button', { name: 'History' }).click();
      await disabled.getByTestId('audit-entry').filter({ hasText: 'Disabled by Administrator (admin)' }).waitFor();
      await screenshot(admin, 'admin-admins-disabled-phone');
    });
  });
});
