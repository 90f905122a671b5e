import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { expectFitsThePhone } from './support/admin';
import { createVendorAccount } from './support/api';
import { launchChromium, newPhonePage, screenshot } from './support/browser';

/**
 * A lab and a villager, each on their own 360 px phone: the lab sets a test's price, the villager
 * books it at that price, and the lab takes the booking along its own path (confirmed, sample
 * collected at home, report uploaded) while the villager watches it and downloads the report.
 * Then both read it again in Bengali.
 */

const LAB = { name: 'Debasish Saha', phone: '98300 61524', password: 'Ilambazar pathology 2026' };
const LAB_NAME = 'Ilambazar Pathology & Diagnostic Centre';
const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Widal: negative\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  await createVendorAccount({ ...LAB, vendorId: stableId('vendor', 'ilambazar-pathology') });
});
afterAll(() => browser?.close());

async function signInLab(page: Page): Promise<void> {
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill(LAB.phone);
  await page.getByLabel('Password', { exact: true }).fill(LAB.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/vendor/lab');
}

/** A full-page picture from the top, so the sticky top bar stays where it belongs. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const flash = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const chip = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Bookings by state' }).getByRole('button', { name });

describe('a lab booking, from the lab’s price to the customer’s report', () => {
  it('is priced by the lab, booked, confirmed, sampled at home, given its report, and the customer downloads it', async () => {
    const { context: labContext, page: lab } = await newPhonePage(browser);
    const { context: customerContext, page: customer } = await newPhonePage(browser);
    try {
      // The lab keeps its own price: the Widal test now costs ₹220.
      await signInLab(lab);
      await lab.getByRole('link', { name: 'Tests & prices' }).click();
      await lab.getByRole('searchbox', { name: 'Search your tests' }).fill('Widal');
      await lab.getByRole('searchbox', { name: 'Search your tests' }).press('Enter');
      const widal = lab.getByRole('form', { name: 'Widal Test' });
      await widal.getByLabel('Price in ₹').fill('220');
      await widal.getByRole('button', { name: 'Save' }).click();
      await flash(lab, 'Widal Test saved: ₹220.');
      await shot(lab, 'lab-tests-prices-phone');
      await lab.getByRole('link', { name: 'Orders' }).click();
      await lab.locator('[data-testid="live-state"][data-state="live"]').waitFor();

      // The villager books it, at the lab's price, with the sample taken at home.
      const phone = `95${String(Date.now() % 1e8).padStart(8, '0')}`;
      await customer.goto('/medical/labTest');
      const search = customer.getByRole('searchbox', { name: 'Search lab tests' });
      await search.fill('Widal');
      await search.press('Enter');
      await customer.getByRole('checkbox', { name: `Book Widal Test at ${LAB_NAME}` }).check();
      await customer.getByRole('region', { name: 'Tests chosen' }).getByText('₹220').waitFor();
      await customer.getByRole('region', { name: 'Tests chosen' }).getByRole('button', { name: /Book/ }).click();
      await customer.getByRole('heading', { level: 1, name: 'Book lab tests' }).waitFor();
      const day = customer.getByLabel('Day', { exact: true });
      await day.selectOption(await day.locator('option').nth(2).getAttribute('value'));
      await customer.getByRole('checkbox', { name: 'Collect the sample at home' }).check();
      await customer.getByLabel('Your name').fill('Sabita Mondal');
      await customer.getByLabel('Mobile number').fill(phone);
      await customer.getByLabel('Your address').fill('Kalitala, near the Shiv temple, Ilambazar');
      await customer.getByRole('button', { name: 'Book these tests' }).click();
      await customer.getByText('Your tests are booked.').waitFor();
      const code = `${(await customer.getByTestId('done-code').textContent())!.trim()}-1`;
      await customer.getByRole('link', { name: 'See it in Find Order' }).click();
      const details = customer.getByRole('region', { name: `Details of order ${code}` });
      await details.getByText('Widal Test').waitFor();
      await details.getByTestId('order-total').getByText('₹220').waitFor();

      // It reaches the lab by itself, the day said in words, with the lab's steps and none of a shop's.
      await flash(lab, `New booking ${code}.`);
      const booking = lab.getByRole('article', { name: `Booking ${code}` });
      await booking.getByText(/^Wanted on \w{3}, \d{1,2} \w{3}, \d{4}$/).waitFor();
      expect(await booking.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(await booking.getByRole('button', { name: /Pack|Send out|Price this list/ }).count()).toBe(0);
      await booking.getByRole('button', { name: 'Confirm' }).click();
      await flash(lab, `Booking ${code} is now under “Confirmed”.`);
      await chip(lab, /^Confirmed/).click();
      await booking.getByRole('button', { name: 'Sample collected at home' }).click();
      await flash(lab, `Booking ${code} is now under “Sample taken”.`);
      const steps = details.getByRole('list', { name: 'Steps of the booking' });
      await steps.locator('[aria-current="step"]').filter({ hasText: 'Sample collected at your home' }).waitFor();
      await details.getByText('The lab will put the report here when it is ready.').waitFor();

      // The lab uploads the report: the booking is ready, for the lab and, live, for the villager.
      await chip(lab, /^Sample taken/).click();
      await booking
        .getByTestId('lab-report-input')
        .setInputFiles({ name: 'widal.pdf', mimeType: 'application/pdf', buffer: REPORT });
      await flash(lab, `Report for ${code} uploaded. The customer can download it now.`);
      await chip(lab, /^Report ready/).click();
      await booking.getByRole('button', { name: 'See the report' }).waitFor();
      await booking.getByRole('button', { name: 'Done' }).waitFor();
      await expectFitsThePhone(lab, [
        booking.getByRole('button', { name: 'Upload corrected report' }),
        booking.getByRole('button', { name: 'Done' }),
      ]);
      await shot(lab, 'lab-desk-report-ready-phone');

      const download = details.getByRole('button', { name: 'Download report' });
      await download.waitFor();
      expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Report ready');
      await expectFitsThePhone(customer, [download]);
      await shot(customer, 'lab-booking-report-ready-phone');
      const [file] = await Promise.all([customer.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`haat-report-${code}.pdf`);
      expect(fs.readFileSync(await file.path())).toEqual(REPORT);

      // Both again in Bengali, opened afresh: the steps, the buttons and the day in Bengali words and digits.
      for (const page of [customer, lab]) {
        await page.getByRole('button', { name: 'বাংলা' }).first().click();
        await page.locator('html[lang="bn"]').waitFor();
        await page.reload();
      }
      const detailsBn = customer.getByRole('region', { name: new RegExp(code) });
      await detailsBn.getByRole('button', { name: 'রিপোর্ট ডাউনলোড করুন' }).waitFor();
      await detailsBn.getByText(/^দিন: .*[০-৯]/).waitFor();
      expect(await detailsBn.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await shot(customer, 'lab-booking-report-ready-bengali-phone');
      const bookingBn = lab.getByRole('article', { name: `বুকিং ${code}` });
      await bookingBn.getByRole('button', { name: 'রিপোর্ট দেখুন' }).waitFor();
      await bookingBn.getByText(/^চাই .*[০-৯].* তারিখে$/).waitFor();
      expect(await bookingBn.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await expectFitsThePhone(lab, [bookingBn.getByRole('button', { name: 'সম্পন্ন' })]);
      await shot(lab, 'lab-desk-report-ready-bengali-phone');
    } finally {
      await customerContext.close();
      await labContext.close();
    }
  });
});
