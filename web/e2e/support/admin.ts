import type { Locator, Page } from 'playwright-core';
import { PHONE } from './browser';
import { E2E_ADMIN } from './global-setup';

/** Opens `path` (an admin page, whose sign-in form shows in place) and signs the e2e admin in. */
export async function signInAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Nothing on the page is wider than the phone, and the things to press are on the screen and thumb-sized. */
export async function expectFitsThePhone(page: Page, targets: Locator[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}
