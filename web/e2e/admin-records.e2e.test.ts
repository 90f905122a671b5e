import { phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The generic screen every admin-kept kind of record shares, on emergency numbers: an admin finds
 * the screen from the home's Directory index, adds a fire station's number, sees it on the
 * public Fire page, corrects it, reads its History, deletes it, and the public page drops it.
 */

const onPhone = phoneJourneys();
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAME = `Fire station, Supur ${run}`;

describe('an admin keeping the emergency numbers', () => {
  it('adds a number, corrects it, reads its History and deletes it; the public page follows', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      const index = page.getByRole('region', { name: 'Directory' });
      await index.getByRole('link', { name: /Emergency numbers/ }).click();
      await page.waitForURL('**/admin/emergency');
      await page.getByRole('button', { name: 'New emergency number' }).click();
      const form = page.getByRole('form', { name: 'New emergency number' });
      await form.getByLabel('Group', { exact: true }).selectOption('FIRE');
      await form.getByLabel('Who answers', { exact: true }).fill(NAME);
      await form.getByLabel(/^Phone/).fill('03463 25 21 01');
      await form.getByLabel('Area served', { exact: true }).fill('Supur');
      await form.getByLabel('Answers day and night').check();
      await screenshot(page, 'admin-emergency-new-phone');
      await expectFitsThePhone(page, [
        form.getByRole('button', { name: 'Add' }),
        form.getByLabel('Group', { exact: true }),
      ]);
      await form.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} is added.` })
        .waitFor();

      // Customers see it at once, ready to call.
      const publicPage = await page.context().newPage();
      await publicPage.goto('/emergency/fire');
      await publicPage.getByText(NAME).waitFor();
      expect(await publicPage.locator('a[href="tel:+913463252101"]').count()).toBeGreaterThan(0);

      // A wrong digit corrected; the History names the change and who made it.
      await page.getByLabel('Find a number').fill(run);
      await page.getByLabel('Find a number').press('Enter');
      const card = page.getByRole('article', { name: NAME });
      await card.getByRole('button', { name: 'Edit' }).click();
      await card.getByLabel(/^Phone/).fill('03463 25 21 02');
      await card.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} is saved.` })
        .waitFor();
      await card.getByRole('button', { name: 'History' }).click();
      const history = card.getByRole('region', { name: `History of ${NAME}` });
      await history.getByText('Changed').waitFor();
      await history.getByText('Created').waitFor();
      expect(await history.getByText(/by .* \(admin\)/).count()).toBe(2);
      await screenshot(page, 'admin-emergency-history-phone');

      await publicPage.reload();
      await publicPage.locator('a[href="tel:+913463252102"]').first().waitFor();

      await card.getByRole('button', { name: 'Delete…' }).click();
      await card
        .getByRole('alertdialog', { name: `Delete ${NAME}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} is deleted.` })
        .waitFor();
      await page.getByRole('article', { name: NAME }).waitFor({ state: 'detached' });

      await publicPage.reload();
      await publicPage.getByRole('heading', { level: 1 }).first().waitFor();
      await publicPage.getByText('Fire', { exact: false }).first().waitFor();
      expect(await publicPage.getByText(NAME).count()).toBe(0);
    });
  });
});
