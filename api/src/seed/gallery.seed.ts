import type { EntityManager } from 'typeorm';
import { GalleryAlbumEntity } from '../modules/gallery/gallery-album.entity';
import { GalleryImageEntity } from '../modules/gallery/gallery-image.entity';
import { galleryAlbums } from './data/gallery';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

export async function seedGallery(tx: EntityManager): Promise<SeedTally> {
  const albumId = (slug: string) => stableId('gallery_album', slug);

  const galleryAlbum = await insertMissing(
    tx,
    GalleryAlbumEntity,
    galleryAlbums.map((a, index) => ({
      id: albumId(a.slug),
      slug: a.slug,
      title: a.title,
      titleBn: a.titleBn,
      description: a.description,
      descriptionBn: a.descriptionBn,
      descriptionHi: a.descriptionHi,
      sortOrder: index,
    })),
  );

  const galleryImage = await insertMissing(
    tx,
    GalleryImageEntity,
    galleryAlbums.flatMap((a) =>
      a.images.map((image, index) => ({
        id: stableId('gallery_image', `${a.slug}:${image.file}`),
        albumId: albumId(a.slug),
        caption: image.caption,
        captionBn: image.captionBn,
        captionHi: image.captionHi,
        file: image.file,
        width: image.width,
        height: image.height,
        sortOrder: index,
      })),
    ),
  );

  return { gallery_album: galleryAlbum, gallery_image: galleryImage };
}
