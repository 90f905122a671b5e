import type { Page } from 'playwright-core';
import { h1, phoneJourneys, screenshot } from './support/browser';

const onPhone = phoneJourneys();

/** A mobile number no other journey of this run uses, so Find Order lists only this one's bookings. */
let phoneSeq = 0;
function newPhone(): string {
  return `96${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;
}

const LAB = 'Ilambazar Pathology & Diagnostic Centre';

/** Searches the lab tests and ticks one of them. */
async function tickTest(page: Page, search: string, name: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search lab tests' });
  await box.fill(search);
  await box.press('Enter');
  const tick = page.getByRole('checkbox', { name: `Book ${name} at ${LAB}` });
  await tick.check();
  expect(await tick.isChecked()).toBe(true);
}

describe('a villager booking a doctor', () => {
  it("goes from the doctor's page to the appointment, books the first time offered, sees the code and cancels", async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/medical/doctor');
      await page.getByRole('searchbox', { name: 'Search doctors' }).fill('Tanmoy');
      await page.getByRole('searchbox', { name: 'Search doctors' }).press('Enter');
      await page.getByRole('link', { name: 'Details of Dr. Tanmoy Mondal' }).click();
      await page.waitForURL((url) => url.pathname === '/medical/doctorDetails');
      await page.getByRole('link', { name: 'Book an appointment' }).click();
      await page.waitForURL((url) => url.pathname === '/medical/appointment' && url.searchParams.has('doctor'));
      await page.getByRole('heading', { name: 'Dr. Tanmoy Mondal' }).waitFor();
      expect(await h1(page).textContent()).toBe('Book an appointment');

      const days = page.getByRole('group', { name: 'Days the doctor sits' });
      await days.getByRole('button').first().waitFor();
      expect(await days.locator('[aria-pressed="true"]').count()).toBe(1);
      const times = page.getByRole('list', { name: /^Times on / });
      const first = times.getByRole('button', { disabled: false }).first();
      expect(await first.textContent()).toMatch(/places? left/);
      await screenshot(page, 'appointment-slots-phone');

      // No time chosen: the form says so before anything is sent.
      await page.getByRole('button', { name: 'Book the appointment' }).click();
      await page.getByText('Choose a time above.').waitFor();

      await first.click();
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      const chosen = (await first.locator('.slot__time').textContent())!.replace(/\s/g, ' ');
      await page.getByLabel("Patient's name").fill('Gour Hari Das');
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByLabel('Age (if you like)').fill('64');
      await page.getByLabel('What is it about? (if you like)').fill('Fever for 3 days');
      await screenshot(page, 'appointment-form-filled-phone');
      await page.getByRole('button', { name: 'Book the appointment' }).click();

      await page.getByText('Your appointment is booked.').waitFor();
      await page.waitForURL((url) => url.searchParams.has('booked'));
      const code = (await page.getByTestId('done-code').textContent())!.trim();
      expect(code).toMatch(/^AP-[2-9A-Z]{6}$/);
      expect((await page.getByTestId('appointment-when').textContent())!.replace(/\s/g, ' ')).toContain(chosen);
      await page.getByText('Hospital More, Ilambazar').waitFor();
      await page.getByText('₹300, paid at the chamber').waitFor();
      expect(await page.locator('a[href="tel:+919434175262"]').count()).toBe(1);
      await screenshot(page, 'appointment-booked-phone');

      // The confirmation comes from this browser's storage: a reload still shows it, and the list of doctors offers it again.
      await page.reload();
      await page.getByTestId('done-code').getByText(code).waitFor();
      await page.goto('/medical/appointment');
      await page
        .getByRole('region', { name: 'Your appointments' })
        .getByRole('link', { name: new RegExp(code) })
        .click();
      await page.getByTestId('done-code').getByText(code).waitFor();

      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      await page.getByText(`Cancel appointment ${code}? Your place goes to someone else.`).waitFor();
      await screenshot(page, 'appointment-cancel-confirm-phone');
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByText('This appointment is cancelled.').waitFor();
      expect(await page.getByRole('button', { name: 'Cancel appointment' }).count()).toBe(0);
      await screenshot(page, 'appointment-cancelled-phone');
    });
  });

  it('chooses a doctor from the list on the appointment page', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical/appointment');
      await page
        .getByRole('link', { name: /^Book with Dr\./ })
        .first()
        .waitFor();
      await page.getByRole('searchbox', { name: 'Search doctors' }).fill('Amitava');
      await page.getByRole('searchbox', { name: 'Search doctors' }).press('Enter');
      await page.getByRole('link', { name: 'Book with Dr. Ananya Chatterjee' }).waitFor({ state: 'detached' });
      await screenshot(page, 'appointment-choose-doctor-phone');
      await page.getByRole('link', { name: 'Book with Dr. Amitava Pal' }).click();
      await page.getByRole('heading', { name: 'Dr. Amitava Pal' }).waitFor();
      await page
        .getByRole('list', { name: /^Times on / })
        .getByRole('button')
        .first()
        .waitFor();
    });
  });
});

describe('a villager booking lab tests', () => {
  it('ticks two tests, books them with home collection, and finds them in Find Order', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/medical/labTest');
      await page.getByText('Home collection available').first().waitFor();
      await tickTest(page, 'Complete Blood', 'Complete Blood Count (CBC)');
      await tickTest(page, 'Fasting', 'Blood Sugar (Fasting)');
      const bar = page.getByRole('region', { name: 'Tests chosen' });
      await bar.getByText('2 tests chosen').waitFor();
      // CBC ₹250 and fasting sugar ₹50 at the Ilambazar lab.
      await bar.getByText('₹300').waitFor();
      await screenshot(page, 'lab-tests-chosen-phone');

      await bar.getByRole('button', { name: /Book/ }).click();
      await page.waitForURL((url) => url.searchParams.get('step') === 'book');
      // The address changes a moment before the booking step renders: wait for its heading.
      await page.getByRole('heading', { level: 1, name: 'Book lab tests' }).waitFor();
      expect(await page.getByTestId('lab-total').textContent()).toBe('₹300');
      const day = page.getByLabel('Day', { exact: true });
      const options = await day.locator('option').allTextContents();
      expect(options).toHaveLength(31);
      expect(options[0]).toMatch(/^Today, /);
      const dayValue = await day.locator('option').nth(2).getAttribute('value');
      await day.selectOption(dayValue);
      await page.getByRole('checkbox', { name: 'Collect the sample at home' }).check();
      await page.getByLabel('Your name').fill('Sabita Mondal');
      await page.getByLabel('Mobile number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
      await page.getByLabel('Your address').fill('Kalitala, near the Shiv temple, Ilambazar');
      await screenshot(page, 'lab-booking-form-phone');

      await page.getByRole('button', { name: 'Book these tests' }).click();
      await page.getByText('Your tests are booked.').waitFor();
      const code = (await page.getByTestId('done-code').textContent())!.trim();
      expect(code).toMatch(/^[2-9A-HJ-NP-TV-Z]{6}$/);
      const bookings = page.getByRole('list', { name: 'Your bookings, one for each lab' }).getByRole('listitem');
      expect(await bookings.count()).toBe(1);
      expect(await bookings.first().textContent()).toContain(`Booking ${code}-1`);
      expect(await bookings.first().textContent()).toContain(LAB);
      expect(await bookings.first().textContent()).toContain('2 tests');
      await page.getByText('Sample collected at home').waitFor();
      await screenshot(page, 'lab-booking-done-phone');

      await page.getByRole('link', { name: 'See it in Find Order' }).click();
      await page.waitForURL(`**/findOrder/${phone}?order=${code}-1`);
      const details = page.getByRole('region', { name: `Details of order ${code}-1` });
      await details.getByText('Complete Blood Count (CBC)').waitFor();
      await details.getByText('Blood Sugar (Fasting)').waitFor();
      await details.getByText(/^Day: /).waitFor();
      await details.getByText('The sample is collected at home.').waitFor();
      await details.getByText(/Kalitala, near the Shiv temple/).waitFor();
      const card = page.getByRole('article', { name: `Order ${code}-1` });
      expect(await card.getByTestId('order-status').textContent()).toBe('Placed');
      expect(await card.textContent()).toContain('Total ₹300');
      await screenshot(page, 'lab-booking-find-order-phone');
    });
  });

  it('turns home collection off, saying why, for a test given only at the lab', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical/labTest');
      await tickTest(page, 'Dengue', 'Dengue NS1 Antigen');
      await tickTest(page, 'Complete Blood', 'Complete Blood Count (CBC)');
      await page.getByRole('region', { name: 'Tests chosen' }).getByRole('button', { name: /Book/ }).click();
      const home = page.getByRole('checkbox', { name: 'Collect the sample at home' });
      await home.waitFor();
      expect(await home.isDisabled()).toBe(true);
      await page.getByText('Not for these tests: Dengue NS1 Antigen must be given at the lab.').waitFor();
      await screenshot(page, 'lab-booking-home-off-phone');
      await page.getByRole('button', { name: 'Remove Dengue NS1 Antigen' }).click();
      expect(await home.isDisabled()).toBe(false);
    });
  });
});

describe('a villager asking for help', () => {
  it('asks for medical assistance and is given a code and told Haat will call back', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/medical/mediAssist');
      await page.getByRole('heading', { level: 1, name: 'Medical assistance' }).waitFor();
      expect(await page.getByRole('link', { name: 'Emergency numbers' }).getAttribute('href')).toBe('/emergency');
      await page.getByLabel('What is needed?').fill('Ambulance to Bolpur hospital tomorrow at 8 am for my mother');
      await page.getByLabel('Your name').fill('Anjali Bagdi');
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByLabel('Village (if you like)').fill('Supur');
      await screenshot(page, 'medi-assist-form-phone');
      await page.getByRole('button', { name: 'Send the request' }).click();
      await page.getByText('Your request is sent.').waitFor();
      expect((await page.getByTestId('done-code').textContent())!.trim()).toMatch(/^HR-[2-9A-Z]{6}$/);
      await page.getByText(/Someone from Haat will call you back on \+91 /).waitFor();
      await screenshot(page, 'medi-assist-sent-phone');
    });
  });

  it('requests a service from its page and is given a code', async () => {
    const phone = newPhone();
    await onPhone(async (page) => {
      await page.goto('/service/electrician');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /No answer\? Request this service/ }).click();
      const request = page.getByRole('region', { name: 'Request this service' });
      await request
        .getByLabel('What needs doing?')
        .fill('The ceiling fan does not turn. Please come on Sunday morning.');
      await request.getByLabel('Your name').fill('Anjali Bagdi');
      await request.getByLabel('Mobile number').fill(phone);
      await screenshot(page, 'service-request-form-phone');
      await request.getByRole('button', { name: 'Send the request' }).click();
      await request.getByText('Your request is sent.').waitFor();
      expect((await request.getByTestId('done-code').textContent())!.trim()).toMatch(/^HR-[2-9A-Z]{6}$/);
      await screenshot(page, 'service-request-sent-phone');
    });
  });
});
