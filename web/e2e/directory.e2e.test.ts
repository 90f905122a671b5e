import type { Page } from 'playwright-core';
import { baseUrl, expectCount, h1, phoneJourneys, screenshot } from './support/browser';

const onPhone = phoneJourneys();

const main = (page: Page) => page.getByRole('main');

/** Every picture on the page has arrived and has a size: none broken, none still loading. */
async function expectPicturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img')).every(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  );
}

describe('the home page', () => {
  it('shows the banner carousel above the tiles, moving on a swipe of more than 40 px', async () => {
    await onPhone(async (page) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Highlights' });
      await carousel.getByRole('link', { name: /Medicines at your door/ }).waitFor();
      // The first banner is the page's largest paint: fetched at once; the others wait their turn.
      const picture = carousel.locator('img').first();
      expect(await picture.getAttribute('loading')).toBe('eager');
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
      expect(await carousel.locator('img').nth(1).getAttribute('loading')).toBe('lazy');
      expect(await picture.getAttribute('width')).toBe('1200');
      expect(await picture.getAttribute('height')).toBe('400');
      await expectPicturesLoaded(page);
      await screenshot(page, 'directory-home-phone');

      const box = (await carousel.locator('.carousel__viewport').boundingBox())!;
      const y = box.y + box.height / 2;
      const swipe = async (from: number, to: number) => {
        await page.evaluate(
          ({ from, to, y }) => {
            const target = document.querySelector('.carousel__viewport')!;
            const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
            target.dispatchEvent(
              new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }),
            );
            target.dispatchEvent(
              new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }),
            );
          },
          { from, to, y },
        );
      };
      const shown = () => carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]').textContent();
      await swipe(box.x + 200, box.x + 170);
      expect(await shown()).toMatch(/Medicines at your door/);
      await swipe(box.x + 250, box.x + 150);
      await carousel.getByRole('link', { name: /The weekly bazaar/ }).waitFor();
      expect(await shown()).toMatch(/The weekly bazaar/);
    });
  });
});

describe('a villager looking for a teacher', () => {
  it('finds teachers by subject and class, and sees "No Data Found" when nobody matches', async () => {
    await onPhone(async (page) => {
      await page.goto('/education');
      await main(page).getByRole('link', { name: 'Mathematics' }).waitFor();
      await screenshot(page, 'directory-education-phone');

      await main(page)
        .getByRole('link', { name: /Find a teacher/ })
        .click();
      await page.waitForURL('**/education/teacher');
      await page.getByRole('heading', { name: 'Rina Das' }).waitFor();
      await page.getByRole('option', { name: 'Mathematics' }).waitFor({ state: 'attached' });
      await page.getByLabel('Subject', { exact: true }).selectOption('Mathematics');
      await page.getByLabel('Class', { exact: true }).selectOption('11');
      await page.getByRole('heading', { name: 'Sanjoy Hazra' }).waitFor();
      await page.getByRole('heading', { name: 'Rina Das' }).waitFor({ state: 'detached' });
      await expectCount(page.locator('a[href="tel:+919832047715"]'), 1);
      expect(new URL(page.url()).search).toBe('?subject=Mathematics&class=11');
      await screenshot(page, 'directory-teacher-results-phone');

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('heading', { name: 'Rina Das' }).waitFor();
      await page.getByLabel('Name or words').fill('সুমনা');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Sumana Roy' }).waitFor();
      await page.getByRole('heading', { name: 'Rina Das' }).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByLabel('Subject', { exact: true }).selectOption('Sanskrit');
      await page.getByLabel('Village', { exact: true }).selectOption('Bolpur');
      await page.getByText('No Data Found').waitFor();
      expect(await main(page).locator('article').count()).toBe(0);
      await screenshot(page, 'directory-teacher-no-data-phone');
    });
  });
});

describe('a villager looking for a ride', () => {
  it('goes through the transport hub to totos, cars and buses, and a timetable both ways', async () => {
    await onPhone(async (page) => {
      await page.goto('/transport');
      await main(page).getByRole('link', { name: /Toto/ }).waitFor();
      await screenshot(page, 'directory-transport-phone');

      await main(page).getByRole('link', { name: /Toto/ }).click();
      await page.waitForURL('**/transport/toto');
      await page.getByRole('heading', { name: 'Ilambazar Bus Stand' }).waitFor();
      await page.getByText('Bablu Sheikh').waitFor();
      await expectCount(page.locator('a[href="tel:+919093421765"]'), 1);
      // A driver off the road today is listed, but not offered to call.
      await page.getByText('Not on the road today').first().waitFor();
      expect(await page.locator('a[href="tel:+918670213594"]').count()).toBe(0);
      await screenshot(page, 'directory-toto-phone');

      await page.goto('/transport/car');
      await page.getByRole('heading', { name: 'Maruti Suzuki Wagon R' }).waitFor();
      await page.getByText('₹10 per km').waitFor();
      expect(await page.locator('a[href="tel:+917001346259"]').count()).toBe(1);
      await screenshot(page, 'directory-car-phone');

      await page.goto('/transport/bus');
      await page.getByRole('heading', { name: 'Ilambazar – Bolpur' }).waitFor();
      await screenshot(page, 'directory-bus-phone');
      await main(page).getByRole('link', { name: 'Ilambazar to Bolpur' }).click();
      await page.waitForURL('**/transport/bus/ilambazar-to-bolpur');
      await page.getByRole('list', { name: 'Stops of the 06:30 bus' }).waitFor();
      expect(await h1(page).textContent()).toBe('Ilambazar to Bolpur');
      await screenshot(page, 'directory-bus-timetable-phone');

      await main(page)
        .getByRole('link', { name: /The way back/ })
        .click();
      await page.waitForURL('**/transport/bus/bolpur-to-ilambazar');
      await page.getByRole('list', { name: 'Stops of the 07:40 bus' }).waitFor();

      await page.goto('/transport/bus/nowhere-to-anywhere');
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
      await screenshot(page, 'directory-bus-unknown-phone');
    });
  });
});

describe('a villager looking for a tradesperson', () => {
  it('picks a trade from /service and calls a provider; an unknown trade is not found', async () => {
    await onPhone(async (page) => {
      await page.goto('/service');
      await main(page)
        .getByRole('link', { name: /Electricians/ })
        .waitFor();
      await screenshot(page, 'directory-services-phone');

      await main(page)
        .getByRole('link', { name: /Electricians/ })
        .click();
      await page.waitForURL('**/service/electrician');
      await page.getByRole('heading', { name: 'Bapi Electric Works' }).waitFor();
      expect(await page.locator('a[href="tel:+919734061528"]').count()).toBe(1);
      await screenshot(page, 'directory-service-electrician-phone');

      await page.getByLabel('Search by name, village or work').fill('pump');
      await page.getByLabel('Search by name, village or work').press('Enter');
      await page.getByRole('heading', { name: 'Bapi Electric Works' }).waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Sukumar Let' }).waitFor();

      await page.goto('/service/dragon-tamer');
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
      await screenshot(page, 'directory-service-unknown-phone');
    });
  });
});

describe('news, the gallery and the pages of words', () => {
  it.each([
    ['news', 'Joydev Kenduli Mela on the Ajay from Poush Sankranti'],
    ['notices', 'Pulse Polio this Sunday'],
    ['jobs', 'Delivery partners wanted in Ilambazar'],
    ['offers', '10% off Gobindobhog rice this week'],
  ])('shows /feeds/%s with its seeded posts', async (type, title) => {
    await onPhone(async (page) => {
      await page.goto(`/feeds/${type}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await expectPicturesLoaded(page);
      await screenshot(page, `directory-feeds-${type}-phone`);
    });
  });

  it('says an unknown feed is not found', async () => {
    await onPhone(async (page) => {
      await page.goto('/feeds/gossip');
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
    });
  });

  it('shows an album with its pictures, served by the API as WebP', async () => {
    await onPhone(async (page) => {
      await page.goto('/gallery/joydev-kenduli-mela');
      await page.getByRole('heading', { level: 1, name: 'Joydev Kenduli Mela' }).waitFor();
      await page.getByText('Evening on the Ajay').waitFor();
      const pictures = page.getByRole('main').locator('figure img');
      expect(await pictures.count()).toBe(4);
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded();
        expect(await img.getAttribute('loading')).toBe('lazy');
      }
      await expectPicturesLoaded(page);
      const src = await pictures.first().evaluate((img) => (img as HTMLImageElement).currentSrc);
      const response = await fetch(src.startsWith('http') ? src : baseUrl() + src);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await screenshot(page, 'directory-gallery-phone');

      await page.goto('/gallery/no-such-album');
      await page.getByRole('heading', { name: 'Not found' }).waitFor();
    });
  });

  it('shows /aboutUs, /privacy and /contact from the API, the phone number ready to call, and /comingSoon', async () => {
    await onPhone(async (page) => {
      await page.goto('/aboutUs');
      await page.getByRole('heading', { level: 1, name: 'About Haat' }).waitFor();
      await page.getByRole('heading', { name: 'How it works' }).waitFor();
      await screenshot(page, 'directory-about-phone');

      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
      await page.getByRole('heading', { name: 'What we keep' }).waitFor();
      await screenshot(page, 'directory-privacy-phone');

      await page.goto('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      // The heading shows while the page's text loads; wait for the text itself.
      await page.locator('main a[href="tel:+919735004410"]').first().waitFor();
      expect(await page.locator('main a[href="tel:+919735004410"]').count()).toBe(1);
      // Then the form for a message that admins read.
      await page.getByRole('heading', { level: 2, name: 'Write to Haat' }).waitFor();
      expect(await page.locator('main form').getByLabel('Your message').count()).toBe(1);
      await screenshot(page, 'directory-contact-phone');

      // The seed's placeholder page: its title and a word on when to come back, with a way home.
      await page.goto('/comingSoon');
      await page.getByRole('heading', { level: 1, name: 'Coming soon' }).waitFor();
      await page.getByText('We are still building this page.').waitFor();
      await screenshot(page, 'directory-coming-soon-phone');
    });
  });
});
