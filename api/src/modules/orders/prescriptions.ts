import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { RequestAuth, bearerTokenFrom } from '../../shared/auth/request-auth';
import type { AppServices } from '../../shared/context';
import type { Logger } from '../../shared/logger';
import { canSeeOrder } from './staff-orders.service';
import type { VendorCategory } from '../catalog/vendor-category';

/** A phone camera's photo of a prescription fits in this with room to spare. */
export const MAX_PRESCRIPTION_BYTES = 5 * 1024 * 1024;

/** The name a stored photo has: a random UUID and its kind. Never a name a client chose. */
export const PRESCRIPTION_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

const KINDS = [
  { type: 'image/jpeg', ext: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', ext: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
];

function refuse(res: Response, status: number, message: string, code = 'BAD_USER_INPUT'): void {
  res.status(status).json({ errors: [{ message, extensions: { code, ...(code === 'BAD_USER_INPUT' ? { field: 'prescription' } : {}) } }] });
}

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

  router.post('/', express.raw({ type: () => true, limit: MAX_PRESCRIPTION_BYTES }), async (req, res) => {
    const body = req.body as Buffer | undefined;
    const kind = KINDS.find((k) => body && body.length > k.magic.length && body.subarray(0, k.magic.length).equals(k.magic));
    const declared = req.headers['content-type']?.split(';', 1)[0].trim().toLowerCase();
    if (!kind || declared !== kind.type) {
      refuse(res, 400, 'Send the prescription as a JPEG or PNG photo.');
      return;
    }
    const file = `${randomUUID()}.${kind.ext}`;
    await fs.mkdir(dir, { recursive: true });
    // Only the server reads these, and never runs them.
    await fs.writeFile(path.join(dir, file), body!, { flag: 'wx', mode: 0o600 });
    log.info({ file, bytes: body!.length }, 'prescription received');
    res.status(201).json({ file });
  });

  router.get('/:file', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const file = req.params.file;
    const auth = new RequestAuth(db, bearerTokenFrom(req.headers.authorization), services.settings.jwtSecret, services.clock);
    const user = await auth.user();
    if (!user) {
      refuse(res, 401, 'Please sign in to see prescriptions.', 'UNAUTHENTICATED');
      return;
    }
    const [order]: Array<{ vendor_id: string | null; category: VendorCategory }> = PRESCRIPTION_FILE.test(file)
      ? await db.query('SELECT vendor_id, category FROM customer_order WHERE prescription_file = $1', [file])
      : [];
    if (!order || !(await canSeeOrder(db.manager, user, order)) || !(await prescriptionExists(services.settings.uploadDir, file))) {
      refuse(res, 404, 'There is no such prescription.', 'NOT_FOUND');
      return;
    }
    res.type(file.endsWith('.png') ? 'image/png' : 'image/jpeg').sendFile(path.join(dir, file));
  });

  const tooLarge: ErrorRequestHandler = (error, _req, res, next) => {
    if ((error as { type?: string }).type === 'entity.too.large') {
      refuse(res, 413, 'The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.');
      return;
    }
    next(error);
  };
  router.use(tooLarge);
  return router;
}
