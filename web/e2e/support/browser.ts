import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup starts the app');
  return url;
}

/** Debian's Chromium (never a downloaded browser), with the network chatter it would try switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh phone (or desktop) page. The service worker is blocked unless asked for: the journeys
 * test the app's pages, and a worker installing in the background of each fresh context (it
 * precaches the customer's code) only adds load and timing to them; web/e2e/offline tests it.
 */
export async function newPhonePage(
  browser: Browser,
  viewport = PHONE,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    locale: 'en-IN',
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    serviceWorkers,
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * For a file of phone journeys; call it at the top of the file. Starts Chromium before the file's
 * tests and closes it after them, and returns `onPhone`, which runs one journey on a fresh
 * phone-sized page and closes that page whatever happens, so a failed journey leaves nothing
 * behind for the next.
 */
export function phoneJourneys(): (journey: (page: Page) => Promise<void>) => Promise<void> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  return async (journey) => {
    if (!browser) throw new Error('Chromium did not start: see the error of beforeAll');
    const { context, page } = await newPhonePage(browser);
    try {
      await journey(page);
    } finally {
      await context.close();
    }
  };
}

/** The page's title: its first level-one heading. */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Saves a full-page screenshot under web/e2e/screenshots, kept as a test artifact (not in git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Waits until `locator` matches exactly `count` elements, then passes; fails with the last count
 * after `timeout`. A list that refetches after a change is briefly empty or still old: a single
 * count read at that moment says nothing about the page.
 */
export async function expectCount(locator: Locator, count: number, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const seen = await locator.count();
    if (seen === count || Date.now() > until) {
      expect(seen).toBe(count);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
