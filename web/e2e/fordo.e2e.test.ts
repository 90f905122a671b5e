import type { Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { createVendorAccount, graphql } from './support/api';
import { h1, phoneJourneys, screenshot } from './support/browser';

const onPhone = phoneJourneys();

/** The grocery's sign-in, made by the first admin (production mode has no demo accounts). */
const MAA_TARA = {
  name: 'Gita Pal',
  phone: '98300 54321',
  password: 'Maa Tara prices the lists 2026',
  vendorId: stableId('vendor', 'maa-tara-bhandar'),
};

/** A mobile number no other journey of this run uses, so Find Order lists only this one's orders. */
let phoneSeq = 0;
function newPhone(): string {
  return `96${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;
}

async function fillCustomer(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Your name').fill('Mitali Ghosh');
  await page.getByLabel('Mobile number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByLabel('Delivery address').fill('Pal para, behind the post office, Supur');
}

/** The order this browser placed last, with the tracking token it keeps. */
async function lastPlaced(page: Page): Promise<{ code: string; trackingToken: string }> {
  const orders = await page.evaluate(
    () => JSON.parse(localStorage.getItem('haat.my-orders') ?? '[]') as Array<{ code: string; trackingToken: string }>,
  );
  const { code, trackingToken } = orders[0];
  return { code, trackingToken };
}

const TRACK = `query ($input: TrackOrderInput!) { trackOrder(input: $input) { id kind status hasPrescription shop { name } lines { position name } } }`;

interface Tracked {
  id: string;
  kind: string;
  status: string;
  hasPrescription: boolean;
  shop: { name: string } | null;
  lines: Array<{ position: number; name: string }>;
}

/** A JPEG drawn by the browser itself: a small, real photo of a prescription. */
async function prescriptionJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 320;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fffdf6';
    g.fillRect(0, 0, 240, 320);
    g.fillStyle = '#1d3d7a';
    g.font = 'bold 22px sans-serif';
    g.fillText('Dr. T. Mondal', 20, 40);
    g.font = '16px sans-serif';
    ['Rx', 'Amoxicillin 500 mg', '1-0-1 × 5 days', 'Cetirizine 10 mg', '0-0-1 × 3 days'].forEach((line, i) =>
      g.fillText(line, 24, 90 + i * 34),
    );
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

describe('a villager sending a shopping list (fordo)', () => {
  it('writes a list to Maa Tara Bhandar, the shop prices it, and the villager accepts the prices in Find Order', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/grocery');
      await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
      await screenshot(page, 'fordo-catalog-link-phone');
      await page.getByRole('link', { name: /Write a list instead/ }).click();
      await page.waitForURL('**/grocery/fordo');
      expect(await h1(page).textContent()).toBe('Grocery list (fordo)');
      await screenshot(page, 'fordo-empty-phone');

      await page.getByRole('textbox', { name: 'Item 1' }).fill('2 kg Gobindobhog rice');
      await page.getByRole('textbox', { name: 'Item 2' }).fill('1 litre mustard oil');
      await page.getByRole('textbox', { name: 'Item 3' }).fill('Tata salt 1 kg');
      // Enter on the last line opens another, as a phone keyboard's "next" would.
      await page.getByRole('textbox', { name: 'Item 3' }).press('Enter');
      await page.getByRole('textbox', { name: 'Item 4' }).fill('Horlicks 500 g');
      await page.getByRole('button', { name: 'Remove item 4' }).click();
      expect(await page.getByRole('textbox', { name: 'Item 4' }).count()).toBe(0);

      await page.getByRole('radio', { name: /Maa Tara Bhandar/ }).check();
      await page.getByLabel('A note for the shop (if any)').fill('After 5 pm please');
      // A slip is caught before anything is sent.
      await page.getByRole('button', { name: 'Send list' }).click();
      await page.getByText('Enter your name.').waitFor();
      await screenshot(page, 'fordo-errors-phone');
      await fillCustomer(page, phone);
      await screenshot(page, 'fordo-filled-phone');

      await page.getByRole('button', { name: 'Send list' }).click();
      await page.waitForURL('**/thankYou');
      const orders = page.getByRole('list', { name: 'Your orders, one from each shop' }).getByRole('listitem');
      await orders.first().waitFor();
      expect(await orders.count()).toBe(1);
      expect(await orders.first().textContent()).toContain('Maa Tara Bhandar');
      expect(await orders.first().textContent()).toContain('Total to be priced');
      expect(await orders.first().textContent()).toContain('3 items');
      await page.getByText(/The shop will write a price beside each item/).waitFor();
      await screenshot(page, 'fordo-thank-you-phone');

      // The shop prices the list, as its vendor would, through the API.
      const placed = await lastPlaced(page);
      const vendor = await createVendorAccount(MAA_TARA);
      expect(vendor.vendorCategory).toBe('GROCERY');
      const { signInVendor } = await graphql<{ signInVendor: { accessToken: string } }>(
        `
          mutation ($input: SignInWithPhoneInput!) {
            signInVendor(input: $input) {
              accessToken
            }
          }
        `,
        { input: { phone: MAA_TARA.phone, password: MAA_TARA.password } },
      );
      const { trackOrder: order } = await graphql<{ trackOrder: Tracked }>(TRACK, { input: placed });
      expect(order).toMatchObject({ kind: 'FORDO', status: 'PLACED', shop: { name: 'Maa Tara Bhandar' } });
      expect(order.lines.map((line) => line.name)).toEqual([
        '2 kg Gobindobhog rice',
        '1 litre mustard oil',
        'Tata salt 1 kg',
      ]);
      const { priceListOrder } = await graphql<{ priceListOrder: { status: string; totalPaise: number } }>(
        `
          mutation ($input: PriceListOrderInput!) {
            priceListOrder(input: $input) {
              status
              totalPaise
            }
          }
        `,
        {
          input: {
            orderId: order.id,
            lines: [
              { position: 1, available: true, totalPaise: 16000 },
              { position: 2, available: true, totalPaise: 19000 },
              { position: 3, available: false },
            ],
          },
        },
        signInVendor.accessToken,
      );
      expect(priceListOrder).toEqual({ status: 'PRICED', totalPaise: 35000 });

      // Back on the phone: Find Order shows the prices and asks.
      await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('link', { name: 'Find Order' }).click();
      await page.waitForURL('**/findOrder');
      await page.getByRole('button', { name: 'Show my orders' }).click();
      await page.waitForURL(`**/findOrder/${phone}`);
      const card = page.getByRole('article', { name: `Order ${placed.code}` });
      await card.waitFor();
      expect(await card.getByTestId('order-status').textContent()).toBe('Priced');
      expect(await card.textContent()).toContain('Total ₹350');
      await card.getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('region', { name: `Details of order ${placed.code}` });
      await details.getByText('The shop has priced your order').waitFor();
      const lines = details.getByRole('listitem');
      expect(await lines.nth(0).textContent()).toBe('2 kg Gobindobhog rice₹160');
      expect(await lines.nth(1).textContent()).toBe('1 litre mustard oil₹190');
      expect(await lines.nth(2).textContent()).toBe('Tata salt 1 kgNot available');
      expect(await details.getByTestId('order-total').textContent()).toBe('₹350');
      expect(await details.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await screenshot(page, 'fordo-priced-phone');

      await details.getByRole('button', { name: 'Accept prices' }).click();
      await details.getByText(`Accept ₹350 and confirm order ${placed.code}? The shop will pack it.`).waitFor();
      await screenshot(page, 'fordo-accept-confirm-phone');
      await details.getByRole('button', { name: 'Yes, accept' }).click();
      await card.getByTestId('order-status').getByText('Confirmed').waitFor();
      await details.getByText('You accepted the prices. The order is confirmed.').waitFor();
      expect(await details.getByRole('button', { name: 'Accept prices' }).count()).toBe(0);
      await screenshot(page, 'fordo-confirmed-phone');

      // Asked again from the server, the order stays confirmed.
      await page.reload();
      await card.waitFor();
      expect(await card.getByTestId('order-status').textContent()).toBe('Confirmed');
      expect((await graphql<{ trackOrder: Tracked }>(TRACK, { input: placed })).trackOrder.status).toBe('CONFIRMED');
    });
  });

  it('sends a bazaar list to any bazaar shop, to be priced by the first to take it', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/bazaar');
      await page.getByRole('link', { name: /Write a list instead/ }).click();
      await page.waitForURL('**/bazaar/fordo');
      expect(await h1(page).textContent()).toBe('Bazaar list (fordo)');
      expect(await page.getByRole('radio', { name: /Any bazaar shop/ }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: /Haat Tala Sabji Bazar/ }).waitFor();
      // A list copied from a chat fills a box a line.
      await page.getByRole('textbox', { name: 'Item 1' }).focus();
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text/plain', '1 kg rui fish\n500 g potol\n2 bunches lau shak');
        document.activeElement!.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      expect(await page.getByRole('textbox', { name: 'Item 3' }).inputValue()).toBe('2 bunches lau shak');
      await fillCustomer(page, phone);
      await screenshot(page, 'fordo-bazaar-filled-phone');
      await page.getByRole('button', { name: 'Send list' }).click();
      await page.waitForURL('**/thankYou');
      const order = page.getByRole('list', { name: 'Your orders, one from each shop' }).getByRole('listitem').first();
      await order.getByRole('heading', { name: 'The first shop to take your list' }).waitFor();
      expect(await order.textContent()).toContain('Total to be priced');
      await screenshot(page, 'fordo-bazaar-thank-you-phone');
      const tracked = await graphql<{ trackOrder: Tracked }>(TRACK, { input: await lastPlaced(page) });
      expect(tracked.trackOrder).toMatchObject({ kind: 'FORDO', status: 'PLACED', shop: null });
      expect(tracked.trackOrder.lines.map((line) => line.name)).toEqual([
        '1 kg rui fish',
        '500 g potol',
        '2 bunches lau shak',
      ]);
    });
  });
});

describe('a villager ordering medicines', () => {
  it('sends a prescription photo and a typed medicine to any pharmacy, and sees the medical confirmation', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/medical');
      await page
        .getByRole('main')
        .getByRole('link', { name: /Order medicines/ })
        .click();
      await page.waitForURL('**/medical/order');
      expect(await h1(page).textContent()).toBe('Order medicines');

      // Checked on the phone before a byte is sent: the kind, then the size.
      await page
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 prescription') });
      await page.getByText('This is not a JPEG or PNG photo. Please take a photo or choose another.').waitFor();
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]);
      await page.getByLabel('Choose a photo').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
      await page.getByText(/The photo is larger than 5 MB/).waitFor();
      await screenshot(page, 'medicine-photo-refused-phone');

      await page
        .getByLabel('Take a photo')
        .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: await prescriptionJpeg(page) });
      await page.getByText('Photo added').waitFor();
      expect(
        await page
          .getByRole('img', { name: 'Your prescription photo' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBe(240);
      await page.getByRole('textbox', { name: 'Item 1' }).fill('ORS 5 sachets');
      expect(await page.getByRole('radio', { name: /Any pharmacy/ }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: /Janata Medical Hall/ }).waitFor();
      await fillCustomer(page, phone);
      await screenshot(page, 'medicine-order-filled-phone');

      await page.getByRole('button', { name: 'Send order' }).click();
      await page.waitForURL('**/medical/thankYou');
      expect(await h1(page).textContent()).toBe('Order received');
      const order = page.getByRole('list', { name: 'Your orders, one from each shop' }).getByRole('listitem').first();
      await order.getByRole('heading', { name: 'The first pharmacy to take your order' }).waitFor();
      expect(await order.textContent()).toContain('Total to be priced');
      expect(await page.getByRole('link', { name: 'All medical services' }).getAttribute('href')).toBe('/medical');
      await screenshot(page, 'medicine-thank-you-phone');

      const { trackOrder } = await graphql<{ trackOrder: Tracked }>(TRACK, { input: await lastPlaced(page) });
      expect(trackOrder).toMatchObject({ kind: 'MEDICINE', status: 'PLACED', hasPrescription: true, shop: null });
      expect(trackOrder.lines.map((line) => line.name)).toEqual(['ORS 5 sachets']);
    });
  });
});
