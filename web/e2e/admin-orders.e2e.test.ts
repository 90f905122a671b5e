import { stableId } from '../../api/src/seed/stable-id';
import { graphql, signInFirstAdmin } from './support/api';
import { DESKTOP, expectCount, phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The admin's orders desk: a new order appears by itself, is found by its code, is given to a
 * delivery person and moved on from the screen, and its history says the admin did it.
 */

const onPhone = phoneJourneys();
const SHOP = { key: 'haat-tala-sabji', name: 'Haat Tala Sabji Bazar' };
const VENDOR = { name: 'Gopal Bagdi', phone: '98000 77120', password: 'Haat Tala greens every morning' };
const RIDER = { name: 'Bapi Hansda', phone: '97333 00231', password: 'cycle van to Ilambazar and back' };

let admin: { accessToken: string; name: string };
let riderId: string;

beforeAll(async () => {
  admin = await signInFirstAdmin();
  await graphql(
    `
      mutation ($input: CreateVendorAccountInput!) {
        createVendorAccount(input: $input) {
          id
        }
      }
    `,
    { input: { ...VENDOR, vendorId: stableId('vendor', SHOP.key) } },
    admin.accessToken,
  );
  const { createDeliveryAccount } = await graphql<{ createDeliveryAccount: { id: string } }>(
    `
      mutation ($input: CreateDeliveryAccountInput!) {
        createDeliveryAccount(input: $input) {
          id
        }
      }
    `,
    { input: RIDER },
    admin.accessToken,
  );
  riderId = createDeliveryAccount.id;
});

/** A customer's order of onions at the shop, placed as the browser would. */
async function orderOnions(): Promise<string> {
  const { products } = await graphql<{ products: { nodes: Array<{ id: string }> } }>(
    `
      query ($vendorId: ID!) {
        products(vendorId: $vendorId, search: "Onion") {
          nodes {
            id
          }
        }
      }
    `,
    { vendorId: stableId('vendor', SHOP.key) },
  );
  const { placeOrder } = await graphql<{ placeOrder: { orders?: Array<{ code: string }> } }>(
    `
      mutation ($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          ... on OrderPlaced {
            orders {
              code
            }
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: `e2e-admin-orders-${Date.now()}`,
        customer: { name: 'Shefali Mal', phone: '9732088112', address: 'Kumor Para, near the pond, Ilambazar' },
        lines: [{ productId: products.nodes[0].id, quantity: 3 }],
      },
    },
  );
  if (!placeOrder.orders?.[0]) throw new Error(`the order was not placed: ${JSON.stringify(placeOrder)}`);
  return placeOrder.orders[0].code;
}

/** The shopkeeper confirms the order from their own phone (an order is confirmed before it can be assigned). */
async function shopConfirms(code: string): Promise<void> {
  const { signInVendor } = await graphql<{ signInVendor: { accessToken: string } }>(
    `
      mutation ($input: SignInWithPhoneInput!) {
        signInVendor(input: $input) {
          accessToken
        }
      }
    `,
    { input: { phone: VENDOR.phone, password: VENDOR.password } },
  );
  const { staffOrders } = await graphql<{ staffOrders: { nodes: Array<{ id: string }> } }>(
    `
      query ($code: String) {
        staffOrders(code: $code, first: 1) {
          nodes {
            id
          }
        }
      }
    `,
    { code },
    signInVendor.accessToken,
  );
  await graphql(
    `
      mutation ($input: UpdateOrderStatusInput!) {
        updateOrderStatus(input: $input) {
          id
        }
      }
    `,
    { input: { orderId: staffOrders.nodes[0].id, status: 'CONFIRMED' } },
    signInVendor.accessToken,
  );
}

describe('an admin running the orders', () => {
  it('sees a new order arrive, finds it by code, assigns a delivery person, moves it on, and reads who did it', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      await page.getByRole('link', { name: /^Orders/ }).click();
      await page.waitForURL('**/admin/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await page.locator('[data-testid="live-state"][data-state="live"]').waitFor();

      // A customer orders while the admin looks: it appears without a reload.
      let loads = 0;
      page.on('load', () => (loads += 1));
      const code = await orderOnions();
      const card = page.getByRole('article', { name: `Order ${code}` });
      await card.waitFor({ timeout: 15_000 });
      expect(loads).toBe(0);
      expect(await card.getByTestId('order-status').textContent()).toBe('Placed');
      // Not confirmed yet: nobody can take it out.
      expect(await card.getByRole('button', { name: 'Assign delivery' }).count()).toBe(0);
      await screenshot(page, 'admin-orders-list-phone');

      // The shop confirms it; the admin finds it by its code, as a chat message's link would.
      await shopConfirms(code);
      await page.getByLabel('Order code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(`**/admin/orders?code=${code}`);
      await card.getByTestId('order-status').getByText('Confirmed').waitFor();
      await expectCount(page.getByRole('article'), 1);
      expect(await card.getByTestId('order-shop').textContent()).toBe(SHOP.name);
      expect(await card.getByTestId('order-total').textContent()).toBe('₹120');
      await card.getByRole('link', { name: /^Call .*: Shefali Mal$/ }).waitFor();

      // Assigns the delivery person.
      const assign = card.getByRole('button', { name: 'Assign delivery' });
      const moveTo = card.getByRole('button', { name: 'Move to…' });
      await expectFitsThePhone(page, [
        assign,
        moveTo,
        page.getByRole('button', { name: 'Find' }),
        page.getByLabel('State'),
        card.getByText('History'),
      ]);
      await screenshot(page, 'admin-orders-found-phone');
      await assign.click();
      await card.getByLabel('Delivery person').selectOption(riderId);
      await screenshot(page, 'admin-orders-assign-phone');
      await card.getByRole('button', { name: 'Assign', exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${code} given to ${RIDER.name}.` })
        .waitFor();
      await card.getByTestId('order-delivery').getByText(RIDER.name).waitFor();

      // Moves it on: packed.
      await card.getByRole('button', { name: 'Move to…' }).click();
      await card.getByLabel('New state').selectOption({ label: 'Packed' });
      await card.getByRole('button', { name: 'Move', exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${code} is now Packed.` })
        .waitFor();
      await card.getByTestId('order-status').getByText('Packed').waitFor();

      // The history: the admin gave it to the rider and packed it; the shop confirmed it.
      await card.getByText('History').click();
      const entries = card.getByTestId('audit-entry');
      await entries.nth(2).waitFor();
      const texts = await entries.allTextContents();
      expect(texts[0]).toContain(`${admin.name} (admin)`);
      expect(texts[0]).toContain('Status: Confirmed → Packed');
      expect(texts[1]).toContain(`${admin.name} (admin)`);
      expect(texts[1]).toContain(`Assigned to ${RIDER.name}`);
      expect(texts[2]).toContain(`${VENDOR.name} (vendor)`);
      expect(texts[2]).toContain('Status: Placed → Confirmed');
      await expectFitsThePhone(page, []);
      await screenshot(page, 'admin-orders-history-phone');

      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'admin-orders-history-desktop');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL('**/admin/orders');
      await card.waitFor();
      await screenshot(page, 'admin-orders-list-desktop');
    });
  });
});
