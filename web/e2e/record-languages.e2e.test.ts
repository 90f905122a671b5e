import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectFitsThePhone, signInAdmin } from './support/admin';
import { graphql } from './support/api';
import { baseUrl, launchChromium, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';

/**
 * Bengali first, everywhere: an admin writes a teacher's subjects in Bengali beside the English,
 * and a villager whose phone reads Bengali sees them on the teacher finder; the about page's
 * words, the home slides, the lab tests and a tracked order's items and shop are in Bengali too.
 * The teacher is put back as the seed had it.
 */

const SUBJECTS_BN = 'বাংলা ভাষা ও সাহিত্য\nইতিহাস';
const CUSTOMER_PHONE = '9732099123';

/**
 * What the phone's screen shows with `part` at its top, under the app's bar: a full-page picture
 * would draw the bars fixed to the screen over the middle of the page.
 */
async function screenAt(page: Page, part: Locator, name: string, below = 80): Promise<void> {
  await part.evaluate((element, bar) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -bar);
  }, below);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function phone(locale: 'en-IN' | 'bn-IN'): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
    locale,
    serviceWorkers: 'block',
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A villager's order of biscuits from the village grocery, placed as the cart does, and kept in this browser like one placed here. */
async function orderBiscuits(page: Page): Promise<string> {
  const { products } = await graphql<{ products: { nodes: Array<{ id: string; name: string }> } }>(
    `
      query {
        products(section: GROCERY, search: "Marie", first: 5) {
          nodes {
            id
            name
          }
        }
      }
    `,
    {},
  );
  const biscuits = products.nodes.find((p) => p.name === 'Marie Biscuits')!;
  const { placeOrder } = await graphql<{
    placeOrder: {
      checkoutCode: string;
      trackingToken: string;
      orders: Array<{ code: string; shopName: string; totalPaise: number; itemCount: number }>;
    };
  }>(
    `
      mutation ($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          ... on OrderPlaced {
            checkoutCode
            trackingToken
            orders {
              code
              shopName
              totalPaise
              itemCount
            }
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: `record-languages-${Date.now()}`,
        customer: { name: 'Putul Bauri', phone: CUSTOMER_PHONE, address: 'Bauri Para, Supur' },
        lines: [{ productId: biscuits.id, quantity: 2 }],
      },
    },
  );
  const [order] = placeOrder.orders;
  await page.goto('/');
  await page.evaluate((mine) => localStorage.setItem('haat.my-orders', JSON.stringify([mine])), {
    ...order,
    trackingToken: placeOrder.trackingToken,
    checkoutCode: placeOrder.checkoutCode,
    placedAt: new Date().toISOString(),
  });
  return order.code;
}

describe('a record’s words in Bengali', () => {
  it('an admin writes a teacher’s subjects in Bengali; a Bengali phone reads them, and the pages, slides, tests and its order in Bengali', async () => {
    const admin = await phone('en-IN');
    const villager = await phone('bn-IN');
    let before: string | null = null;
    try {
      // The admin, beside the English subjects, writes them in Bengali.
      const page = admin.page;
      await signInAdmin(page, '/admin/teachers');
      await page.waitForURL('**/admin/teachers');
      await page.getByLabel('Find a teacher').fill('Rina Das');
      await page.getByLabel('Find a teacher').press('Enter');
      const card = page.getByRole('article', { name: 'Rina Das' });
      await card.getByRole('button', { name: 'Edit' }).click();
      const subjectsBn = card.getByLabel('Subjects, in Bengali', { exact: true });
      expect(await subjectsBn.getAttribute('lang')).toBe('bn');
      before = await subjectsBn.inputValue();
      await subjectsBn.fill(SUBJECTS_BN);
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Rina Das is saved.' }).waitFor();

      // The same form read in Bengali: each Bengali field right under its English one.
      await page.evaluate(() => localStorage.setItem('haat.language', 'bn'));
      await page.reload();
      const again = page.getByRole('article', { name: 'Rina Das' });
      await again.getByRole('button', { name: 'বদলান' }).click();
      const shown = again.getByLabel('বিষয়, বাংলায়', { exact: true });
      expect(await shown.inputValue()).toBe(SUBJECTS_BN);
      await screenAt(
        page,
        again.getByLabel('বিষয়', { exact: true }),
        'record-languages-admin-teacher-bengali-phone',
        190,
      );
      await expectFitsThePhone(page, [shown]);

      // A villager whose phone reads Bengali.
      const village = villager.page;
      await village.goto('/education/teacher?q=Rina');
      const teacher = village.getByRole('article').filter({ has: village.getByRole('heading', { name: 'রীনা দাস' }) });
      await teacher.getByText('বাংলা ভাষা ও সাহিত্য', { exact: true }).waitFor();
      await teacher.getByText('ইতিহাস', { exact: true }).waitFor();
      expect(await teacher.getByText('History', { exact: true }).count()).toBe(0);
      await teacher.getByText('এম.এ (বাংলা), বি.এড').waitFor();
      await screenAt(village, teacher, 'record-languages-teachers-bengali-phone');

      await village.goto('/aboutUs');
      await village.getByRole('heading', { level: 1, name: 'হাট সম্পর্কে' }).waitFor();
      await village.getByText(/হাট হল আপনার ফোনে গ্রামের বাজার/).waitFor();
      expect(await village.getByText(/Haat is the village market on your phone/).count()).toBe(0);
      await screenshot(village, 'record-languages-about-bengali-phone');
      await screenAt(village, village.getByRole('heading', { level: 1 }), 'record-languages-about-top-bengali-phone');

      await village.goto('/');
      const slide = village.getByRole('link', { name: /ওষুধ পৌঁছে যাবে বাড়িতে/ });
      await slide.getByText('তালিকা বা প্রেসক্রিপশনের ছবি পাঠান').waitFor();
      expect(await village.getByText('Send your list or a photo of the prescription').count()).toBe(0);
      await screenAt(village, village.getByRole('heading', { level: 1 }), 'record-languages-home-bengali-phone');

      await village.goto('/medical/labTest');
      const find = village.getByRole('searchbox').first();
      await find.fill('Lipid');
      await find.press('Enter');
      const lipid = village
        .getByRole('article')
        .filter({ has: village.getByRole('heading', { name: 'লিপিড প্রোফাইল' }) })
        .first();
      await lipid.getByText('১০–১২ ঘণ্টা খালি পেটে থাকুন').waitFor();
      await lipid.getByText('রক্ত', { exact: true }).waitFor();
      await screenAt(village, lipid, 'record-languages-lab-test-bengali-phone');

      const code = await orderBiscuits(village);
      await village.goto(`/findOrder/${CUSTOMER_PHONE}?order=${code}`);
      const details = village.getByRole('region', { name: new RegExp(code) });
      await details.getByText('মেরি বিস্কুট').waitFor();
      await details.getByText('মা তারা ভাণ্ডার').waitFor();
      expect(await details.getByText('Marie Biscuits').count()).toBe(0);
      await screenAt(village, details, 'record-languages-tracking-bengali-phone');
      expect(await village.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      // As the seed had it, so no other journey sees this edit.
      if (before !== null) {
        const page = admin.page;
        await page.evaluate(() => localStorage.setItem('haat.language', 'en'));
        await page.reload();
        const card = page.getByRole('article', { name: 'Rina Das' });
        await card.getByRole('button', { name: 'Edit' }).click();
        await card.getByLabel('Subjects, in Bengali', { exact: true }).fill(before);
        await card.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Rina Das is saved.' }).waitFor();
      }
      await admin.close();
      await villager.close();
    }
  });
});
