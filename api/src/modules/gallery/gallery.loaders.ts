import { In } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { requestLoader } from '../../shared/request-loader';
import { GalleryImageEntity } from './gallery-image.entity';

/** Each album's pictures in the admin's order: one query for every album asked about. */
export function galleryImagesByAlbum(ctx: RequestContext) {
  return requestLoader<string, GalleryImageEntity[]>(ctx, 'galleryImagesByAlbum', async (albumIds) => {
    const rows = await ctx.db.getRepository(GalleryImageEntity).find({
      where: { albumId: In([...albumIds]) },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    const byAlbum = new Map<string, GalleryImageEntity[]>();
    for (const row of rows) {
      const list = byAlbum.get(row.albumId) ?? [];
      list.push(row);
      byAlbum.set(row.albumId, list);
    }
    return albumIds.map((id) => byAlbum.get(id) ?? []);
  });
}
