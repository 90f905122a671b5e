import path from 'node:path';
import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { RequestAuth, bearerTokenFrom } from '../../shared/auth/request-auth';
import type { AppServices } from '../../shared/context';
import { photoBody, photoKind, photoTooLarge, refusePhoto, savePhoto } from '../../shared/image-upload';
import type { Logger } from '../../shared/logger';
import { UserRole } from '../identity/user-role';
import { productImageUrl } from './product-image';

/** Uploaded product photos live here, named p-<uuid>.jpg|png; the image route serves them resized. */
export function productPhotoDir(uploadDir: string): string {
  return path.join(uploadDir, 'products');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /uploads/products/{productId}: a JPEG or PNG (the body is the photo, up to 5 MB) becomes
 * the product's picture, by its shop's vendor or an admin. Answers the new picture's address
 * and the product's version (the picture is a change like any other).
 */
export function productPhotoRouter(db: DataSource, services: AppServices, log: Logger): Router {
  const router = express.Router();
  router.post('/:productId', photoBody, async (req, res) => {
    const auth = new RequestAuth(db, bearerTokenFrom(req.headers.authorization), services.settings.jwtSecret, services.clock);
    const user = await auth.user();
    if (!user || (user.role !== UserRole.VENDOR && user.role !== UserRole.ADMIN)) {
      refusePhoto(res, user ? 403 : 401, user ? 'You are not allowed to do this.' : 'Please sign in to do this.', 'photo', user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      return;
    }
    const productId = String(req.params.productId);
    const [product]: Array<{ vendor_id: string }> = UUID.test(productId)
      ? await db.query('SELECT vendor_id FROM product WHERE id = $1', [productId])
      : [];
    if (!product) {
      refusePhoto(res, 404, 'There is no such product.', 'productId', 'NOT_FOUND');
      return;
    }
    if (user.role === UserRole.VENDOR && product.vendor_id !== user.vendorId) {
      refusePhoto(res, 403, 'You can only change your own products.', 'productId', 'FORBIDDEN');
      return;
    }
    const body = req.body as Buffer | undefined;
    const kind = photoKind(body, req.headers['content-type']);
    if (!kind) {
      refusePhoto(res, 400, 'Send the picture as a JPEG or PNG photo.', 'photo');
      return;
    }
    const file = await savePhoto(productPhotoDir(services.settings.uploadDir), 'p-', body!, kind.ext);
    const [[updated]]: [Array<{ version: number }>, number] = await db.query(
      'UPDATE product SET image = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version',
      [productId, file],
    );
    log.info({ product: productId, file }, 'product photo received');
    res.status(201).json({ imageUrl: productImageUrl(file), version: updated.version });
  });
  router.use(photoTooLarge('photo'));
  return router;
}
