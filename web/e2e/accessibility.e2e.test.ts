import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { stableId } from '../../api/src/seed/stable-id';
import { graphql, signInFirstAdmin } from './support/api';
import { signInAdmin } from './support/admin';
import { launchChromium, newPhonePage, screenshot } from './support/browser';

/**
 * Accessibility of every screen of the route table (the seed's §2), checked with axe-core in
 * Chromium on a phone; tap targets measured on the customer pages; and a journey by keyboard alone.
 */

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
let axeCode: string | undefined;
const axeSource = () => (axeCode ??= fs.readFileSync(AXE_SCRIPT, 'utf8'));

const VENDOR = { name: 'Annapurna Das', phone: '98311 70091', password: 'rice and fish curry at noon' };
const RIDER = { name: 'Montu Sheikh', phone: '98311 70092', password: 'toto round the haat each day' };

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe on the page as it is now; only serious and critical findings are returned. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the browser's debugging protocol: the page's content security policy rightly
  // refuses an inline <script> tag, and axe is a tool of the test, not of the app.
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: string[]; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  });
}

/** A page is checked once it is drawn: its heading shown and its data arrived. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // Spinners give way to content; the check is of what a person then reads.
  await page
    .locator('.spinner, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

let browser: Browser;
let productId: string;
let doctorId: string;

beforeAll(async () => {
  browser = await launchChromium();
  const { products } = await graphql<{ products: { nodes: Array<{ id: string }> } }>(
    `
      query {
        products(section: GROCERY, first: 1) {
          nodes {
            id
          }
        }
      }
    `,
    {},
  );
  productId = products.nodes[0].id;
  const { doctors } = await graphql<{ doctors: { nodes: Array<{ id: string }> } }>(
    `
      query {
        doctors(first: 1) {
          nodes {
            id
          }
        }
      }
    `,
    {},
  );
  doctorId = doctors.nodes[0].id;
  const admin = await signInFirstAdmin();
  await graphql(
    `
      mutation ($input: CreateVendorAccountInput!) {
        createVendorAccount(input: $input) {
          id
        }
      }
    `,
    { input: { ...VENDOR, vendorId: stableId('vendor', 'annapurna-hotel') } },
    admin.accessToken,
  );
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

afterAll(() => browser?.close());

/** Each route of the table, with the params and queries a customer really arrives with. */
const customerRoutes = (): string[] => [
  '/',
  '/contact',
  '/aboutUs',
  '/medical',
  '/medical/pharmacy',
  '/medical/common/hospital',
  '/medical/mediAssist',
  '/medical/doctor',
  `/medical/doctorDetails?id=${doctorId}`,
  '/medical/doctor/doctorDetails/paediatrics',
  '/medical/order',
  '/medical/labTest',
  '/medical/thankYou',
  `/medical/appointment?doctor=${doctorId}`,
  '/emergency',
  ...['police', 'fire', 'ambulance', 'transport', 'hospital', 'wbsedcl'].map((group) => `/emergency/${group}`),
  '/education',
  '/education/teacher?subject=Mathematics',
  '/transport',
  '/transport/toto',
  '/transport/car',
  '/transport/bus',
  '/transport/bus/ilambazar-to-bolpur',
  '/grocery',
  '/grocery?q=rice',
  '/grocery/fordo',
  '/bazaar',
  '/bazaar/fordo',
  '/food',
  '/onlineShop',
  `/buy/${productId}`,
  '/cart',
  '/findOrder',
  '/findOrder/9732011245',
  '/service',
  '/service/electrician',
  '/feeds/news',
  '/comingSoon',
  '/thankYou',
  '/gallery/joydev-kenduli-mela',
  '/privacy',
  // Signed out, these show their sign-in forms in place.
  '/login',
  '/vendorLogin',
  '/deliveryLogin',
  '/forgetPassword',
  '/admin',
  '/delivery',
];

/** The cart with one grocery in it, settled. */
async function openCartWithAnItem(page: Page): Promise<void> {
  await page.goto('/grocery');
  await settle(page);
  await page
    .getByRole('button', { name: /^Add to cart: / })
    .first()
    .click();
  await page.goto('/cart');
  await settle(page);
}

describe('axe finds nothing serious or critical', () => {
  it('on every customer page and sign-in form of the route table', async () => {
    const { context, page } = await newPhonePage(browser);
    const found: Record<string, Violation[]> = {};
    try {
      for (const route of customerRoutes()) {
        await page.goto(route);
        await settle(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[route] = violations;
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual({});
  }, 420_000);

  it('on the cart with something in it, and its checkout form showing its errors', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await openCartWithAnItem(page);
      expect(await seriousViolations(page)).toEqual([]);
      // Sent empty: each field says what it needs.
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('Enter your name.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'accessibility-cart-errors-phone');
    } finally {
      await context.close();
    }
  });

  it('on the signed-in homes of the admin, a shop and a delivery person', async () => {
    for (const signIn of [
      async (page: Page) => signInAdmin(page),
      async (page: Page) => staffSignIn(page, '/vendorLogin', VENDOR),
      async (page: Page) => staffSignIn(page, '/deliveryLogin', RIDER),
    ]) {
      const { context, page } = await newPhonePage(browser);
      try {
        await signIn(page);
        await page
          .getByRole('button', { name: /sign out/i })
          .first()
          .waitFor({ timeout: 20_000 });
        await settle(page);
        expect({ url: page.url(), violations: await seriousViolations(page) }).toEqual({
          url: page.url(),
          violations: [],
        });
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});

async function staffSignIn(page: Page, path: string, account: { phone: string; password: string }): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Mobile number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible control too small for a thumb (44×44 CSS px): buttons, inputs, selects, links
 * shown as buttons or tiles, and checkboxes and radios by their label when the label wraps them.
 * A link inside a sentence is exempt (WCAG 2.5.8's inline exception): its size is the text's.
 */
function smallTargets(): SmallTarget[] {
  const MIN = 44;
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${name}"`;
  };
  const inRunningText = (link: Element) => {
    if (getComputedStyle(link).display !== 'inline') return false;
    const parent = link.parentElement;
    if (!parent) return false;
    // Words of the parent that are not the link's own: the link sits in a sentence.
    return [...parent.childNodes].some((node) => node !== link && (node.textContent ?? '').trim().length > 0);
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return (
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0
    );
  };
  const small: SmallTarget[] = [];
  const controls = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
  );
  for (const control of controls) {
    let target: Element = control;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      target = control.closest('label') ?? control;
    }
    if (!visible(target)) continue;
    if (control.tagName === 'A' && inRunningText(control)) continue;
    const box = target.getBoundingClientRect();
    if (box.width < MIN - 0.5 || box.height < MIN - 0.5)
      small.push({ what: describe(target), width: Math.round(box.width), height: Math.round(box.height) });
  }
  return small;
}

describe('tap targets on a 360 px phone', () => {
  const mainPages = [
    '/',
    '/grocery',
    '/medical',
    '/medical/doctor',
    '/medical/labTest',
    '/emergency',
    '/transport/bus',
    '/findOrder',
    '/contact',
    '/service',
  ];

  it.each(mainPages)('are at least 44×44 px on %s', async (route) => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto(route);
      await settle(page);
      expect(await page.evaluate(smallTargets)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are at least 44×44 px on the cart and its checkout form', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await openCartWithAnItem(page);
      expect(await page.evaluate(smallTargets)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

interface Focused {
  tag: string;
  name: string;
  href: string | null;
  shown: boolean;
}

/** The focused element, and whether its focus can be seen (an outline or a ring drawn around it). */
function focused(): Focused | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  const ring = style.boxShadow !== 'none';
  return {
    tag: el.tagName.toLowerCase(),
    name: (el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '')
      .trim()
      .replace(/\s+/g, ' '),
    href: el.getAttribute('href'),
    shown: outline || ring,
  };
}

/** Presses Tab until `wanted` is focused, checking on the way that every focus can be seen. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(focused);
    if (!now) continue;
    expect({ focus: now.name || now.tag, shown: now.shown }).toEqual({ focus: now.name || now.tag, shown: true });
    if (wanted(now)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

describe('by keyboard alone', () => {
  it('goes from home to a catalog, adds to the cart, and fills in the checkout form', async () => {
    const { context, page } = await newPhonePage(browser);
    try {
      await page.goto('/');
      await settle(page);
      await tabTo(page, (f) => f.href === '/grocery', 'the Grocery tile');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/grocery');
      await settle(page);

      await tabTo(page, (f) => f.tag === 'button' && /^Add to cart: /.test(f.name), 'an Add to cart button');
      const added = (await page.evaluate(focused))!.name.replace(/^Add to cart: (.*) \(.*\)$/, '$1');
      await page.keyboard.press('Space');
      await page.getByRole('banner').getByTestId('cart-count').waitFor();

      // The cart is in the top bar, before the page: Shift+Tab walks back to it.
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Shift+Tab');
        const now = await page.evaluate(focused);
        if (now?.href === '/cart') break;
      }
      expect((await page.evaluate(focused))?.href).toBe('/cart');
      expect((await page.evaluate(focused))?.shown).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/cart');
      await settle(page);
      await page.getByText(added).first().waitFor();

      await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Your name'), 'the name field');
      await page.keyboard.type('Rina Das');
      await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Mobile number'), 'the mobile number field');
      await page.keyboard.type('97320 11111');
      await tabTo(page, (f) => f.name.startsWith('Delivery address'), 'the address field');
      await page.keyboard.type('Dakshin Para, near the primary school, Supur');
      await tabTo(page, (f) => f.tag === 'button' && f.name === 'Place order', 'Place order');
      await screenshot(page, 'accessibility-keyboard-checkout-phone');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/thankYou');
      await settle(page);
    } finally {
      await context.close();
    }
  }, 120_000);
});
