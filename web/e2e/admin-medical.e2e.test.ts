import { expectCount, phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The admin's medical screens, on a doctor: an admin finds Doctors from the home's Directory
 * index, adds a paediatrician with her days, hours and fee, gives her a photo, finds her on the
 * public Doctors page, changes her fee, reads the History, and deletes her (nobody booked her):
 * the public page drops her, and nothing of the journey is left for customers.
 */

const onPhone = phoneJourneys();
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAME = `Dr. Kakoli Sarkar ${run}`;
/** A 2×2 PNG: the smallest picture the server takes as one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('an admin keeping the doctors', () => {
  it('adds a doctor with a schedule and a photo, sees her on the public page, edits, reads History and deletes her', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      const index = page.getByRole('region', { name: 'Directory' });
      await index.getByRole('link', { name: /^Hospitals and clinics/ }).waitFor();
      await index.getByRole('link', { name: /^Lab tests/ }).scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-medical-index-phone');
      await index.getByRole('link', { name: /^Doctors/ }).click();
      await page.waitForURL('**/admin/doctors');
      await page.getByRole('button', { name: 'New doctor' }).click();
      const form = page.getByRole('form', { name: 'New doctor' });
      await form.getByLabel('Name', { exact: true }).fill(NAME);
      await form.getByLabel('Specialty', { exact: true }).selectOption({ label: 'Paediatrics (Child Specialist)' });
      await form.getByLabel('Qualifications', { exact: true }).fill('MBBS, DCH');
      await form.getByLabel('Chamber', { exact: true }).fill('Sarkar Clinic');
      await form.getByLabel('Chamber address', { exact: true }).fill('Beside the post office');
      await form.getByLabel('Village or town').fill('Supur');
      await form.getByLabel(/^Chamber phone/).fill('94340 11223');
      await form.getByLabel('Fee (₹)').fill('250');
      await form.getByRole('checkbox', { name: 'Tuesday' }).check();
      await form.getByRole('checkbox', { name: 'Friday' }).check();
      // Hours that end before they start are refused beside the field, and nothing is added.
      await form.getByLabel('Visiting hours start').fill('19:00');
      await form.getByLabel('Visiting hours end').fill('18:00');
      await form.getByRole('button', { name: 'Add' }).click();
      await form.getByText('Visiting hours must end after they start.').waitFor();
      await form.getByLabel('Visiting hours start').fill('16:00');
      await form.getByLabel('Visiting hours end').fill('18:30');
      await form.getByLabel(/^Patients a slot/).fill('6');
      await screenshot(page, 'admin-doctor-new-phone');
      await expectFitsThePhone(page, [
        form.getByRole('button', { name: 'Add' }),
        form.getByLabel('Specialty', { exact: true }),
      ]);
      await form.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} is added.` })
        .waitFor();

      // The card says what patients will be offered: two hour-long slots, the last half hour none.
      await page.getByLabel('Find a doctor').fill(run);
      await page.getByLabel('Find a doctor').press('Enter');
      const card = page.getByRole('article', { name: NAME });
      await card.getByText('Tue, Fri, 4:00 pm – 6:30 pm').waitFor();
      await card.getByText('2 slots of an hour (4:00 pm, 5:00 pm), 6 patients each').waitFor();
      await card.getByText('₹250').waitFor();

      // The photo goes up from its own panel, at once.
      await card.getByRole('button', { name: 'Photo' }).click();
      await card
        .getByTestId('image-upload-doctors')
        .setInputFiles({ name: 'kakoli.png', mimeType: 'image/png', buffer: PNG });
      await card.getByRole('img', { name: NAME }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: `The photo of ${NAME} is saved.` })
        .waitFor();
      await screenshot(page, 'admin-doctor-photo-phone');

      // Patients see her on the Doctors page, with her photo.
      const publicPage = await page.context().newPage();
      await publicPage.goto('/medical/doctor');
      await publicPage.getByRole('searchbox', { name: 'Search doctors' }).fill(run);
      await publicPage.getByRole('searchbox', { name: 'Search doctors' }).press('Enter');
      await publicPage.getByRole('heading', { name: NAME }).waitFor();
      await expectCount(publicPage.locator('img.doctor-card__photo'), 1);
      await screenshot(publicPage, 'admin-doctor-public-phone');

      // The fee changes; the History names the change and who made it.
      await card.getByRole('button', { name: 'Edit' }).click();
      await card.getByLabel('Fee (₹)').fill('300');
      await card.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} is saved.` })
        .waitFor();
      await card.getByText('₹300').waitFor();
      await card.getByRole('button', { name: 'History' }).click();
      const history = card.getByRole('region', { name: `History of ${NAME}` });
      await history.getByText('Changed').first().waitFor();
      await history.getByText('Created').waitFor();
      await history.getByText('₹300').waitFor();
      await screenshot(page, 'admin-doctor-history-phone');

      await publicPage.reload();
      await publicPage.getByRole('searchbox', { name: 'Search doctors' }).fill(run);
      await publicPage.getByRole('searchbox', { name: 'Search doctors' }).press('Enter');
      await publicPage.getByRole('heading', { name: NAME }).waitFor();
      await publicPage.getByText('₹300').first().waitFor();

      // Nobody booked her: she can be deleted, and the public page drops her.
      await card.getByRole('button', { name: 'Delete…' }).click();
      const confirm = card.getByRole('alertdialog', { name: `Delete ${NAME}?` });
      await confirm.getByText(/is hidden instead/).waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} is deleted.` })
        .waitFor();
      await page.getByRole('article', { name: NAME }).waitFor({ state: 'detached' });

      await publicPage.reload();
      await publicPage.getByRole('searchbox', { name: 'Search doctors' }).fill(run);
      await publicPage.getByRole('searchbox', { name: 'Search doctors' }).press('Enter');
      await publicPage.getByText(`No doctor matches “${run}”.`).waitFor();
      expect(await publicPage.getByRole('heading', { name: NAME }).count()).toBe(0);
    });
  });

  it('keeps lab tests by lab and hospitals by kind, without changing them', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page, '/admin/lab-tests');
      await page.getByRole('heading', { name: 'Lab tests', level: 1 }).waitFor();
      const otherLab = page.getByRole('article').getByText('Ilambazar Pathology & Diagnostic Centre');
      await otherLab.first().waitFor();
      await page.getByRole('combobox', { name: 'Lab' }).selectOption({ label: 'Santiniketan Path Lab' });
      await otherLab.first().waitFor({ state: 'detached' });
      const esr = page.getByRole('article', { name: 'ESR' });
      await esr.getByText('Santiniketan Path Lab').waitFor();
      await esr.getByRole('button', { name: 'Edit' }).click();
      expect(await esr.getByLabel('Lab', { exact: true }).inputValue()).not.toBe('');
      await screenshot(page, 'admin-lab-tests-phone');
      await esr.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/admin/medical-places?type=BLOOD_BANK');
      await page.getByRole('heading', { name: 'Hospitals and clinics', level: 1 }).waitFor();
      await page.getByRole('article').first().getByText('Blood bank', { exact: true }).waitFor();
      expect(await page.getByRole('article', { name: 'Ilambazar Rural Hospital' }).count()).toBe(0);
      await screenshot(page, 'admin-medical-places-phone');
    });
  });
});
