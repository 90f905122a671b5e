import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { graphql, signInFirstAdmin } from './support/api';
import { phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * A rider forgot their password. The admin sets a new one from /admin/delivery, after a
 * confirmation that says what happens; the rider signs in with it, is sent to choose their own
 * (nothing else opens), does, and reaches their desk. At 360 px, in English and Bengali.
 */

const onPhone = phoneJourneys();

const RIDER = {
  name: 'Sukumar Hembram',
  phone: `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  password: 'the first one he forgot',
};
const GIVEN = 'tea stall by the pond';
const OWN = 'red cycle on the dam road';

/** Kept with the other journeys' screenshots, and where the team looks at this change's screens. */
const NOTES_SHOTS = '/work/notes/shots/passwords';
async function shot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  if (fs.existsSync(path.dirname(NOTES_SHOTS))) {
    fs.mkdirSync(NOTES_SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(NOTES_SHOTS, `${name}.png`));
  }
}

/** The same screen in Bengali, then back to English, through the footer's language choice. */
async function inBengaliToo(page: Page, name: string, bengaliText: string): Promise<void> {
  await shot(page, `${name}-en`);
  await page.getByRole('button', { name: 'বাংলা' }).first().click();
  await page.getByText(bengaliText).first().waitFor();
  await shot(page, `${name}-bn`);
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.locator('html[lang="en"]').waitFor();
}

beforeAll(async () => {
  const admin = await signInFirstAdmin();
  await graphql(
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
});

describe('a rider who forgot their password', () => {
  it('gets a new one from the admin, chooses their own at the next sign-in, and reaches the desk', async () => {
    await onPhone(async (admin) => {
      await signInAdmin(admin, `/admin/delivery?q=${encodeURIComponent(RIDER.name)}`);
      const card = admin.getByRole('article', { name: RIDER.name });
      await card.waitFor();
      await card.getByRole('button', { name: 'Set new password…' }).click();
      const confirm = card.getByRole('alertdialog', { name: `Set a new password for ${RIDER.name}?` });
      await confirm.waitFor();
      const effects = await confirm.getByTestId('set-password-effects').textContent();
      expect(effects).toContain('They are signed out at once on every phone and computer.');
      expect(effects).toContain('they must choose their own before they can do anything else');
      await confirm.getByLabel('New password to give them').fill(GIVEN);
      await confirm.scrollIntoViewIfNeeded();
      await expectFitsThePhone(admin, [
        confirm.getByRole('button', { name: 'Set this password' }),
        confirm.getByRole('button', { name: 'Cancel' }),
      ]);
      await inBengaliToo(admin, 'passwords-admin-confirm', 'নতুন পাসওয়ার্ড দেবেন?');
      await confirm.getByRole('button', { name: 'Set this password' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${RIDER.name} has a new password and is signed out.` })
        .waitFor();
    });

    await onPhone(async (rider) => {
      await rider.goto('/deliveryLogin');
      await rider.getByText('Forgot your password? Ask the Haat office for a new one.').waitFor();
      await inBengaliToo(rider, 'passwords-sign-in-help', 'হাটের অফিসের কাছে নতুন পাসওয়ার্ড চেয়ে নিন');

      // The old password no longer opens the account.
      await rider.getByLabel('Mobile number').fill(RIDER.phone);
      await rider.getByLabel('Password', { exact: true }).fill(RIDER.password);
      await rider.getByRole('button', { name: 'Sign in' }).click();
      await rider.getByRole('alert').filter({ hasText: 'do not match an account' }).waitFor();

      await rider.getByLabel('Password', { exact: true }).fill(GIVEN);
      await rider.getByRole('button', { name: 'Sign in' }).click();
      await rider.waitForURL('**/account/password');
      await rider.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
      await inBengaliToo(rider, 'passwords-forced-change', 'নিজের পাসওয়ার্ড বেছে নিন');

      // The desk is not open yet.
      await rider.goto('/delivery');
      await rider.waitForURL('**/account/password');
      await rider.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();

      await rider.getByLabel('Password the office gave you').fill(GIVEN);
      await rider.getByLabel('New password', { exact: true }).fill(OWN);
      await rider.getByLabel('New password again').fill(OWN);
      const save = rider.getByRole('button', { name: 'Save my new password' });
      await expectFitsThePhone(rider, [save]);
      await save.click();
      await rider.waitForURL('**/delivery');
      await rider.getByRole('heading', { name: `Welcome, ${RIDER.name}` }).waitFor();
    });
  });
});
