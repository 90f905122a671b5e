import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, PHONE, screenshot } from './support/browser';

/**
 * Every customer page (the original product's route table), opened by its address on a phone set
 * to Bengali, then Hindi, over a slow network: no catalog key shows raw, and no English word is on
 * screen while it loads that the settled page does not keep (the words arrived after the first
 * frame), and at least 95% of the letters on each page are in the language's script (it prints
 * each page's share).
 *
 * Names of people, places and brands written in English by those who own them are not counted
 * (KEPT_IN_ENGLISH); neither is the language switcher, which names each language in itself.
 */

/** Customer routes; a `{from, prefix}` entry is the first link on `from` whose address starts with `prefix`. */
const ROUTES: Array<string | { from: string; prefix: string }> = [
  '/',
  '/contact',
  '/aboutUs',
  '/privacy',
  '/medical',
  '/medical/pharmacy',
  { from: '/medical', prefix: '/medical/common/' },
  '/medical/mediAssist',
  '/medical/doctor',
  { from: '/medical/doctor', prefix: '/medical/doctor/doctorDetails/' },
  '/medical/order',
  '/medical/labTest',
  '/medical/appointment',
  '/emergency',
  '/emergency/police',
  '/emergency/ambulance',
  '/education',
  '/education/teacher',
  '/transport',
  '/transport/toto',
  '/transport/car',
  '/transport/bus',
  { from: '/transport/bus', prefix: '/transport/bus/' },
  '/grocery',
  '/grocery/fordo',
  '/bazaar',
  '/bazaar/fordo',
  '/food',
  '/onlineShop',
  { from: '/grocery', prefix: '/buy/' },
  '/cart',
  '/findOrder',
  '/service',
  { from: '/service', prefix: '/service/' },
  '/feeds/news',
  { from: '/', prefix: '/gallery/' },
  '/comingSoon',
  '/login',
  '/vendorLogin',
  '/deliveryLogin',
  '/forgetPassword',
];

/** Written in English by their owners, or the same in every language: not counted as English on screen. */
// "WB" begins every number plate in the state, painted in English letters.
const KEPT_IN_ENGLISH = [
  'Haat',
  'UPI',
  'WBSEDCL',
  'OTP',
  'PDF',
  'MRP',
  'SMS',
  'WhatsApp',
  'Enter',
  'JPEG',
  'PNG',
  'MB',
  'WB',
];

/** The share of a page's counted letters that must be in the reader's script. */
const MIN_SHARE = 0.95;

const SCRIPTS = { bn: /\p{Script=Bengali}/gu, hi: /\p{Script=Devanagari}/gu } as const;
type Reader = keyof typeof SCRIPTS;

/** 2G-like: a third of a second each way and about 50 KB a second. */
const SLOW_NETWORK = { offline: false, latency: 300, downloadThroughput: 50 * 1024, uploadThroughput: 20 * 1024 };

/**
 * Records the page's visible text whenever it changes, from the first frame the app draws (the
 * boot screen before it is not the app's), so words shown and then replaced can be found.
 */
const RECORD_FRAMES = `
  window.__frames = [];
  const look = () => {
    const root = document.getElementById('root');
    if (root && !root.querySelector('.boot')) {
      let text = root.innerText;
      for (const el of root.querySelectorAll('.language-choice')) text = text.replace(el.innerText, '');
      if (window.__frames[window.__frames.length - 1] !== text) window.__frames.push(text);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

function latinWords(text: string): string[] {
  const kept = new Set(KEPT_IN_ENGLISH.map((w) => w.toLowerCase()));
  return (text.match(/\p{Script=Latin}{2,}/gu) ?? []).filter((word) => !kept.has(word.toLowerCase()));
}

function letterCounts(text: string, reader: Reader): { script: number; latin: number } {
  const latin = latinWords(text).join('').length;
  const script = (text.match(SCRIPTS[reader]) ?? []).filter((ch) => /\p{L}/u.test(ch)).length;
  return { script, latin };
}

/** The visible text of the settled page, less the language switcher. */
async function settledText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  let last = '';
  for (let stable = 0; stable < 3;) {
    await page.waitForTimeout(300);
    const now = await page.evaluate(() => {
      const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
      return root.innerText ?? '';
    });
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  return page.evaluate(() => {
    const root = document.getElementById('root')!;
    const hidden: Array<[HTMLElement, string]> = [];
    for (const el of root.querySelectorAll<HTMLElement>('.language-choice')) {
      hidden.push([el, el.style.display]);
      el.style.display = 'none';
    }
    const text = root.innerText;
    for (const [el, display] of hidden) el.style.display = display;
    return text;
  });
}

async function addressOf(page: Page, route: string | { from: string; prefix: string }): Promise<string> {
  if (typeof route === 'string') return route;
  await page.goto(route.from);
  const link = page.locator(`a[href^="${route.prefix}"]`).first();
  await link.waitFor({ timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}

interface PageSeen {
  address: string;
  /** Share of counted letters in the reader's script, 0–1. */
  share: number;
  english: string[];
  rawKeys: string[];
  /** English words on screen while it loaded that the settled page does not keep. */
  flashed: string[];
}

async function sweep(browser: Browser, reader: Reader): Promise<PageSeen[]> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
    locale: `${reader}-IN`,
    serviceWorkers: 'block',
  });
  await context.addInitScript(RECORD_FRAMES);
  const seen: PageSeen[] = [];
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    for (const route of ROUTES) {
      const address = await addressOf(page, route);
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      await page.goto(address);
      const text = await settledText(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);

      const { script, latin } = letterCounts(text, reader);
      const settledWords = new Set(latinWords(text));
      const result: PageSeen = {
        address,
        share: script / Math.max(1, script + latin),
        english: latinWords(text),
        rawKeys: text.match(/\b[a-z][a-zA-Z]+(\.[a-zA-Z]+)+\b/g)?.filter((k) => !/\.(com|in|org|test)$/.test(k)) ?? [],
        flashed: [...new Set(frames.flatMap(latinWords))].filter((w) => !settledWords.has(w)),
      };
      seen.push(result);
      if (result.share < MIN_SHARE || result.flashed.length)
        await screenshot(page, `sweep-${reader}-${address.replace(/\W+/g, '-')}`);
    }
  } finally {
    await context.close();
  }
  const table = seen.map(
    (p) => `${p.address.padEnd(44)} ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.english.slice(0, 10).join(' ')}`,
  );
  console.log(`${reader}: letters in the reader's script, by page (load ${loadAverage()})\n${table.join('\n')}`);
  return seen;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

describe.each(['bn', 'hi'] as const)('every customer page in %s, opened by its address on a slow network', (reader) => {
  let browser: Browser;
  let pages: PageSeen[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    pages = await sweep(browser, reader);
  }, 20 * 60_000);
  afterAll(() => browser?.close());

  it('draws its first frame in the reader’s language: no English shown while it loads and then replaced', () => {
    expect(pages.length).toBe(ROUTES.length);
    expect(
      pages.filter((p) => p.flashed.length > 0).map((p) => `${p.address}: ${p.flashed.slice(0, 12).join(' ')}`),
    ).toEqual([]);
  });

  it('shows no catalog key in place of words', () => {
    expect(pages.filter((p) => p.rawKeys.length > 0).map((p) => `${p.address}: ${p.rawKeys.join(', ')}`)).toEqual([]);
  });

  it('writes at least 95% of the letters on every page in the reader’s script', () => {
    const below = pages
      .filter((p) => p.share < MIN_SHARE)
      .map((p) => `${p.address} ${(p.share * 100).toFixed(1)}%: ${p.english.slice(0, 12).join(' ')}`);
    expect(below).toEqual([]);
  });
});
