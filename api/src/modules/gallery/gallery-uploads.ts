import { randomUUID } from 'node:crypto';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import type { UploadTarget } from '../media/image-uploads';
import { imageOf } from '../media/image.types';

/**
 * POST /uploads/gallery/{albumId}: a new picture at the end of the album, by an admin. A gallery
 * picture is the photo itself, so the upload makes the row (no caption yet); answers its id.
 */
export const galleryUploads: UploadTarget = {
  kind: 'gallery',
  prefix: 'g',
  idField: 'albumId',
  notFound: 'There is no such album.',
  notFoundReason: 'albumNotFound',
  async find(db, id) {
    const [row] = await db.query<unknown[]>('SELECT 1 FROM gallery_album WHERE id = $1', [id]);
    return row ? {} : null;
  },
  async apply(tx, actor, albumId, picture) {
    // The album locked, so two pictures sent at once get places one after the other.
    const [album] = await tx.query<unknown[]>('SELECT 1 FROM gallery_album WHERE id = $1 FOR UPDATE', [albumId]);
    if (!album) return null;
    const id = randomUUID();
    const [{ sort_order: sortOrder }]: Array<{ sort_order: number }> = await tx.query(
      `INSERT INTO gallery_image (id, album_id, file, width, height, sort_order)
       SELECT $1, $2, $3, $4, $5, COALESCE(max(sort_order) + 1, 0) FROM gallery_image WHERE album_id = $2
       RETURNING sort_order`,
      [id, albumId, picture.file, picture.width, picture.height],
    );
    await recordAudit(tx, actor, {
      entityType: AuditEntity.GALLERY_IMAGE,
      entityId: id,
      action: 'created',
      after: { albumId, file: picture.file, width: picture.width, height: picture.height, sortOrder },
    });
    return { id, albumId, image: imageOf(picture.file, picture) };
  },
};
