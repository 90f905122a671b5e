import { expectCount, phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The directory's teachers and feed posts through the generic admin screen: an admin adds a
 * teacher and a notice, sees both on the customer pages, changes the teacher's fee, reads its
 * History, and deletes both; the customer pages drop them.
 */

const onPhone = phoneJourneys();
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TEACHER = `Mitali Saha ${run}`;
const NOTICE = `Water tank cleaning ${run}`;

describe('an admin keeping teachers and feed posts', () => {
  it('adds a teacher and a notice, sees them on the customer pages, edits, reads History and deletes both', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /Teachers/ })
        .click();
      await page.waitForURL('**/admin/teachers');

      await page.getByRole('button', { name: 'New teacher' }).click();
      const form = page.getByRole('form', { name: 'New teacher' });
      await form.getByLabel('Name', { exact: true }).fill(TEACHER);
      // Typed in lower case: stored as the finder already spells it.
      await form.getByLabel('Subjects', { exact: true }).fill('mathematics\nLife Science');
      await form.getByLabel('Lowest class').fill('3');
      await form.getByLabel('Highest class').fill('8');
      await form.getByLabel('Village', { exact: true }).fill('Supur');
      await form.getByLabel(/^Fee a month/).fill('350');
      await form.getByLabel('Online').check();
      await form.getByLabel('At the student’s home').check();
      await form.getByLabel(/^Mobile number/).fill('98300 12345');
      await form.getByLabel(/^Qualifications(?!, in )/).fill('B.Sc (Mathematics)');
      await screenshot(page, 'admin-teachers-new-phone');
      await expectFitsThePhone(page, [
        form.getByRole('button', { name: 'Add' }),
        form.getByLabel('Name', { exact: true }),
      ]);
      await form.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${TEACHER} is added.` })
        .waitFor();

      // Customers find the teacher at once, spelled as the finder spells its subjects, ready to call.
      const customer = await page.context().newPage();
      await customer.goto(`/education/teacher?q=${run}`);
      const found = customer.getByRole('article').filter({ has: customer.getByRole('heading', { name: TEACHER }) });
      await found.waitFor();
      await found.getByText('Mathematics', { exact: true }).waitFor();
      await found.getByText('₹350 a month').waitFor();
      await expectCount(found.locator('a[href="tel:+919830012345"]'), 1);

      // The fee raised; the History names the change in rupees and who made it.
      await page.getByLabel('Find a teacher').fill(run);
      await page.getByLabel('Find a teacher').press('Enter');
      const card = page.getByRole('article', { name: TEACHER });
      await card.getByRole('button', { name: 'Edit' }).click();
      await card.getByLabel(/^Fee a month/).fill('400');
      await card.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${TEACHER} is saved.` })
        .waitFor();
      await card.getByRole('button', { name: 'History' }).click();
      const history = card.getByRole('region', { name: `History of ${TEACHER}` });
      await history.getByText('Changed').waitFor();
      await history.getByText('Created').waitFor();
      await history.getByText(/₹400/).first().waitFor();
      expect(await history.getByText(/by .* \(admin\)/).count()).toBe(2);
      await screenshot(page, 'admin-teachers-history-phone');
      await customer.reload();
      await found.getByText('₹400 a month').waitFor();

      // A notice, the newest post, on the Notices page.
      await page.goto('/admin/feeds');
      await page.getByRole('button', { name: 'New post' }).click();
      const postForm = page.getByRole('form', { name: 'New post' });
      await postForm.getByLabel('Kind', { exact: true }).selectOption('NOTICE');
      await postForm.getByLabel('Title', { exact: true }).fill(NOTICE);
      await postForm
        .getByLabel(/^Text(?!, in )/)
        .fill('The overhead tank at Supur is cleaned on Monday.\n\nStore water on Sunday night.');
      await screenshot(page, 'admin-feeds-new-phone');
      await expectFitsThePhone(page, [
        postForm.getByRole('button', { name: 'Add' }),
        postForm.getByLabel('Kind', { exact: true }),
      ]);
      await postForm.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NOTICE} is added.` })
        .waitFor();
      // Newest first: the new post heads the list.
      expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe(NOTICE);
      await screenshot(page, 'admin-feeds-list-phone');

      await customer.goto('/feeds/notices');
      await customer.getByRole('heading', { name: NOTICE }).waitFor();
      await screenshot(customer, 'admin-feeds-public-notice-phone');

      // Both deleted; the customer pages drop them.
      const post = page.getByRole('article', { name: NOTICE });
      await post.getByRole('button', { name: 'Delete…' }).click();
      await post
        .getByRole('alertdialog', { name: `Delete ${NOTICE}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${NOTICE} is deleted.` })
        .waitFor();
      await post.waitFor({ state: 'detached' });
      await customer.reload();
      await customer.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
      await customer.getByRole('article').first().waitFor();
      expect(await customer.getByRole('heading', { name: NOTICE }).count()).toBe(0);

      await page.goto(`/admin/teachers?q=${run}`);
      await card.getByRole('button', { name: 'Delete…' }).click();
      await card
        .getByRole('alertdialog', { name: `Delete ${TEACHER}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${TEACHER} is deleted.` })
        .waitFor();
      await card.waitFor({ state: 'detached' });
      await customer.goto(`/education/teacher?q=${run}`);
      await customer.getByText('No Data Found').waitFor();
    });
  });

  it('lists the electricians by trade, and offers the known trades while one is typed', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page, '/admin/services');
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await page.getByLabel('Trade', { exact: true }).selectOption('electrician');
      await page.getByRole('article', { name: 'Bapi Electric Works' }).waitFor();
      await page.getByRole('article', { name: 'Ma Manasa Sanitary' }).waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('type')).toBe('electrician');
      await screenshot(page, 'admin-services-electricians-phone');

      await page.getByRole('button', { name: 'New service provider' }).click();
      const form = page.getByRole('form', { name: 'New service provider' });
      const trade = form.getByLabel(/^Trade/);
      expect(
        await form.locator(`datalist#${await trade.getAttribute('list')} option[value="mobile-repair"]`).count(),
      ).toBe(1);
      await expectFitsThePhone(page, [form.getByRole('button', { name: 'Add' }), trade]);
      await screenshot(page, 'admin-services-new-phone');
    });
  });
});
