import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import type { UploadTarget } from '../media/image-uploads';
import { imageOf } from '../media/image.types';
import { productImageUrl } from './product-image';

/**
 * POST /uploads/products/{productId}: the product's picture, by its shop's vendor or an admin.
 * Answers the new picture's address and the product's version (the picture is a change like any
 * other).
 */
export const productPhotos: UploadTarget = {
  kind: 'products',
  prefix: 'p',
  vendorsMay: { notYours: 'You can only change your own products.', notYoursReason: 'ownProductsOnly' },
  idField: 'productId',
  notFound: 'There is no such product.',
  notFoundReason: 'productNotFound',
  async find(db, id) {
    const [row]: Array<{ vendor_id: string }> = await db.query('SELECT vendor_id FROM product WHERE id = $1', [id]);
    return row ? { vendorId: row.vendor_id } : null;
  },
  async apply(tx, actor, id, picture) {
    const [row]: Array<{ image: string | null }> = await tx.query(
      'SELECT image FROM product WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) return null;
    await recordAudit(tx, actor, {
      entityType: AuditEntity.PRODUCT,
      entityId: id,
      action: 'image',
      before: { image: row.image },
      after: { image: picture.file },
    });
    const [[updated]]: [Array<{ version: number }>, number] = await tx.query(
      'UPDATE product SET image = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version',
      [id, picture.file],
    );
    return { imageUrl: productImageUrl(picture.file), version: updated.version, image: imageOf(picture.file, picture) };
  },
};
