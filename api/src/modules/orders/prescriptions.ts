import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { RequestAuth, bearerTokenFrom } from '../../shared/auth/request-auth';
import type { AppServices } from '../../shared/context';
import { isDatabaseUnavailable } from '../../shared/errors';
import { photoBody, photoKind, photoSize, photoTooLarge, refusePhoto, savePhoto } from '../../shared/image-upload';
import { giveBackAll, takeAll, type Taking } from '../../shared/throttle/limit-store';
import { addressKeyOf, tooManyWrites, WRITE_WINDOW_MS, writesPerHour } from '../../shared/throttle/write-limits';
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

/** What one address may send in an hour, and what may wait unclaimed in all (settings.prescriptionLimits). */
export const PRESCRIPTION_LIMITS = { bytesPerAddressPerHour: 50 * 1024 * 1024, unclaimedBytes: 1024 * 1024 * 1024 };

/** A photo no order names this long after it came is deleted (prescription-sweeper.ts). */
export const UNCLAIMED_PRESCRIPTION_MS = 24 * 60 * 60 * 1000;

/**
 * What a photo of `bytes` takes from the address's allowances. Anyone may send one without
 * signing in, so each counts as an anonymous write of the address, and its bytes against the
 * address's hour: a script cannot fill the disk.
 */
function prescriptionTakings(services: AppServices, ip: string, bytes: number): Taking[] {
  return [
    [addressKeyOf(ip), writesPerHour(services.settings.writeLimits.perAddress)],
    [
      `prescription-bytes:address:${ip}`,
      { limit: services.settings.prescriptionLimits.bytesPerAddressPerHour, windowMs: WRITE_WINDOW_MS },
      bytes,
    ],
  ];
}

/** The bytes of the photos no order has claimed (yet): what the unclaimed ceiling is about. */
async function unclaimedBytes(db: DataSource): Promise<number> {
  const [{ waiting }]: Array<{ waiting: string }> = await db.query(
    `SELECT coalesce(sum(bytes), 0) AS waiting FROM prescription_upload u
      WHERE NOT EXISTS (SELECT 1 FROM customer_order o WHERE o.prescription_files @> ARRAY[u.file])`,
  );
  return Number(waiting);
}

/** A key the phone made for one upload (a UUID, say): letters, digits and dashes. */
export const UPLOAD_KEY = /^[A-Za-z0-9-]{16,64}$/;

/** Most photos one medicine order may carry. */
export const MAX_PRESCRIPTION_PHOTOS = 5;

/** The address a stored photo is fetched at (by its pharmacy or an admin, signed in). */
export const prescriptionUrl = (file: string): string => `/uploads/prescriptions/${file}`;

/** The photo already kept under this key, if any. */
async function keptUnder(db: DataSource, key: string): Promise<string | null> {
  const [row]: Array<{ file: string }> = await db.query('SELECT file FROM prescription_upload WHERE client_key = $1', [
    key,
  ]);
  return row?.file ?? null;
}

/** The disk (or the folder's quota) has no room left. */
function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * /uploads/prescriptions: POST a JPEG or PNG (the body is the photo, up to 5 MB; an Idempotency-Key
 * header makes a retry return the photo already kept) and get back the name to send with the
 * medicine order; GET one back as its pharmacy or an admin.
 */
export function prescriptionRouter(
  db: DataSource,
  services: AppServices,
  log: Logger,
  clientAddress: (req: IncomingMessage) => string,
): Router {
  const router = express.Router();
  const dir = path.join(services.settings.uploadDir, 'prescriptions');

  router.post('/', photoBody, async (req, res) => {
    const body = req.body as Buffer | undefined;
    // A retry of an upload whose answer was lost: the photo kept the first time, nothing sent twice.
    const keyHeader = req.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null;
    if (key !== null && !UPLOAD_KEY.test(key)) {
      refusePhoto(
        res,
        400,
        'The upload key is not one this app makes. Choose the photo again.',
        'prescription',
        'BAD_USER_INPUT',
        'uploadKey',
      );
      return;
    }
    if (key !== null) {
      const kept = await keptUnder(db, key);
      if (kept) {
        res.status(201).json({ file: kept });
        return;
      }
    }
    const kind = photoKind(body, req.headers['content-type']);
    if (!kind) {
      refusePhoto(
        res,
        400,
        'Send the prescription as a JPEG or PNG photo.',
        'prescription',
        'BAD_USER_INPUT',
        'prescriptionPhotoType',
      );
      return;
    }
    // Its first bytes are not enough: the whole picture must be one a pharmacy can open.
    const size = await photoSize(body!);
    if ('problem' in size) {
      refusePhoto(res, 400, size.problem, 'prescription', 'BAD_USER_INPUT', size.why ?? 'photoUnreadable');
      return;
    }
    const bytes = body!.length;
    const takings = prescriptionTakings(services, clientAddress(req), bytes);
    const now = services.clock().getTime();
    const taken = await takeAll(services.limits, takings, now);
    if (!taken.taken) {
      const refusal = tooManyWrites(taken.retryAfterMs);
      res.status(429).json({ errors: [{ message: refusal.message, extensions: refusal.extensions }] });
      return;
    }
    // A photo refused from here on was not kept, so it costs the address nothing.
    const giveBack = () => giveBackAll(services.limits, takings, now).catch(() => undefined);
    try {
      if ((await unclaimedBytes(db)) + bytes > services.settings.prescriptionLimits.unclaimedBytes) {
        await giveBack();
        refusePhoto(
          res,
          503,
          'Too many photos are waiting just now. Send the order without the photo, or try again later.',
          'prescription',
          'SERVICE_UNAVAILABLE',
          'uploadsBusy',
        );
        return;
      }
      const file = await savePhoto(dir, '', body!, kind.ext);
      const inserted: Array<{ file: string }> = await db.query(
        `INSERT INTO prescription_upload (file, bytes, client_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING file`,
        [file, bytes, key],
      );
      if (inserted.length === 0) {
        // The same key arrived twice at once: the other request kept its photo; this one is let go.
        await fs.rm(path.join(dir, file), { force: true });
        await giveBack();
        res.status(201).json({ file: await keptUnder(db, key!) });
        return;
      }
      log.info({ file, bytes }, 'prescription received');
      res.status(201).json({ file });
    } catch (error) {
      await giveBack();
      if (isDiskFull(error)) {
        log.error({ err: error, dir }, "prescription not kept: the upload folder's disk is full");
        refusePhoto(
          res,
          507,
          'The photo cannot be kept just now. Send the order without it, or try again later.',
          'prescription',
          'SERVICE_UNAVAILABLE',
          'uploadsFull',
        );
      } else if (isDatabaseUnavailable(error)) {
        refusePhoto(
          res,
          503,
          'The service is briefly unavailable. Please try again in a moment.',
          'prescription',
          'SERVICE_UNAVAILABLE',
        );
      } else throw error;
    }
  });

  router.get('/:file', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const file = req.params.file;
    const auth = new RequestAuth(
      db,
      bearerTokenFrom(req.headers.authorization),
      services.settings.jwtSecret,
      services.clock,
    );
    const user = await auth.user();
    if (!user) {
      refusePhoto(
        res,
        401,
        'Please sign in to see prescriptions.',
        'prescription',
        'UNAUTHENTICATED',
        'prescriptionSignIn',
      );
      return;
    }
    if (user.mustChangePassword) {
      refusePhoto(
        res,
        403,
        'Please choose a new password of your own before you go on.',
        'prescription',
        'PASSWORD_CHANGE_REQUIRED',
      );
      return;
    }
    const [order]: Array<{ vendor_id: string | null; category: VendorCategory }> = PRESCRIPTION_FILE.test(file)
      ? await db.query('SELECT vendor_id, category FROM customer_order WHERE prescription_files @> ARRAY[$1::text]', [
          file,
        ])
      : [];
    if (
      !order ||
      !(await canSeeOrder(db.manager, user, order)) ||
      !(await prescriptionExists(services.settings.uploadDir, file))
    ) {
      refusePhoto(res, 404, 'There is no such prescription.', 'prescription', 'NOT_FOUND', 'prescriptionNotFound');
      return;
    }
    // Relative to its folder: the default one is under .data, and a path with a dot-folder in it is refused.
    res.type(file.endsWith('.png') ? 'image/png' : 'image/jpeg').sendFile(file, { root: dir });
  });

  router.use(photoTooLarge('prescription'));
  return router;
}
