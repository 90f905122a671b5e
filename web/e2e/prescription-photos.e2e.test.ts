import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { createVendorAccount, graphql, signInFirstAdmin } from './support/api';
import { launchChromium, newPhonePage, screenshot } from './support/browser';

/**
 * A photo-only medicine order reaches its pharmacy: the pharmacist sees the prescription on the
 * order's card, opens it full screen and zooms, writes the medicines off it into the pricing
 * form beside it and prices them; the customer's son accepts the prices on his own phone, opened
 * through the link his mother shared; once a rider is assigned, the tracking names him. The
 * pharmacy then takes it to the door itself and records the cash, and the son sees it delivered.
 */
const JANATA = {
  name: 'Tapan Mondal',
  phone: '98300 77124',
  password: 'Janata reads every prescription',
  vendorId: stableId('vendor', 'janata-medical-hall'),
};
const RIDER = { name: 'Rakesh Bagdi', phone: '97333 00418', password: 'medicines to Supur by cycle' };
const SHOTS = '/work/notes/shots/photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Screenshots of this journey also go to the notes folder, where they are looked at. */
async function shot(page: Page, name: string, { screenOnly = false } = {}): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (screenOnly) {
    // A full-screen viewer is what the phone's screen shows, not the page under it.
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    return;
  }
  const file = await screenshot(page, name);
  fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

/** A camera-sized photo of a handwritten prescription, drawn by the browser: 2400 × 3200, as a phone takes. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 3200;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fffdf6';
    g.fillRect(0, 0, 2400, 3200);
    // Paper grain, so the JPEG is as heavy as a real photo.
    for (let i = 0; i < 60000; i += 1) {
      g.fillStyle = `rgba(${120 + (i % 90)},${110 + (i % 70)},${90 + (i % 50)},0.25)`;
      g.fillRect((i * 7919) % 2400, (i * 104729) % 3200, 3, 3);
    }
    g.fillStyle = '#1d3d7a';
    g.font = 'bold 150px serif';
    g.fillText('Dr. T. Mondal', 160, 300);
    g.font = '130px serif';
    ['Rx', 'Amoxicillin 500 mg', '1-0-1 × 5 days', 'Cetirizine 10 mg', '0-0-1 × 3 days'].forEach((line, i) =>
      g.fillText(line, 180, 700 + i * 340),
    );
    return canvas.toDataURL('image/jpeg', 0.95);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function signIn(page: Page, account: { phone: string; password: string }): Promise<void> {
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function toBengali(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'বাংলা' }).first().click();
  await page.locator('html[lang="bn"]').waitFor();
}

async function toEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.locator('html[lang="en"]').waitFor();
}

describe('prescription photos', () => {
  it('a photo-only order: the pharmacy reads the photo large, writes and prices the lines, and the son accepts through the shared link', async () => {
    await createVendorAccount(JANATA);
    const { context: mother, page: phone } = await newPhonePage(browser);
    const { context: shop, page: staff } = await newPhonePage(browser);
    const { context: son, page: sonPhone } = await newPhonePage(browser);
    try {
      // The mother photographs the prescription and sends it to Janata Medical Hall, nothing typed.
      await phone.goto('/medical/order');
      const big = await cameraPhoto(phone);
      expect(big.length).toBeGreaterThan(500_000);
      const sent: number[] = [];
      phone.on('request', (request) => {
        if (request.url().endsWith('/uploads/prescriptions') && request.method() === 'POST')
          sent.push(request.postDataBuffer()?.length ?? 0);
      });
      await phone
        .getByLabel('Take a photo')
        .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: big });
      await phone.getByText('Photo added').waitFor();
      // Made small on the phone: the long side 1600 px, a fraction of the bytes.
      expect(
        await phone
          .getByRole('img', { name: 'Your prescription photo' })
          .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      ).toEqual([1200, 1600]);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBeLessThan(big.length / 2);
      await phone.getByRole('radio', { name: /Janata Medical Hall/ }).check();
      await phone.getByLabel('Your name').fill('Mitali Ghosh');
      await phone.getByLabel('Mobile number').fill(`96${String(Date.now() % 1e8).padStart(8, '0')}`);
      await phone.getByLabel('Delivery address').fill('Pal para, behind the post office, Supur');
      await phone.getByRole('button', { name: 'Send order' }).click();
      await phone.waitForURL('**/medical/thankYou');
      const placed = await phone.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('haat.my-orders') ?? '[]') as Array<{ code: string; trackingToken: string }>
          )[0],
      );
      const code = placed.code;

      // The pharmacist sees the photo on the order's card.
      await signIn(staff, JANATA);
      await staff.waitForURL('**/vendor/pharmacy');
      const card = staff.getByRole('article', { name: `Order ${code}` });
      const photo = card.getByRole('img', { name: `Prescription photo 1 of order ${code}` });
      await photo.waitFor();
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      expect((await photo.boundingBox())!.width).toBeGreaterThan(280);
      await card.scrollIntoViewIfNeeded();
      await shot(staff, 'pharmacy-card-photo-en');

      // Opens it full screen and zooms in to read the dose.
      await card.getByRole('button', { name: `Open photo 1 of order ${code} full screen` }).click();
      const viewer = staff.getByTestId('photo-viewer');
      await viewer.waitFor();
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      expect(await viewer.locator('img').getAttribute('data-zoom')).toBe('2');
      expect(await viewer.getByRole('link', { name: 'Full size' }).getAttribute('href')).toMatch(/^blob:/);
      await shot(staff, 'pharmacy-photo-viewer-en', { screenOnly: true });
      await viewer.getByRole('button', { name: 'Close' }).click();
      await viewer.waitFor({ state: 'detached' });
      // The same in Bengali.
      await toBengali(staff);
      await staff.locator('img.rx-photos__img').first().waitFor();
      await shot(staff, 'pharmacy-card-photo-bn');
      await staff.locator('button.rx-photos__open').first().click();
      await staff.getByTestId('photo-viewer').waitFor();
      await shot(staff, 'pharmacy-photo-viewer-bn', { screenOnly: true });
      await staff.keyboard.press('Escape');
      await staff.getByTestId('photo-viewer').waitFor({ state: 'detached' });
      await toEnglish(staff);

      // Writes the medicines off the photo, beside it, and prices them.
      await card.getByRole('button', { name: 'Price this list' }).click();
      const form = card.getByRole('form', { name: 'Price the list' });
      await card.getByRole('img', { name: `Prescription photo 1 of order ${code}` }).waitFor();
      await form.getByLabel('Medicine or item').first().fill('Amoxicillin 500 mg × 10');
      await form.getByLabel('Price of “Amoxicillin 500 mg × 10” in ₹').fill('120');
      await form.getByRole('button', { name: 'Add a line' }).click();
      await form.getByLabel('Medicine or item').nth(1).fill('Cetirizine 10 mg × 3');
      await form.getByLabel('Price of “Cetirizine 10 mg × 3” in ₹').fill('15');
      await shot(staff, 'pharmacy-pricing-beside-photo-en');
      await toBengali(staff);
      await staff.locator('img.rx-photos__img').first().waitFor();
      await shot(staff, 'pharmacy-pricing-beside-photo-bn');
      await toEnglish(staff);
      await form.getByRole('button', { name: 'Send prices' }).click();
      await staff
        .getByRole('status')
        .filter({ hasText: `Prices for ${code} sent.` })
        .waitFor();

      // The mother shares the order; her son opens the link on his phone and accepts.
      const link = `/track/${code}#${placed.trackingToken}`;
      await sonPhone.goto(link);
      const details = sonPhone.getByRole('region', { name: `Details of order ${code}` });
      await details.getByText('Amoxicillin 500 mg × 10').waitFor();
      await details.getByText('The shop has priced your order').waitFor();
      await details.getByRole('button', { name: 'Accept prices' }).click();
      await details.getByRole('button', { name: 'Yes, accept' }).click();
      await details.getByText('You accepted the prices. The order is confirmed.').waitFor();

      // The shop packs it and an admin gives it to a rider: the tracking names him, with a call button.
      const { signInVendor } = await graphql<{ signInVendor: { accessToken: string } }>(
        `
          mutation ($input: SignInWithPhoneInput!) {
            signInVendor(input: $input) {
              accessToken
            }
          }
        `,
        { input: { phone: JANATA.phone, password: JANATA.password } },
      );
      const { staffOrders } = await graphql<{
        staffOrders: { nodes: Array<{ id: string; code: string; prescriptionPhotos: string[] }> };
      }>(
        `
          query {
            staffOrders(first: 50) {
              nodes {
                id
                code
                prescriptionPhotos
              }
            }
          }
        `,
        {},
        signInVendor.accessToken,
      );
      const order = staffOrders.nodes.find((node) => node.code === code)!;
      expect(order.prescriptionPhotos).toHaveLength(1);
      await graphql(
        `
          mutation ($input: UpdateOrderStatusInput!) {
            updateOrderStatus(input: $input) {
              id
            }
          }
        `,
        { input: { orderId: order.id, status: 'PACKED' } },
        signInVendor.accessToken,
      );
      const admin = await signInFirstAdmin();
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
      await graphql(
        `
          mutation ($input: AssignOrderInput!) {
            assignOrder(input: $input) {
              id
            }
          }
        `,
        { input: { orderId: order.id, deliveryUserId: createDeliveryAccount.id } },
        admin.accessToken,
      );
      await sonPhone.reload();
      const rider = sonPhone.getByTestId('order-rider');
      await rider.getByText('Rakesh', { exact: true }).waitFor();
      expect(await rider.locator('a[href^="tel:"]').getAttribute('href')).toMatch(/^tel:\+?91?97333/);
      await rider.scrollIntoViewIfNeeded();
      await shot(sonPhone, 'tracking-rider-en');
      await sonPhone.getByRole('button', { name: 'Share this order' }).click();
      expect(await sonPhone.getByTestId('share-link').inputValue()).toContain(`/track/${code}#${placed.trackingToken}`);
      await shot(sonPhone, 'tracking-share-en');
      await toBengali(sonPhone);
      await sonPhone.getByTestId('order-rider').waitFor();
      await shot(sonPhone, 'tracking-rider-share-bn');
      await toEnglish(sonPhone);

      // The rider is busy: the pharmacy takes it to the door itself and records the cash; the son's
      // tracking says it arrived. Then the pharmacy goes back to Haat's riders.
      await staff.goto('/vendor/pharmacy?state=PACKED');
      const ownDelivery = staff.getByRole('checkbox', { name: /We deliver our orders ourselves/ });
      await ownDelivery.check();
      await staff.getByRole('status').filter({ hasText: 'Your shop now delivers its orders itself.' }).waitFor();
      const states = staff.getByRole('group', { name: 'Orders by state' });
      const desk = staff.getByRole('article', { name: `Order ${code}` });
      await desk.getByRole('button', { name: 'Send out' }).click();
      await states.getByRole('button', { name: /^Out/ }).click();
      await desk.getByRole('button', { name: 'Delivered' }).click();
      await states.getByRole('button', { name: /^Done/ }).click();
      await desk.getByLabel('Cash taken, in ₹').fill('135');
      await desk.getByRole('button', { name: 'Cash collected' }).click();
      await desk.getByText('Cash collected: ₹135').waitFor();
      await shot(staff, 'pharmacy-delivered-cash-en');
      await ownDelivery.uncheck();
      await staff
        .getByRole('status')
        .filter({ hasText: 'Haat delivery people now take your orders to the door.' })
        .waitFor();
      await sonPhone.reload();
      await sonPhone
        .getByRole('region', { name: `Details of order ${code}` })
        .getByText('Delivered')
        .first()
        .waitFor();
    } finally {
      await mother.close();
      await shop.close();
      await son.close();
    }
  });
});
