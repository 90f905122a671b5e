import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { PageSlugArgs } from './content.inputs';
import { findPage, listHomeBanners } from './content.service';
import { HomeBanner, Page } from './content.types';

@Resolver()
export class ContentResolver {
  @Public()
  @Query(() => Page, { nullable: true, description: 'A page of text by its slug; null when there is none.' })
  page(@Ctx() ctx: RequestContext, @Args() { slug }: PageSlugArgs): Promise<Page | null> {
    return findPage(ctx, slug);
  }

  @Public()
  @Query(() => [HomeBanner], { description: 'The home carousel, active slides in order.' })
  homeBanners(@Ctx() ctx: RequestContext): Promise<HomeBanner[]> {
    return listHomeBanners(ctx);
  }
}
