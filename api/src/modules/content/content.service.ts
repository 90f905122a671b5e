import type { RequestContext } from '../../shared/context';
import { imageOf, sizeOf } from '../media/image.types';
import type { HomeBanner, Page } from './content.types';
import { HomeBannerEntity } from './home-banner.entity';
import { PageEntity } from './page.entity';
import { isStorableText } from '../../shared/storable-text';

/** Null for a slug no page has. */
export async function findPage(ctx: RequestContext, slug: string): Promise<Page | null> {
  if (slug.length > 100 || !isStorableText(slug)) return null;
  return ctx.db.getRepository(PageEntity).findOneBy({ slug });
}

/** The carousel's slides: active ones, in the admin's order. */
export async function listHomeBanners(ctx: RequestContext): Promise<HomeBanner[]> {
  const rows = await ctx.db
    .getRepository(HomeBannerEntity)
    .find({ where: { active: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
  return rows.map((row) => ({ ...row, image: imageOf(row.image, sizeOf(row.imageWidth, row.imageHeight)) }));
}
