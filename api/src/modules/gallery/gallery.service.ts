import type { RequestContext } from '../../shared/context';
import { imageOf } from '../media/image.types';
import { GalleryAlbumEntity } from './gallery-album.entity';
import type { GalleryImageEntity } from './gallery-image.entity';
import { galleryImagesByAlbum } from './gallery.loaders';
import type { GalleryImage } from './gallery.types';
import { isStorableText } from '../../shared/storable-text';

export function listGalleryAlbums(ctx: RequestContext): Promise<GalleryAlbumEntity[]> {
  return ctx.db.getRepository(GalleryAlbumEntity).find({ order: { sortOrder: 'ASC', title: 'ASC' } });
}

/** Null for a slug no album has, so the page can say so. */
export async function findGalleryAlbum(ctx: RequestContext, slug: string): Promise<GalleryAlbumEntity | null> {
  if (slug.length > 100 || !isStorableText(slug)) return null;
  return ctx.db.getRepository(GalleryAlbumEntity).findOneBy({ slug });
}

export function toGalleryImage(row: GalleryImageEntity): GalleryImage {
  return {
    id: row.id,
    caption: row.caption,
    captionBn: row.captionBn,
    captionHi: row.captionHi,
    image: imageOf(row.file, { width: row.width, height: row.height })!,
  };
}

export async function albumImages(ctx: RequestContext, albumId: string): Promise<GalleryImage[]> {
  return (await galleryImagesByAlbum(ctx).load(albumId)).map(toGalleryImage);
}
