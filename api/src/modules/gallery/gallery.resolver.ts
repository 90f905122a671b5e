import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { GalleryAlbumArgs } from './gallery.inputs';
import { albumImages, findGalleryAlbum, listGalleryAlbums } from './gallery.service';
import { GalleryAlbum, GalleryImage } from './gallery.types';

@Resolver(() => GalleryAlbum)
export class GalleryResolver {
  @Public()
  @Query(() => [GalleryAlbum], { description: 'Every album, in the order the site shows them.' })
  galleryAlbums(@Ctx() ctx: RequestContext): Promise<GalleryAlbum[]> {
    return listGalleryAlbums(ctx);
  }

  @Public()
  @Query(() => GalleryAlbum, { nullable: true, description: 'One album by its slug; null when there is none.' })
  galleryAlbum(@Ctx() ctx: RequestContext, @Args() { slug }: GalleryAlbumArgs): Promise<GalleryAlbum | null> {
    return findGalleryAlbum(ctx, slug);
  }

  @FieldResolver(() => [GalleryImage], { description: 'Its pictures, in order.' })
  images(@Root() album: GalleryAlbum, @Ctx() ctx: RequestContext): Promise<GalleryImage[]> {
    return albumImages(ctx, album.id);
  }
}
