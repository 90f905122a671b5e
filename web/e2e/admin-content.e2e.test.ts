import sharp from 'sharp';
import { phoneJourneys, screenshot } from './support/browser';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The site's words and pictures kept by an admin: the about page's words changed and seen by
 * customers (then put back), and a gallery album made, given a picture with a caption, seen in
 * the public gallery, refused deletion while it has the picture, and deleted after it.
 */

const onPhone = phoneJourneys();
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ABOUT_LINE = `Open every day of the week (${run}).`;
const ALBUM = `Rath Yatra ${run}`;
const ALBUM_PATH = `/gallery/rath-yatra-${run}`;
const BANNER = `Bazaar day ${run}`;

/** A real PNG, 480 × 320: an evening sky over a field, drawn as SVG and encoded by sharp. */
function picture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4a340"/><stop offset="1" stop-color="#c8553d"/></linearGradient></defs>
    <rect width="480" height="220" fill="url(#sky)"/><circle cx="340" cy="170" r="40" fill="#ffd66b"/>
    <rect y="220" width="480" height="100" fill="#4c7a34"/><rect x="120" y="150" width="90" height="80" fill="#7a3b1d"/><polygon points="110,150 165,100 220,150" fill="#a0522d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('an admin keeping the pages and the gallery', () => {
  it('changes the about page, which customers see; then puts it back', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /^Pages/ })
        .click();
      await page.waitForURL('**/admin/pages');
      const card = page.getByRole('article', { name: 'About Haat' });
      await card.getByRole('button', { name: 'Edit' }).click();
      const words = card.getByLabel('Words', { exact: true });
      const before = await words.inputValue();
      await words.fill(`${before}\n\n${ABOUT_LINE}`);
      await screenshot(page, 'admin-pages-edit-phone');
      await expectFitsThePhone(page, [card.getByRole('button', { name: 'Save' })]);
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'About Haat is saved.' }).waitFor();

      // Its address never changes: the form says so beside the field.
      await card.getByRole('button', { name: 'Edit' }).click();
      await card.getByLabel('Page', { exact: true }).selectOption('privacy');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('A page’s address cannot change').waitFor();
      await card.getByRole('button', { name: 'Cancel' }).click();

      // The fixed page cannot be deleted, and says why.
      await card.getByRole('button', { name: 'Delete…' }).click();
      await card
        .getByRole('alertdialog', { name: 'Delete About Haat?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await card.getByRole('alert').filter({ hasText: 'The site always shows this page' }).waitFor();
      await card.getByRole('button', { name: 'Keep it' }).click();

      const customer = await page.context().newPage();
      await customer.goto('/aboutUs');
      await customer.getByText(ABOUT_LINE).waitFor();
      await screenshot(customer, 'admin-pages-public-about-phone');

      // Put back as it was, so no other journey sees this line.
      await card.getByRole('button', { name: 'Edit' }).click();
      await card.getByLabel('Words', { exact: true }).fill(before);
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'About Haat is saved.' }).waitFor();
      await customer.reload();
      await customer.getByRole('heading', { level: 1, name: 'About Haat' }).waitFor();
      expect(await customer.getByText(ABOUT_LINE).count()).toBe(0);
    });
  });

  it('makes an album, gives it a captioned picture the public gallery shows, and deletes the picture before the album', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page);
      await page
        .getByRole('region', { name: 'Directory' })
        .getByRole('link', { name: /^Gallery/ })
        .click();
      await page.waitForURL('**/admin/gallery');
      await page.getByRole('button', { name: 'New album' }).click();
      const form = page.getByRole('form', { name: 'New album' });
      await form.getByLabel('Title', { exact: true }).fill(ALBUM);
      await form.getByLabel('Description', { exact: true }).fill('The chariot festival at Ilambazar');
      await form.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${ALBUM} is added.` })
        .waitFor();

      await page.getByLabel('Find an album').fill(run);
      await page.getByLabel('Find an album').press('Enter');
      const card = page.getByRole('article', { name: ALBUM });
      await card.getByText(ALBUM_PATH).waitFor();
      await card.getByRole('button', { name: 'Pictures' }).click();
      const pictures = card.getByRole('region', { name: `Pictures of ${ALBUM}` });
      await pictures.getByText('No pictures yet.').waitFor();
      await pictures
        .getByTestId('image-upload-gallery')
        .setInputFiles({ name: 'chariot.png', mimeType: 'image/png', buffer: await picture() });
      await page
        .getByRole('status')
        .filter({ hasText: `A picture is added to ${ALBUM}.` })
        .waitFor();
      const first = pictures.getByRole('figure', { name: 'Picture 1' });
      await first.getByText('480 × 320 px').waitFor();
      await card.getByText('1 picture').waitFor();
      await first.getByLabel('Caption', { exact: true }).fill('The chariot at dusk');
      await first.getByRole('button', { name: 'Save caption' }).click();
      await page.getByRole('status').filter({ hasText: 'The caption is saved.' }).waitFor();
      // The thumbnail has really arrived from the server, not just a placeholder.
      await first
        .locator('img')
        .evaluate((img: HTMLImageElement) =>
          img.complete ? null : new Promise((r) => img.addEventListener('load', r)),
        );
      expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // From the top, so the sticky bar is drawn over the page's head and not over the picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'admin-gallery-pictures-phone');
      await expectFitsThePhone(page, [
        first.getByRole('button', { name: 'Save caption' }),
        pictures.getByRole('button', { name: 'Add a picture' }),
      ]);

      const customer = await page.context().newPage();
      await customer.goto(ALBUM_PATH);
      await customer.getByRole('heading', { level: 1, name: ALBUM }).waitFor();
      const shown = customer.getByRole('figure').filter({ hasText: 'The chariot at dusk' });
      await shown.waitFor();
      await shown
        .locator('img')
        .evaluate((img: HTMLImageElement) =>
          img.complete ? null : new Promise((r) => img.addEventListener('load', r)),
        );
      expect(await shown.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await screenshot(customer, 'admin-gallery-public-album-phone');

      // An album with a picture is kept, with the reason.
      await card.getByRole('button', { name: 'Delete…' }).click();
      await card
        .getByRole('alertdialog', { name: `Delete ${ALBUM}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await card
        .getByRole('alert')
        .filter({ hasText: 'This album has pictures: delete its pictures first.' })
        .waitFor();
      await screenshot(page, 'admin-gallery-delete-refused-phone');
      await card.getByRole('button', { name: 'Keep it' }).click();

      await card.getByRole('button', { name: 'Pictures' }).click();
      await first.getByRole('button', { name: 'Delete picture…' }).click();
      await first
        .getByRole('alertdialog', { name: 'Delete picture 1?' })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `A picture of ${ALBUM} is deleted.` })
        .waitFor();
      await pictures.getByText('No pictures yet.').waitFor();

      await card.getByRole('button', { name: 'Delete…' }).click();
      await card
        .getByRole('alertdialog', { name: `Delete ${ALBUM}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${ALBUM} is deleted.` })
        .waitFor();
      await page.getByRole('article', { name: ALBUM }).waitFor({ state: 'detached' });

      await customer.reload();
      await customer.getByText(`rath-yatra-${run}`).first().waitFor();
      expect(await customer.getByRole('figure').count()).toBe(0);
    });
  });

  it('adds a banner with its picture, which the home page shows at once, and deletes it', async () => {
    await onPhone(async (page) => {
      await signInAdmin(page, '/admin/banners');
      await page.getByRole('button', { name: 'New home banner' }).click();
      const form = page.getByRole('form', { name: 'New home banner' });
      await form.getByLabel('Title', { exact: true }).fill(BANNER);
      await form.getByLabel('Line under the title', { exact: true }).fill('Fresh fish every Sunday');
      await form.getByLabel(/^Opens/).fill('/bazaar');
      await form.getByLabel(/^Place in the carousel/).fill('90');
      await form.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${BANNER} is added.` })
        .waitFor();

      await page.getByLabel('Find a banner').fill(run);
      await page.getByLabel('Find a banner').press('Enter');
      const card = page.getByRole('article', { name: BANNER });
      await card.getByText('No picture yet').first().waitFor();
      await card.getByRole('button', { name: 'Picture', exact: true }).click();
      await card
        .getByTestId('image-upload-banners')
        .setInputFiles({ name: 'bazaar.png', mimeType: 'image/png', buffer: await picture() });
      await page
        .getByRole('status')
        .filter({ hasText: `The picture of ${BANNER} is saved.` })
        .waitFor();
      await card.getByText('480 × 320 px').waitFor();
      await screenshot(page, 'admin-banners-phone');
      await expectFitsThePhone(page, [
        card.getByRole('button', { name: 'Edit' }),
        card.getByRole('button', { name: 'Change the picture' }),
      ]);

      // The home page, reached inside the app, asks afresh: the new slide is in its carousel.
      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      const slide = page.locator('.home-banner', { hasText: BANNER });
      await slide.waitFor({ state: 'attached' });
      expect(await slide.getAttribute('href')).toBe('/bazaar');
      expect(await slide.locator('img').getAttribute('width')).toBe('480');

      await page.goBack();
      await page.getByLabel('Find a banner').fill(run);
      await page.getByLabel('Find a banner').press('Enter');
      await card.getByRole('button', { name: 'Delete…' }).click();
      await card
        .getByRole('alertdialog', { name: `Delete ${BANNER}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${BANNER} is deleted.` })
        .waitFor();
      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('.home-banner').first().waitFor({ state: 'attached' });
      expect(await page.locator('.home-banner', { hasText: BANNER }).count()).toBe(0);
    });
  });
});
