import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, newPhonePage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Runs `journey` on a fresh phone-sized page, closing it whatever happens. */
async function onPhone(journey: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPhonePage(browser);
  try {
    await journey(page);
  } finally {
    await context.close();
  }
}

/** A mobile number no other journey of this run uses, so Find Order lists only this one's orders. */
let phoneSeq = 0;
function newPhone(): string {
  return `97${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const cartLine = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Searches the grocery catalog and adds one product to the cart. */
async function addFromGrocery(page: Page, search: string, name: string, unit: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search Grocery' });
  await box.fill(search);
  await box.press('Enter');
  await page.getByRole('button', { name: `Add to cart: ${name} (${unit})` }).click();
  await page.getByRole('button', { name: `One more ${name}` }).waitFor();
}

async function fillCheckout(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Your name').fill('Rina Das');
  await page.getByLabel('Mobile number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByLabel('Delivery address').fill('Dakshin Para, near the primary school, Supur');
  await page.getByLabel('Landmark (if any)').fill('Blue gate opposite the pond');
}

describe('a villager ordering groceries', () => {
  it('fills a cart from two shops, places the order, finds it by phone, opens it and cancels it', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/cart');
      await page.getByText('Your cart is empty').waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'Grocery' }).getAttribute('href')).toBe('/grocery');
      await screenshot(page, 'cart-empty-phone');

      await page.goto('/grocery');
      await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
      await addFromGrocery(page, 'Masoor', 'Masoor Dal', '1 kg');
      await addFromGrocery(page, 'Chhola', 'Chhola Dal', '1 kg');
      await screenshot(page, 'catalog-cart-bar-phone');

      await page.getByRole('link', { name: /View cart/ }).click();
      await page.waitForURL('**/cart');
      await cartLine(page, 'Masoor Dal').waitFor();
      expect(await h1(page).textContent()).toBe('Your cart');
      await page.getByRole('region', { name: 'Maa Tara Bhandar' }).waitFor();
      await page.getByRole('region', { name: 'Joydev Stores' }).waitFor();
      await cartLine(page, 'Masoor Dal').getByRole('button', { name: 'One more Masoor Dal' }).click();
      expect(await cartLine(page, 'Masoor Dal').getByTestId('line-total').textContent()).toBe('₹196');
      // Masoor Dal ₹98 × 2 and Chhola Dal ₹90.
      expect(await page.getByTestId('cart-total').textContent()).toBe('₹286');
      await screenshot(page, 'cart-two-shops-phone');

      // A slip is caught before anything is sent.
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('Enter your name.').waitFor();
      await fillCheckout(page, phone);
      await page.getByLabel('Mobile number').fill('12345');
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('Enter a 10-digit mobile number, such as 98765 43210.').waitFor();
      await screenshot(page, 'cart-checkout-errors-phone');
      await fillCheckout(page, phone);
      await screenshot(page, 'cart-checkout-filled-phone');

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL('**/thankYou');
      const code = (await page.getByTestId('checkout-code').textContent())!.trim();
      expect(code).toMatch(/^[2-9A-HJ-NP-TV-Z]{6}$/);
      const orders = page.getByRole('list', { name: 'Your orders, one from each shop' }).getByRole('listitem');
      expect(await orders.count()).toBe(2);
      expect(await orders.nth(0).textContent()).toContain(`Order ${code}-1`);
      expect(await orders.nth(0).textContent()).toContain('Maa Tara Bhandar');
      expect(await orders.nth(0).textContent()).toContain('₹196');
      expect(await orders.nth(1).textContent()).toContain(`Order ${code}-2`);
      expect(await orders.nth(1).textContent()).toContain('Joydev Stores');
      // The cart was emptied.
      expect(await page.getByRole('banner').getByTestId('cart-count').count()).toBe(0);
      await screenshot(page, 'thank-you-phone');

      // The confirmation comes from the browser's own storage: a reload still shows it.
      await page.reload();
      await page.getByTestId('checkout-code').waitFor();
      expect((await page.getByTestId('checkout-code').textContent())!.trim()).toBe(code);

      await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('link', { name: 'Find Order' }).click();
      await page.waitForURL('**/findOrder');
      // Filled in from the number just ordered with.
      expect(await page.getByLabel('Mobile number').inputValue()).toBe(`${phone.slice(0, 5)} ${phone.slice(5)}`);
      await screenshot(page, 'find-order-phone');
      await page.getByRole('button', { name: 'Show my orders' }).click();
      await page.waitForURL(`**/findOrder/${phone}`);
      const first = page.getByRole('article', { name: `Order ${code}-1` });
      await first.waitFor();
      await page.getByRole('article', { name: `Order ${code}-2` }).waitFor();
      expect(await first.getByTestId('order-status').textContent()).toBe('Placed');
      // Items are distinct products: two bags of one dal are one item.
      expect(await first.textContent()).toContain('1 item');
      expect(await first.textContent()).toContain('Total ₹196');
      await screenshot(page, 'orders-for-phone-phone');

      await first.getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('region', { name: `Details of order ${code}-1` });
      await details.getByText('Masoor Dal').waitFor();
      expect(await details.textContent()).toContain('2 × ₹98');
      expect(await details.textContent()).toContain('Dakshin Para, near the primary school, Supur');
      expect(await details.locator('a[href="tel:+919732011245"]').count()).toBe(1);
      await screenshot(page, 'order-details-phone');

      await details.getByRole('button', { name: 'Cancel order' }).click();
      await details.getByText(`Cancel order ${code}-1? The shop will be told.`).waitFor();
      await details.getByLabel('Why? (if you like)').fill('Ordered by mistake');
      await screenshot(page, 'order-cancel-confirm-phone');
      await details.getByRole('button', { name: 'Yes, cancel it' }).click();
      await first.getByTestId('order-status').getByText('Cancelled').waitFor();
      await details.getByText('Reason: Ordered by mistake').waitFor();
      expect(await details.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      // The other shop's order is untouched.
      expect(
        await page
          .getByRole('article', { name: `Order ${code}-2` })
          .getByTestId('order-status')
          .textContent(),
      ).toBe('Placed');
      await screenshot(page, 'order-cancelled-phone');

      // Asked again from the server, the order stays cancelled.
      await page.reload();
      await first.waitFor();
      expect(await first.getByTestId('order-status').textContent()).toBe('Cancelled');
    });

    // Another phone knows the number but not the tracking token: summaries only.
    await onPhone(async (page) => {
      await page.goto(`/findOrder/${phone}`);
      const card = page.getByRole('article').first();
      await card.waitFor();
      expect(await page.getByRole('article').count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Details' }).count()).toBe(0);
      expect(await card.textContent()).toContain('Details are shown only on the phone that placed this order.');
      expect(await page.getByText('Rina Das').count()).toBe(0);
      expect(await page.getByText(/Dakshin Para/).count()).toBe(0);
      await screenshot(page, 'orders-for-phone-other-browser-phone');
    });
  });

  it('shows the price the shop charges now when it differs from the one in the cart, then orders at it', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/grocery');
      await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
      await addFromGrocery(page, 'Sugar', 'Sugar', '1 kg');
      // The cart was filled when sugar cost less: as if the shop has raised the price since.
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem('haat.cart') ?? '[]') as Array<Record<string, unknown>>;
        localStorage.setItem('haat.cart', JSON.stringify(cart.map((line) => ({ ...line, pricePaise: 4000 }))));
      });
      await page.goto('/cart');
      await cartLine(page, 'Sugar').waitFor();
      expect(await page.getByTestId('cart-total').textContent()).toBe('₹40');
      await fillCheckout(page, phone);
      await page.getByRole('button', { name: 'Place order' }).click();

      await page.getByText(/Some items have changed since you added them/).waitFor();
      await cartLine(page, 'Sugar').getByText('Price changed from ₹40 to ₹46.').waitFor();
      expect(await page.getByTestId('cart-total').textContent()).toBe('₹46');
      await screenshot(page, 'cart-price-changed-phone');

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL('**/thankYou');
      expect(await page.getByRole('list', { name: 'Your orders, one from each shop' }).textContent()).toContain('₹46');
    });
  });

  it('sets the cart beside the delivery details on a wide screen', async () => {
    const { context, page } = await newPhonePage(browser, DESKTOP);
    try {
      await page.goto('/grocery');
      await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
      await addFromGrocery(page, 'Masoor', 'Masoor Dal', '1 kg');
      await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
      await page.waitForURL('**/cart');
      const line = await cartLine(page, 'Masoor Dal').boundingBox();
      const form = await page.getByRole('region', { name: 'Delivery details' }).boundingBox();
      expect(form!.x).toBeGreaterThan(line!.x + line!.width);
      await screenshot(page, 'cart-desktop');
    } finally {
      await context.close();
    }
  });

  it('explains a number in the address that is not a mobile number', async () => {
    await onPhone(async (page) => {
      await page.goto('/findOrder/12345');
      await page.getByText('“12345” is not a 10-digit mobile number.').waitFor();
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      await screenshot(page, 'orders-for-phone-bad-number-phone');
    });
  });
});
