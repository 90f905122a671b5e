import type { EntityManager } from 'typeorm';
import { HomeBannerEntity } from '../modules/content/home-banner.entity';
import { PageEntity } from '../modules/content/page.entity';
import { homeBanners, pages } from './data/content';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

export async function seedContent(tx: EntityManager): Promise<SeedTally> {
  const page = await insertMissing(
    tx,
    PageEntity,
    pages.map((p) => ({ id: stableId('page', p.slug), ...p })),
  );

  const homeBanner = await insertMissing(
    tx,
    HomeBannerEntity,
    homeBanners.map(({ key, ...b }, index) => ({
      id: stableId('home_banner', key),
      ...b,
      // Seeded banners are SVGs: the media library reads their size from the file.
      imageWidth: null,
      imageHeight: null,
      sortOrder: index,
      active: true,
    })),
  );

  return { page, home_banner: homeBanner };
}
