import { expectCount, phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The transport section's admin screens: an admin adds a toto stand and a driver at it, sees the
 * driver on the public Toto page, is told the stand cannot go while the driver waits there,
 * deletes the driver and then the stand; the public page drops both.
 */

const onPhone = phoneJourneys();
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const STAND = `Supur Hat ${run}`;
const DRIVER = `Haru Bagdi ${run}`;

describe('an admin keeping the toto stands and drivers', () => {
  it('adds a stand and a driver at it, cannot delete the stand while the driver is there, then deletes both', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      const index = page.getByRole('region', { name: 'Directory' });
      await index.getByRole('link', { name: /Bus trips/ }).scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-home-directory-phone');
      await index.getByRole('link', { name: /Toto stands/ }).click();
      await page.waitForURL('**/admin/toto-stands');
      await page.getByRole('button', { name: 'New toto stand' }).click();
      const standForm = page.getByRole('form', { name: 'New toto stand' });
      await standForm.getByLabel('Name', { exact: true }).fill(STAND);
      await standForm.getByLabel('Village or town').fill('Supur');
      await standForm.getByLabel('Landmark', { exact: true }).fill('Under the banyan tree by the haat gate');
      await screenshot(page, 'admin-toto-stand-new-phone');
      await expectFitsThePhone(page, [standForm.getByRole('button', { name: 'Add' })]);
      await standForm.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${STAND} is added.` })
        .waitFor();

      // The driver's stand is chosen from the stands, the new one among them.
      await page.getByRole('link', { name: 'Admin area' }).click();
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /Toto drivers/ })
        .click();
      await page.waitForURL('**/admin/toto-drivers');
      await page.getByRole('button', { name: 'New toto driver' }).click();
      const driverForm = page.getByRole('form', { name: 'New toto driver' });
      await driverForm.getByLabel('Stand', { exact: true }).selectOption({ label: `${STAND}, Supur` });
      await driverForm.getByLabel('Name', { exact: true }).fill(DRIVER);
      await driverForm.getByLabel(/^Mobile/).fill('98300 12345');
      // A mobile that is not one is refused beside its field, in the API's words.
      await driverForm.getByLabel(/^Vehicle number/).fill('WB 53 E 9001');
      await driverForm.getByLabel(/^Mobile/).fill('12345');
      await driverForm.getByRole('button', { name: 'Add' }).click();
      await driverForm.getByText('Enter a 10-digit mobile number, such as 98765 43210.').waitFor();
      await driverForm.getByLabel(/^Mobile/).fill('98300 12345');
      await screenshot(page, 'admin-toto-driver-new-phone');
      await expectFitsThePhone(page, [
        driverForm.getByRole('button', { name: 'Add' }),
        driverForm.getByLabel('Stand', { exact: true }),
      ]);
      await driverForm.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${DRIVER} is added.` })
        .waitFor();

      // The stand filter lists the stand's drivers only.
      await page.getByLabel('Stand', { exact: true }).selectOption({ label: `${STAND}, Supur` });
      const driverCard = page.getByRole('article', { name: DRIVER });
      await driverCard.waitFor();
      await expectCount(page.getByRole('article'), 1);
      await screenshot(page, 'admin-toto-drivers-phone');

      // Customers see the driver under the stand, ready to call.
      const publicPage = await page.context().newPage();
      await publicPage.goto('/transport/toto');
      const publicStand = publicPage.getByRole('region', { name: STAND });
      await publicStand.getByText(DRIVER).waitFor();
      expect(await publicStand.locator('a[href="tel:+919830012345"]').count()).toBeGreaterThan(0);

      // The stand cannot go while the driver waits there, and the admin is told why.
      await page.getByRole('link', { name: 'Admin area' }).click();
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /Toto stands/ })
        .click();
      await page.getByLabel('Find a stand').fill(run);
      await page.getByLabel('Find a stand').press('Enter');
      const standCard = page.getByRole('article', { name: STAND });
      await standCard.getByText('1 driver').waitFor();
      await standCard.getByRole('button', { name: 'Delete…' }).click();
      await standCard
        .getByRole('alertdialog', { name: `Delete ${STAND}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await standCard
        .getByRole('alert')
        .filter({ hasText: 'Drivers wait at this stand. Move them to another stand or delete them first.' })
        .waitFor();
      await screenshot(page, 'admin-toto-stand-refused-phone');

      // The driver first, then the stand.
      await page.getByRole('link', { name: 'Admin area' }).click();
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /Toto drivers/ })
        .click();
      await page.getByLabel('Find a driver').fill(run);
      await page.getByLabel('Find a driver').press('Enter');
      await driverCard.getByRole('button', { name: 'Delete…' }).click();
      await screenshot(page, 'admin-toto-driver-delete-phone');
      await driverCard
        .getByRole('alertdialog', { name: `Delete ${DRIVER}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${DRIVER} is deleted.` })
        .waitFor();

      await page.getByRole('link', { name: 'Admin area' }).click();
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /Toto stands/ })
        .click();
      await page.getByLabel('Find a stand').fill(run);
      await page.getByLabel('Find a stand').press('Enter');
      await standCard.getByRole('button', { name: 'Delete…' }).click();
      await standCard
        .getByRole('alertdialog', { name: `Delete ${STAND}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${STAND} is deleted.` })
        .waitFor();
      await standCard.waitFor({ state: 'detached' });

      await publicPage.reload();
      await publicPage.getByRole('region', { name: 'Ilambazar Bus Stand' }).waitFor();
      expect(await publicPage.getByText(STAND).count()).toBe(0);
      expect(await publicPage.getByText(DRIVER).count()).toBe(0);
    });
  });

  it("shows one way's bus trips with their stops, and a trip's form", async () => {
    await onPhone(async (page) => {
      await signInAdmin(page, '/admin/bus-trips?way=ilambazar-to-bolpur');
      const first = page.getByRole('article').first();
      await first
        .getByText(/Ilambazar Bus Stand/)
        .first()
        .waitFor();
      await screenshot(page, 'admin-bus-trips-phone');
      await first.getByRole('button', { name: 'Edit' }).click();
      const form = first.getByRole('form');
      expect(await form.getByLabel('Route and way').inputValue()).toBe('ilambazar-to-bolpur');
      expect(await form.getByLabel(/^Stops and times/).inputValue()).toMatch(/^\d\d:\d\d Ilambazar Bus Stand/);
      await screenshot(page, 'admin-bus-trip-edit-phone');
      await expectFitsThePhone(page, [form.getByRole('button', { name: 'Save' })]);
    });
  });

  it('shows the routes with their ways, and the cars with a money field in rupees', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page, '/admin/bus-routes');
      const route = page.getByRole('article', { name: 'Ilambazar – Bolpur' });
      expect(await route.getByRole('link', { name: 'Ilambazar → Bolpur' }).first().getAttribute('href')).toBe(
        '/transport/bus/ilambazar-to-bolpur',
      );
      expect(await route.getByRole('link', { name: 'Bolpur → Ilambazar' }).last().getAttribute('href')).toBe(
        '/admin/bus-trips?way=bolpur-to-ilambazar',
      );
      await screenshot(page, 'admin-bus-routes-phone');

      await page.getByRole('link', { name: 'Admin area' }).click();
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /Cars for hire/ })
        .click();
      const car = page.getByRole('article', { name: 'Sujoy Ghosh' });
      await car.getByText('₹12 a km').waitFor();
      await car.getByRole('button', { name: 'Edit' }).click();
      expect(await car.getByLabel('Charge per km (₹)').inputValue()).toBe('12');
      await screenshot(page, 'admin-cars-edit-phone');
      await expectFitsThePhone(page, [car.getByRole('button', { name: 'Save' })]);
    });
  });
});
