import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import type { UploadTarget } from '../media/image-uploads';
import { imageOf } from '../media/image.types';

/** POST /uploads/doctors/{doctorId}: the doctor's photo, by an admin. */
export const doctorPhotos: UploadTarget = {
  kind: 'doctors',
  prefix: 'd',
  idField: 'doctorId',
  notFound: 'There is no such doctor.',
  notFoundReason: 'doctorNotFound',
  async find(db, id) {
    const [row] = await db.query<unknown[]>('SELECT 1 FROM doctor WHERE id = $1', [id]);
    return row ? {} : null;
  },
  async apply(tx, actor, id, picture) {
    const [row]: Array<{ image: string | null }> = await tx.query('SELECT image FROM doctor WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!row) return null;
    await recordAudit(tx, actor, {
      entityType: AuditEntity.DOCTOR,
      entityId: id,
      action: 'image',
      before: { image: row.image },
      after: { image: picture.file },
    });
    await tx.query(
      'UPDATE doctor SET image = $2, image_width = $3, image_height = $4, updated_at = now() WHERE id = $1',
      [id, picture.file, picture.width, picture.height],
    );
    return { image: imageOf(picture.file, picture) };
  },
};
