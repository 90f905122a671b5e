import type { Page } from 'playwright-core';
import { vendors } from '../../api/src/seed/data/catalog';
import { h1, phoneJourneys, screenshot } from './support/browser';

const onPhone = phoneJourneys();

/** The seeded product names of one catalog, once for each product (two sizes of one rice are two). */
function seededNames(section: string): string[] {
  return vendors.flatMap((v) =>
    v.products.filter((p) => ((p.section ?? v.category) as string) === section).map((p) => p.name),
  );
}

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

describe('the catalogs', () => {
  it.each([
    ['/grocery', 'GROCERY', 'Grocery'],
    ['/bazaar', 'BAZAAR', 'Bazaar'],
    ['/food', 'FOOD', 'Food'],
    ['/onlineShop', 'SHOP', 'Online shop'],
    ['/medical/pharmacy', 'PHARMACY', 'Pharmacy'],
  ])('%s shows the seeded %s products with prices and shops', async (path, section, title) => {
    await onPhone(async (page) => {
      await page.goto(path);
      await cards(page).first().waitFor();
      expect(await h1(page).textContent()).toBe(title);
      const names = await cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
      const seeded = seededNames(section);
      expect(names.length).toBe(Math.min(20, seeded.length));
      for (const name of names) expect(seeded).toContain(name);
      expect(await cards(page).first().getByText(/^₹/).count()).toBeGreaterThan(0);
      expect(
        await cards(page)
          .first()
          .getByText(/^Sold by /)
          .count(),
      ).toBe(1);
      await screenshot(page, `catalog-${path.slice(1).replace(/\//g, '-')}-phone`);
    });
  });
});

describe('a villager buying rice', () => {
  it('searches in Bengali, adds to the cart, opens the product and calls the shop', async () => {
    await onPhone(async (page) => {
      await page.goto('/grocery');
      await cards(page).first().waitFor();
      // The cart link shows no count until something is in it.
      expect(await page.getByRole('banner').getByTestId('cart-count').count()).toBe(0);

      // 26 grocery products: the first page has 20, the rest come on request.
      const all = seededNames('GROCERY').length;
      expect(await cards(page).count()).toBe(20);
      await page.getByRole('button', { name: 'Show more' }).click();
      await cards(page)
        .nth(all - 1)
        .waitFor();
      expect(await cards(page).count()).toBe(all);
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
      await screenshot(page, 'catalog-grocery-all-phone');

      await page.getByRole('searchbox', { name: 'Search Grocery' }).fill('চাল');
      await page.getByRole('searchbox', { name: 'Search Grocery' }).press('Enter');
      await page.getByRole('heading', { name: 'Gobindobhog Rice' }).waitFor();
      await page.getByRole('heading', { name: 'Masoor Dal' }).waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.searchParams.get('q') === 'চাল');
      const riceNames = await cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
      expect(riceNames.every((name) => /Rice/.test(name!))).toBe(true);
      await screenshot(page, 'catalog-grocery-search-bengali-phone');

      await page.getByRole('button', { name: 'Add to cart: Gobindobhog Rice (1 kg)' }).click();
      await page.getByRole('banner').getByTestId('cart-count').waitFor();
      expect(await page.getByRole('banner').getByTestId('cart-count').textContent()).toMatch(/^1/);
      await page.getByRole('button', { name: 'One more Gobindobhog Rice' }).click();
      expect(
        await page.getByRole('article', { name: 'Gobindobhog Rice' }).getByTestId('cart-quantity').textContent(),
      ).toMatch(/2/);
      await screenshot(page, 'catalog-grocery-in-cart-phone');

      await page.getByRole('article', { name: 'Gobindobhog Rice' }).getByRole('heading').getByRole('link').click();
      await page.waitForURL('**/buy/*');
      await page.getByRole('heading', { level: 1, name: 'Gobindobhog Rice' }).waitFor();
      await page.getByText('Fragrant short-grain rice for payesh, pulao and bhog.').waitFor();
      await page.getByRole('region', { name: 'Maa Tara Bhandar' }).waitFor();
      expect(await page.locator('a[href="tel:+919732011245"]').count()).toBe(1);
      expect(await page.getByTestId('cart-quantity').textContent()).toMatch(/2/);
      await page.getByText(/^(Open now|Closed now)$/).waitFor();
      await screenshot(page, 'buy-product-phone');

      // The cart is kept in the browser: a reload keeps it.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Gobindobhog Rice' }).waitFor();
      expect(await page.getByRole('banner').getByTestId('cart-count').textContent()).toMatch(/^1/);
    });
  });

  it('cannot add a sold-out product', async () => {
    await onPhone(async (page) => {
      await page.goto(`/grocery?q=${encodeURIComponent('Soyabean')}`);
      const card = page.getByRole('article', { name: 'Soyabean Chunks' });
      await card.waitFor();
      expect(await card.getByRole('button', { name: 'Out of stock' }).isDisabled()).toBe(true);
    });
  });

  it('shows a friendly page for a product that does not exist', async () => {
    await onPhone(async (page) => {
      for (const id of ['not-a-product', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/buy/${id}`);
        await page.getByText(/could not find this product/).waitFor();
        expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      }
      await screenshot(page, 'buy-not-found-phone');
    });
  });
});
