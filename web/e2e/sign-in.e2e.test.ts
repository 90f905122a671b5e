import type { Browser, Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { createVendorAccount, signInFirstAdmin } from './support/api';
import { DESKTOP, launchChromium, newPhonePage, screenshot } from './support/browser';
import { E2E_ADMIN } from './support/global-setup';

/** A shop's sign-in, made by the first admin as an admin would: production mode has no demo accounts. */
const VENDOR = { name: 'Subrata Mondal', phone: '98300 12345', password: 'Maa Tara rice and dal 1987' };
const GENERIC_WRONG_LOGIN = 'These sign-in details do not match an account. Please check them and try again.';

let browser: Browser;
let adminName: string;

beforeAll(async () => {
  browser = await launchChromium();
  adminName = (await signInFirstAdmin()).name;
  const account = await createVendorAccount({ ...VENDOR, vendorId: stableId('vendor', 'maa-tara-bhandar') });
  expect(account.vendorCategory).toBe('GROCERY');
});

afterAll(() => browser?.close());

const topBar = (page: Page) => page.locator('header.top-bar');

async function fillVendorSignIn(page: Page, password: string) {
  await page.getByLabel('Mobile number').fill(VENDOR.phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

describe('a shopkeeper signing in on their phone', () => {
  it('signs in, stays signed in across a reload, and signs out from the top bar', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/vendorLogin');
      await page.getByRole('heading', { level: 1, name: 'Vendor sign in' }).waitFor();
      await screenshot(page, 'vendor-login-phone');

      await fillVendorSignIn(page, VENDOR.password);
      await page.getByRole('button', { name: 'Show the password' }).click();
      await screenshot(page, 'vendor-login-filled-phone');
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.waitForURL('**/vendor/grocery');
      await page.getByRole('heading', { name: `Welcome, ${VENDOR.name}` }).waitFor();
      await page.getByText('Signed in as a vendor').waitFor();
      await topBar(page).getByText(VENDOR.name).waitFor();
      // What the browser keeps: that a session is to be restored; no profile, password or token.
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
      expect(stored).not.toContain(VENDOR.name);
      expect(stored).not.toContain(VENDOR.password);
      expect(stored.toLowerCase()).not.toContain('token');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'haat_refresh')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/graphql',
      });
      await screenshot(page, 'vendor-area-phone');

      // A reload loses the in-memory access token; the refresh cookie brings the session back.
      await page.reload();
      await page.getByRole('heading', { name: `Welcome, ${VENDOR.name}` }).waitFor();
      await topBar(page).getByText(VENDOR.name).waitFor();
      expect(new URL(page.url()).pathname).toBe('/vendor/grocery');
      await screenshot(page, 'vendor-area-after-reload-phone');

      await topBar(page).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await topBar(page).getByRole('button', { name: 'Sign out' }).waitFor({ state: 'detached' });
      expect(await topBar(page).getByText(VENDOR.name).count()).toBe(0);
      await screenshot(page, 'signed-out-home-phone');

      // The session is over on the server too: a fresh load of the vendor area goes to the sign-in page.
      await page.goto('/vendor/grocery');
      await page.waitForURL('**/vendorLogin');
      await page.getByRole('heading', { level: 1, name: 'Vendor sign in' }).waitFor();
      expect(await topBar(page).getByText(VENDOR.name).count()).toBe(0);
      await screenshot(page, 'vendor-area-signed-out-phone');
    } finally {
      await context.close();
    }
  });

  it('gets the one generic message for a wrong password', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/vendorLogin');
      await fillVendorSignIn(page, 'not the right password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: GENERIC_WRONG_LOGIN }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/vendorLogin');
      await screenshot(page, 'vendor-login-wrong-password-phone');
    } finally {
      await context.close();
    }
  });

  it('shows what is missing beside each field', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/vendorLogin');
      await page.getByLabel('Mobile number').fill('12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Enter a 10-digit mobile number, like 98300 12345.').waitFor();
      await page.getByText('Enter your password.').waitFor();
      await screenshot(page, 'vendor-login-validation-phone');
    } finally {
      await context.close();
    }
  });
});

describe('an admin', () => {
  it('gets the sign-in form in place of /admin, then the admin panel with their name', async () => {
    const { context, page } = await newPhonePage(browser, DESKTOP);
    try {
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor();
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: `Welcome, ${adminName}` }).waitFor();
      await topBar(page).getByText(adminName).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await screenshot(page, 'admin-signed-in-desktop');
    } finally {
      await context.close();
    }
  });

  it('can ask for a reset link at /forgetPassword, and sees the new-password form with ?token=', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL('**/forgetPassword');
      await screenshot(page, 'forget-password-phone');
      await page.getByLabel('Email address').fill('nobody@haat.test');
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await screenshot(page, 'forget-password-sent-phone');

      await page.goto('/forgetPassword?token=not-a-real-token');
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('a brand new password 7');
      await page.getByLabel('New password again').fill('a brand new password 7');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used' }).waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await screenshot(page, 'reset-password-bad-link-phone');
    } finally {
      await context.close();
    }
  });
});
