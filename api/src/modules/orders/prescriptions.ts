import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { RequestAuth, bearerTokenFrom } from '../../shared/auth/request-auth';
import type { AppServices } from '../../shared/context';
import { photoBody, photoKind, photoTooLarge, refusePhoto, savePhoto } from '../../shared/image-upload';
import type { Logger } from '../../shared/logger';
import { canSeeOrder } from './staff-orders.service';
import type { VendorCategory } from '../catalog/vendor-category';

/** The name a stored photo has: a random UUID and its kind. Never a name a client chose. */
export const PRESCRIPTION_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

/** Whether a photo of that name was received (the name checked first, so no path is ever built from input). */
export async function prescriptionExists(uploadDir: string, file: string): Promise<boolean> {
  if (!PRESCRIPTION_FILE.test(file)) return false;
  return fs.access(path.join(uploadDir, 'prescriptions', file)).then(
    () => true,
    () => false,
  );
}

/**
 * /uploads/prescriptions: POST a JPEG or PNG (the body is the photo, up to 5 MB) and get back the
 * name to send with the medicine order; GET one back as its pharmacy or an admin.
 */
export function prescriptionRouter(db: DataSource, services: AppServices, log: Logger): Router {
  const router = express.Router();
  const dir = path.join(services.settings.uploadDir, 'prescriptions');

  router.post('/', photoBody, async (req, res) => {
    const body = req.body as Buffer | undefined;
    const kind = photoKind(body, req.headers['content-type']);
    if (!kind) {
      refusePhoto(res, 400, 'Send the prescription as a JPEG or PNG photo.', 'prescription', 'BAD_USER_INPUT', 'prescriptionPhotoType');
      return;
    }
    const file = await savePhoto(dir, '', body!, kind.ext);
    log.info({ file, bytes: body!.length }, 'prescription received');
    res.status(201).json({ file });
  });

  router.get('/:file', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const file = req.params.file;
    const auth = new RequestAuth(db, bearerTokenFrom(req.headers.authorization), services.settings.jwtSecret, services.clock);
    const user = await auth.user();
    if (!user) {
      refusePhoto(res, 401, 'Please sign in to see prescriptions.', 'prescription', 'UNAUTHENTICATED');
      return;
    }
    const [order]: Array<{ vendor_id: string | null; category: VendorCategory }> = PRESCRIPTION_FILE.test(file)
      ? await db.query('SELECT vendor_id, category FROM customer_order WHERE prescription_file = $1', [file])
      : [];
    if (!order || !(await canSeeOrder(db.manager, user, order)) || !(await prescriptionExists(services.settings.uploadDir, file))) {
      refusePhoto(res, 404, 'There is no such prescription.', 'prescription', 'NOT_FOUND');
      return;
    }
    res.type(file.endsWith('.png') ? 'image/png' : 'image/jpeg').sendFile(path.join(dir, file));
  });

  router.use(photoTooLarge('prescription'));
  return router;
}
