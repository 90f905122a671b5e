import { h1, phoneJourneys, screenshot } from './support/browser';

const onPhone = phoneJourneys();

describe('a villager looking for a doctor', () => {
  it('goes from /medical to the doctors, specialists first, then general physicians', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical');
      await page.getByRole('link', { name: /Blood banks/ }).waitFor();
      expect(await h1(page).textContent()).toBe('Medical');
      await screenshot(page, 'medical-phone');

      await page
        .getByRole('main')
        .getByRole('link', { name: /^Doctors/ })
        .click();
      await page.waitForURL('**/medical/doctor');
      await page.getByRole('heading', { name: 'Dr. Ananya Chatterjee' }).waitFor();
      expect(await page.getByRole('button', { name: 'Specialist' }).getAttribute('aria-pressed')).toBe('true');
      // A specialist list: no general physician in it.
      expect(await page.getByRole('heading', { name: 'Dr. Sudipta Mukherjee' }).count()).toBe(0);
      await page.getByRole('navigation', { name: 'Specialties' }).getByRole('link').first().waitFor();
      expect(await page.locator('a[href="tel:+919775430127"]').count()).toBe(1);
      await screenshot(page, 'medical-doctors-specialist-phone');

      await page.getByRole('button', { name: 'General' }).click();
      await page.getByRole('heading', { name: 'Dr. Sudipta Mukherjee' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Dr. Ananya Chatterjee' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Specialties' }).count()).toBe(0);
      await screenshot(page, 'medical-doctors-general-phone');

      // The choice is remembered, as the seed's selection is.
      await page.reload();
      await page.getByRole('heading', { name: 'Dr. Sudipta Mukherjee' }).waitFor();
      expect(await page.getByRole('button', { name: 'General' }).getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('finds a doctor by a Bengali name and opens their details', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical/doctor');
      await page.getByRole('heading', { name: 'Dr. Ananya Chatterjee' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search doctors' }).fill('তন্ময়');
      await page.getByRole('searchbox', { name: 'Search doctors' }).press('Enter');
      await page.getByRole('heading', { name: 'Dr. Tanmoy Mondal' }).waitFor();
      await page.getByRole('heading', { name: 'Dr. Ananya Chatterjee' }).waitFor({ state: 'detached' });
      await screenshot(page, 'medical-doctors-search-phone');

      await page.getByRole('link', { name: 'Details of Dr. Tanmoy Mondal' }).click();
      await page.waitForURL((url) => url.pathname === '/medical/doctorDetails' && url.searchParams.has('id'));
      await page.getByRole('heading', { name: 'Dr. Tanmoy Mondal' }).waitFor();
      await page.getByText('MBBS, MD (Paediatrics)').first().waitFor();
      await page.getByText('Wed, Sat').waitFor();
      expect(await page.locator('a[href="tel:+919434175262"]').count()).toBe(1);
      await screenshot(page, 'medical-doctor-details-phone');
    });
  });

  it('lists the doctors of one specialty by its slug, and is kind about an unknown one', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical/doctor/doctorDetails/paediatrics');
      await page.getByRole('heading', { name: 'Dr. Tanmoy Mondal' }).waitFor();
      await page.getByRole('heading', { name: 'Dr. Ananya Chatterjee' }).waitFor();
      expect(await h1(page).textContent()).toBe('Paediatrics (Child Specialist)');
      await screenshot(page, 'medical-doctors-paediatrics-phone');

      await page.goto('/medical/doctor/doctorDetails/astrology');
      await page.getByText('We have no doctors under this specialty.').waitFor();
      await screenshot(page, 'medical-doctors-unknown-specialty-phone');
    });
  });
});

describe('lab tests and places', () => {
  it('lists lab tests with prices, shows more, and searches', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical/labTest');
      await page.getByRole('heading', { name: 'Blood Sugar (Fasting)' }).first().waitFor();
      await page.getByText('Home collection').first().waitFor();
      await page.getByText('₹50').first().waitFor();
      await screenshot(page, 'medical-lab-tests-phone');

      const before = await page.locator('.lab-card').count();
      await page.getByRole('button', { name: 'Show more' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.lab-card').length > n, before);

      await page.getByRole('searchbox', { name: 'Search lab tests' }).fill('thyroid');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('.lab-card').length === 2);
      await screenshot(page, 'medical-lab-tests-search-phone');
    });
  });

  it.each([
    ['hospital', 'Ilambazar Rural Hospital', 'tel:+913463260300'],
    ['clinic', 'Supur Sebayan Clinic', 'tel:+919434560870'],
    ['diagnostic-centre', 'Bolpur Imaging Centre', 'tel:+919733260148'],
    ['blood-bank', 'Suri Sadar Hospital Blood Bank', 'tel:+913462255800'],
    ['nursing-home', 'Maa Sarada Nursing Home', 'tel:+913463255880'],
  ])('shows the seeded places at /medical/common/%s, ready to call', async (type, name, tel) => {
    await onPhone(async (page) => {
      await page.goto(`/medical/common/${type}`);
      await page.getByRole('heading', { name }).waitFor();
      expect(await page.locator(`a[href="${tel}"]`).count()).toBe(1);
      await screenshot(page, `medical-common-${type}-phone`);
    });
  });

  it('answers an unknown place type with a not-found panel, not a crash', async () => {
    await onPhone(async (page) => {
      await page.goto('/medical/common/dragons');
      await page.getByText('There is no such list. Choose one of these instead:').waitFor();
      expect(await h1(page).textContent()).toBe('Not found');
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      await screenshot(page, 'medical-common-unknown-phone');
      await page.getByRole('link', { name: 'Hospitals' }).click();
      await page.getByRole('heading', { name: 'Ilambazar Rural Hospital' }).waitFor();
    });
  });
});
