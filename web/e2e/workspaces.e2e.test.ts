import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { baseUrl, DESKTOP, launchChromium, newPhonePage, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/global-setup';

/**
 * The shop, the delivery person and the customer, each on their own phone, watching one order
 * move without anyone reloading: placed, confirmed, packed, assigned, picked up, delivered, paid.
 */

/** Accounts the first admin makes, as an admin would: production mode has no demo sign-ins. */
const VENDOR = { name: 'Tapas Ghosh', phone: '98000 45231', password: 'Joydev Stores since 1979' };
const RIDER = { name: 'Rakesh Bagdi', phone: '97333 00017', password: 'toto to Kenduli and back' };
const CUSTOMER = {
  name: 'Mala Sen',
  address: 'Kadam Tala, behind the mandir, Joydev Kenduli',
  landmark: 'Red tube well',
};

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

let browser: Browser;
let adminToken: string;
let riderId: string;

beforeAll(async () => {
  browser = await launchChromium();
  const { signInAdmin } = await graphql<{ signInAdmin: { accessToken: string } }>(
    `
      mutation ($input: SignInWithEmailInput!) {
        signInAdmin(input: $input) {
          accessToken
        }
      }
    `,
    { input: E2E_ADMIN },
  );
  adminToken = signInAdmin.accessToken;
  await graphql(
    `
      mutation ($input: CreateVendorAccountInput!) {
        createVendorAccount(input: $input) {
          id
        }
      }
    `,
    { input: { ...VENDOR, vendorId: stableId('vendor', 'joydev-stores') } },
    adminToken,
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
    adminToken,
  );
  riderId = createDeliveryAccount.id;
});

afterAll(() => browser?.close());

/** The admin gives the order to the delivery person (here through the API; admin-orders.e2e.test.ts does it on the screen). */
async function assignToRider(code: string): Promise<void> {
  const { staffOrders } = await graphql<{ staffOrders: { nodes: Array<{ id: string; code: string }> } }>(
    `
      query {
        staffOrders(status: PACKED, first: 100) {
          nodes {
            id
            code
          }
        }
      }
    `,
    {},
    adminToken,
  );
  const order = staffOrders.nodes.find((node) => node.code === code);
  if (!order) throw new Error(`order ${code} is not packed`);
  await graphql(
    `
      mutation ($input: AssignOrderInput!) {
        assignOrder(input: $input) {
          id
        }
      }
    `,
    { input: { orderId: order.id, deliveryUserId: riderId } },
    adminToken,
  );
}

async function signIn(page: Page, path: string, account: { phone: string; password: string }): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The workspace says changes arrive by themselves: its subscription's socket is open. */
async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('[data-testid="live-state"][data-state="live"]').waitFor();
}

/** Counts page loads, so the journey can prove that nothing was reloaded. */
async function countLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

describe('an order followed live by the shop, the delivery person and the customer', () => {
  it('shows up at the shop, is confirmed and packed, assigned, picked up, delivered and paid, and the customer sees each step', async () => {
    const { context: customerContext, page: customer } = await newPhonePage(browser);
    const { context: staffContext, page: staff } = await newPhonePage(browser);
    try {
      // The shopkeeper opens the workspace and waits for orders.
      await signIn(staff, '/vendorLogin', VENDOR);
      await staff.waitForURL('**/vendor/grocery');
      await staff.getByRole('heading', { name: `Welcome, ${VENDOR.name}` }).waitFor();
      await waitUntilLive(staff);
      const staffLoads = await countLoads(staff);
      await screenshot(staff, 'workspace-vendor-waiting-phone');

      // A customer orders puffed rice from the shop.
      await customer.goto('/grocery');
      const search = customer.getByRole('searchbox', { name: 'Search Grocery' });
      await search.fill('Muri');
      await search.press('Enter');
      await customer.getByRole('button', { name: 'Add to cart: Muri (puffed rice) (500 g)' }).click();
      await customer.getByRole('button', { name: 'One more Muri (puffed rice)' }).click();
      await customer.goto('/cart');
      const phone = `96${String(Date.now() % 1e8).padStart(8, '0')}`;
      await customer.getByLabel('Your name').fill(CUSTOMER.name);
      await customer.getByLabel('Mobile number').fill(phone);
      await customer.getByLabel('Delivery address').fill(CUSTOMER.address);
      await customer.getByLabel('Landmark (if any)').fill(CUSTOMER.landmark);
      await customer.getByRole('button', { name: 'Place order' }).click();
      await customer.waitForURL('**/thankYou');
      const code = `${(await customer.getByTestId('checkout-code').textContent())!.trim()}-1`;

      // The customer opens the order's details and keeps them open.
      await customer.goto(`/findOrder/${phone}`);
      const summary = customer.getByRole('article', { name: `Order ${code}` });
      await summary.getByRole('button', { name: 'Details' }).click();
      const details = customer.getByRole('region', { name: `Details of order ${code}` });
      await details.getByText('Muri (puffed rice)').waitFor();
      expect(await summary.getByTestId('order-status').textContent()).toBe('Placed');
      const customerLoads = await countLoads(customer);

      // The shop sees it arrive, without reloading.
      const order = staff.getByRole('article', { name: `Order ${code}` });
      await order.waitFor();
      await staff
        .getByRole('status')
        .filter({ hasText: `New order ${code}.` })
        .waitFor();
      expect(await order.textContent()).toContain(CUSTOMER.name);
      expect(await order.textContent()).toContain(CUSTOMER.landmark);
      expect(await order.locator(`a[href="tel:+91${phone}"]`).count()).toBe(1);
      // Two packets of ₹35.
      expect(await order.getByTestId('order-total').textContent()).toBe('₹70');
      await screenshot(staff, 'workspace-vendor-new-order-phone');

      await order.getByRole('button', { name: 'Confirm' }).click();
      await staff
        .getByRole('status')
        .filter({ hasText: `Order ${code} is now under “Confirmed”.` })
        .waitFor();
      await summary.getByTestId('order-status').getByText('Confirmed').waitFor();

      await staff
        .getByRole('group', { name: 'Orders by state' })
        .getByRole('button', { name: /^Confirmed/ })
        .click();
      await order.getByRole('button', { name: 'Pack' }).click();
      await staff
        .getByRole('status')
        .filter({ hasText: `Order ${code} is now under “Packed”.` })
        .waitFor();
      await staff
        .getByRole('group', { name: 'Orders by state' })
        .getByRole('button', { name: /^Packed/ })
        .click();
      await order.getByTestId('order-status').getByText('Packed').waitFor();
      await summary.getByTestId('order-status').getByText('Packed').waitFor();
      await screenshot(staff, 'workspace-vendor-packed-phone');
      await screenshot(customer, 'workspace-customer-packed-phone');

      // The same phone now serves the delivery person, on the big-type screen.
      await staff.locator('header.top-bar').getByRole('button', { name: 'Sign out' }).click();
      await staff.waitForURL((url) => url.pathname === '/');
      // Signed out only once the top bar says so; a sign-in page opened sooner may still see the old session.
      await staff.locator('header.top-bar').getByRole('button', { name: 'Sign out' }).waitFor({ state: 'detached' });
      await signIn(staff, '/deliveryLogin', RIDER);
      await staff.waitForURL('**/delivery');
      await staff.getByRole('link', { name: 'Big screen' }).click();
      await staff.waitForURL('**/delivery/screen');
      await waitUntilLive(staff);
      await staff.getByText('No orders for you right now').waitFor();
      const riderLoads = await countLoads(staff);
      await screenshot(staff, 'workspace-delivery-screen-empty-phone');

      // The admin assigns it; it appears on the delivery screen by itself.
      await assignToRider(code);
      const job = staff.getByRole('article', { name: `Order ${code}` });
      await job.waitFor();
      await staff
        .getByRole('status')
        .filter({ hasText: `New order for you: ${code}.` })
        .waitFor();
      expect(await job.textContent()).toContain(CUSTOMER.address);
      expect(await job.textContent()).toContain(`Landmark: ${CUSTOMER.landmark}`);
      expect(await job.locator(`a[href="tel:+91${phone}"]`).count()).toBe(1);
      expect(await job.getByTestId('to-collect').textContent()).toBe('₹70');
      await screenshot(staff, 'workspace-delivery-screen-assigned-phone');

      await job.getByRole('button', { name: 'Picked up' }).click();
      await staff.getByRole('heading', { name: /^On the way/ }).waitFor();
      await summary.getByTestId('order-status').getByText('On the way').waitFor();
      await screenshot(staff, 'workspace-delivery-screen-on-the-way-phone');

      await job.getByRole('button', { name: 'Delivered' }).click();
      await staff.getByRole('heading', { name: /^Delivered recently/ }).waitFor();
      const amount = job.getByLabel('Cash taken, in ₹');
      expect(await amount.inputValue()).toBe('70');
      await job.getByRole('button', { name: 'Cash collected' }).click();
      await job.getByText('Cash collected: ₹70').waitFor();
      await screenshot(staff, 'workspace-delivery-screen-paid-phone');
      await staff.getByRole('link', { name: 'Normal screen' }).click();
      await staff.waitForURL((url) => url.pathname === '/delivery');
      await job.getByText('Cash collected: ₹70').waitFor();
      await screenshot(staff, 'workspace-delivery-paid-phone');

      // The customer's page says delivered, without a reload.
      await summary.getByTestId('order-status').getByText('Delivered').waitFor();
      await details.getByText('Delivered by the delivery person').waitFor();
      await screenshot(customer, 'workspace-customer-delivered-phone');

      expect(staffLoads()).toBe(1); // only the delivery sign-in page, opened by hand
      expect(riderLoads()).toBe(0); // the normal screen too is reached without a reload
      expect(customerLoads()).toBe(0);
    } finally {
      await Promise.all([customerContext.close(), staffContext.close()]);
    }
  });
});

describe('a shop keeping its products, stock and lists', () => {
  it('edits a product in two tabs without one silently overwriting the other, and keeps the stock with a ledger', async () => {
    const { context, page: first } = await newPhonePage(browser);
    try {
      await signIn(first, '/vendorLogin', VENDOR);
      await first.waitForURL('**/vendor/grocery');
      await first.getByRole('navigation', { name: 'Your shop' }).getByRole('link', { name: 'Products' }).click();
      await first.waitForURL('**/vendor/grocery?tab=products');
      const search = first.getByRole('searchbox', { name: 'Search your products' });
      await search.fill('Chira');
      await search.press('Enter');
      const chira = first.getByRole('article', { name: 'Chira (flattened rice) (500 g)' });
      await chira.getByRole('button', { name: 'Edit' }).click();
      const firstForm = chira.getByRole('form', { name: 'Edit Chira (flattened rice)' });
      await firstForm.getByLabel('Price in ₹').fill('31');

      // Meanwhile the same shop changes the price in another tab, and saves first.
      const second = await context.newPage();
      await second.goto('/vendor/grocery?tab=products');
      const chiraThere = second.getByRole('article', { name: 'Chira (flattened rice) (500 g)' });
      await chiraThere.getByRole('button', { name: 'Edit' }).click();
      await chiraThere.getByLabel('Price in ₹').fill('32');
      await chiraThere.getByRole('button', { name: 'Save' }).click();
      await second.getByRole('status').filter({ hasText: 'Chira (flattened rice) saved.' }).waitFor();
      await second.close();

      // The first tab's copy is stale: nothing is saved, it says so and shows the product as it is now.
      await firstForm.getByRole('button', { name: 'Save' }).click();
      await firstForm.getByRole('alert').filter({ hasText: 'Changed elsewhere' }).waitFor();
      await first.waitForFunction(() => {
        const input = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Price in ₹');
        return input && (document.getElementById(input.htmlFor) as HTMLInputElement | null)?.value === '32';
      });
      await screenshot(first, 'workspace-vendor-product-conflict-phone');
      await firstForm.getByLabel('Price in ₹').fill('31');
      await firstForm.getByRole('button', { name: 'Save' }).click();
      await first.getByRole('status').filter({ hasText: 'Chira (flattened rice) saved.' }).waitFor();
      expect(await chira.textContent()).toContain('₹31 for 500 g');

      // A photo for it: chosen on the phone, sent, and shown from the API's resized copy.
      await chira.getByRole('button', { name: 'Edit' }).click();
      await chira.getByRole('button', { name: 'Add a photo' }).waitFor();
      await chira.getByTestId('product-photo-input').setInputFiles({
        name: 'chira.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      const photo = chira.locator('img.product-photo__image');
      await photo.waitFor();
      expect(await photo.getAttribute('src')).toMatch(/^\/images\/320\/p-[0-9a-f-]{36}\.webp$/);
      await first.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('img.product-photo__image')?.naturalWidth ?? 0) > 0,
      );
      await chira.getByRole('button', { name: 'Change the photo' }).waitFor();
      await screenshot(first, 'workspace-vendor-product-photo-phone');
      await chira.getByRole('button', { name: 'Cancel' }).click();

      // Stock: counted (five more than the books said), then two spoiled; the ledger keeps both.
      await chira.getByRole('button', { name: 'Stock' }).click();
      const stock = chira.getByRole('region', { name: 'Stock of Chira (flattened rice)' });
      const count = stock.getByRole('form', { name: 'Set the count' });
      await count.getByLabel('Count').fill('45');
      await count.getByRole('button', { name: 'Counted' }).click();
      await count.getByRole('button', { name: 'Save count' }).click();
      await stock.getByTestId('stock-now').getByText('45 in stock now').waitFor();
      const adjust = stock.getByRole('form', { name: 'Add or take away' });
      await adjust.getByLabel('How many').fill('2');
      await adjust.getByLabel('Reason').fill('Damaged by rain');
      await adjust.getByRole('button', { name: 'Take away' }).click();
      await stock.getByTestId('stock-now').getByText('43 in stock now').waitFor();
      const ledger = stock.getByRole('list', { name: 'Stock history of Chira (flattened rice)' });
      await ledger.getByText('Damaged by rain').waitFor();
      const rows = await ledger.getByRole('listitem').allTextContents();
      expect(rows[0]).toContain('−2 → 43');
      expect(rows[0]).toContain(`by ${VENDOR.name}`);
      expect(rows[1]).toContain('Counted');
      expect(rows[1]).toContain('+5 → 45');
      // Taking away more than there is is refused with the server's words.
      await adjust.getByLabel('How many').fill('500');
      await adjust.getByLabel('Reason').fill('Sold in the shop');
      await adjust.getByRole('button', { name: 'Take away' }).click();
      await stock.getByRole('alert').filter({ hasText: 'Only 43 in stock' }).waitFor();
      await screenshot(first, 'workspace-vendor-stock-phone');

      await first.getByRole('navigation', { name: 'Your shop' }).getByRole('link', { name: 'Low stock' }).click();
      await first
        .getByRole('list', { name: 'Products running low' })
        .getByRole('article', { name: 'Kalo Jeere (nigella seeds) (50 g)' })
        .waitFor();
      await screenshot(first, 'workspace-vendor-low-stock-phone');
    } finally {
      await context.close();
    }
  });

  it('prices a shopping list that arrives while the orders are open', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await signIn(page, '/vendorLogin', VENDOR);
      await page.waitForURL('**/vendor/grocery');
      await waitUntilLive(page);
      const { placeListOrder } = await graphql<{ placeListOrder: { orders: Array<{ code: string }> } }>(
        `
          mutation ($input: ListOrderInput!) {
            placeListOrder(input: $input) {
              orders {
                code
              }
            }
          }
        `,
        {
          input: {
            idempotencyKey: `e2e-fordo-${Date.now()}`,
            section: 'GROCERY',
            vendorId: stableId('vendor', 'joydev-stores'),
            customer: { name: 'Bina Das', phone: '9647011223', address: 'Mandir Road, Joydev Kenduli' },
            lines: ['2 kg Gobindobhog rice', '1 packet Marie biscuits', 'Hing 50 g'],
            note: 'Please send before noon',
          },
        },
      );
      const code = placeListOrder.orders[0].code;
      const list = page.getByRole('article', { name: `Order ${code}` });
      await list.waitFor();
      expect(await list.textContent()).toContain('Shopping list');
      expect(await list.getByTestId('order-total').textContent()).toBe('To be priced');

      await list.getByRole('button', { name: 'Price this list' }).click();
      const form = list.getByRole('form', { name: 'Price the list' });
      await form.getByLabel('Price of “2 kg Gobindobhog rice” in ₹').fill('220');
      await form.getByLabel('Price of “1 packet Marie biscuits” in ₹').fill('35');
      await form.getByRole('listitem').nth(2).getByLabel('Not available').check();
      await form.getByText('Total for the customer: ₹255').waitFor();
      await screenshot(page, 'workspace-vendor-pricing-phone');
      await form.getByRole('button', { name: 'Send prices' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Prices for ${code} sent.` })
        .waitFor();
      await page
        .getByRole('group', { name: 'Orders by state' })
        .getByRole('button', { name: /^Priced/ })
        .click();
      await list.getByText('Waiting for the customer to accept these prices.').waitFor();
      expect(await list.getByTestId('order-total').textContent()).toBe('₹255');
      await screenshot(page, 'workspace-vendor-priced-phone');
      await page.setViewportSize(DESKTOP);
      await page.getByRole('group', { name: 'Orders by state' }).getByRole('button', { name: /^Done/ }).click();
      await page.getByRole('article').first().waitFor();
      await screenshot(page, 'workspace-vendor-done-desktop');
    } finally {
      await context.close();
    }
  });
});

describe('a dropped connection', () => {
  it('reconnects by itself and shows the order placed while it was down', async () => {
    const { context, page } = await newPhonePage(browser);
    // The app's sockets pass through the test, which can cut them as a dead spot in the fields would.
    const routes: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    await page.routeWebSocket(/\/graphql$/, (ws) => {
      routes.push({ page: ws, server: ws.connectToServer() });
    });
    try {
      await signIn(page, '/vendorLogin', VENDOR);
      await page.waitForURL('**/vendor/grocery');
      await waitUntilLive(page);
      const loads = await countLoads(page);

      const { products } = await graphql<{ products: { nodes: Array<{ id: string; pricePaise: number }> } }>(
        `
          query ($vendorId: ID!) {
            products(vendorId: $vendorId, search: "Atta") {
              nodes {
                id
                pricePaise
              }
            }
          }
        `,
        { vendorId: stableId('vendor', 'joydev-stores') },
      );
      const cut = routes.at(-1)!;
      await cut.server.close({ code: 1012, reason: 'Service Restart' });
      await cut.page.close({ code: 1012, reason: 'Service Restart' });
      await page.locator('[data-testid="live-state"][data-state="reconnecting"]').waitFor();
      await screenshot(page, 'workspace-vendor-reconnecting-phone');

      // Placed while the shop's phone is cut off: its notice never reaches it.
      const { placeOrder } = await graphql<{ placeOrder: { orders: Array<{ code: string }> } }>(
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
            idempotencyKey: `e2e-offline-${Date.now()}`,
            customer: { name: 'Sabita Let', phone: '9734455667', address: 'Station Para, Joydev Kenduli' },
            lines: [{ productId: products.nodes[0].id, quantity: 1 }],
          },
        },
      );
      const code = placeOrder.orders[0].code;

      // Back online: the lists are fetched again, so the missed order shows.
      await waitUntilLive(page);
      await page.getByRole('article', { name: `Order ${code}` }).waitFor();
      expect(routes.length).toBeGreaterThanOrEqual(2);
      expect(loads()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
