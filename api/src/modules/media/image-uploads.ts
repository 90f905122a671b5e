import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { RequestAuth, bearerTokenFrom, type AuthUser } from '../../shared/auth/request-auth';
import type { AppServices } from '../../shared/context';
import { checkPhoto, photoBody, photoSize, photoTooLarge, refusePhoto, savePhoto } from '../../shared/image-upload';
import type { Logger } from '../../shared/logger';
import { UserRole } from '../identity/user-role';
import { UPLOAD_FOLDERS, type UploadPrefix } from './media-library';

/** A picture written to disk, before its record takes it. */
export interface SavedPicture {
  /** Its name under UPLOAD_DIR/<kind>: the kind's letter, a random UUID, its extension. */
  file: string;
  /** As shown (turned upright), so pages can keep its place. */
  width: number;
  height: number;
}

/** One kind of record a picture can be uploaded for, at POST /uploads/{kind}/{id}. */
export interface UploadTarget {
  kind: string;
  /** The letter its files' names start with; UPLOAD_FOLDERS names the folder. */
  prefix: UploadPrefix;
  /** Vendors may upload for records of their own shop (else are told this); admins for any. Unset: admins only. */
  vendorsMay?: { notYours: string; notYoursReason?: string };
  /** The name the id goes by in errors. */
  idField: string;
  notFound: string;
  /** The name of the notFound sentence, for the web's words (see shared/errors Reason). */
  notFoundReason?: string;
  /**
   * The record, or null when there is none; `vendorId` is its shop's, for a vendor's check.
   * Read without a lock, to refuse early: apply() looks again, under one.
   */
  find(db: DataSource, id: string): Promise<{ vendorId?: string | null } | null>;
  /**
   * Gives the record the picture in `tx`, with its audit entry, and answers what the client gets
   * back (201); null when the record went meanwhile.
   */
  apply(tx: EntityManager, actor: AuthUser, id: string, picture: SavedPicture): Promise<Record<string, unknown> | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a kind's uploaded pictures are kept. */
export function uploadFolder(uploadDir: string, prefix: UploadPrefix): string {
  return path.join(uploadDir, UPLOAD_FOLDERS[prefix]);
}

/**
 * POST /uploads/{kind}/{id}: the body is the picture (JPEG, PNG or WebP by its bytes, up to
 * 5 MB). It is written under a new random name first, then the record takes it in one
 * transaction with the audit entry; if that fails the file is removed, so nothing is left half
 * done. Errors are JSON as GraphQL's: {errors: [{message, extensions: {code, field}}]}.
 */
export function imageUploadRouter(
  db: DataSource,
  services: AppServices,
  log: Logger,
  targets: readonly UploadTarget[],
): Router {
  const router = express.Router();
  const byKind = new Map(targets.map((target) => [target.kind, target]));

  router.post(
    '/:kind/:id',
    (req, res, next) => {
      if (byKind.has(String(req.params.kind))) next();
      else refusePhoto(res, 404, 'Pictures cannot be uploaded here.', 'kind', 'NOT_FOUND', 'uploadKindUnknown');
    },
    photoBody,
    async (req, res, next) => {
      const target = byKind.get(String(req.params.kind))!;
      const auth = new RequestAuth(
        db,
        bearerTokenFrom(req.headers.authorization),
        services.settings.jwtSecret,
        services.clock,
      );
      const user = await auth.user();
      if (!user) {
        refusePhoto(res, 401, 'Please sign in to do this.', 'photo', 'UNAUTHENTICATED');
        return;
      }
      if (user.mustChangePassword) {
        refusePhoto(
          res,
          403,
          'Please choose a new password of your own before you go on.',
          'photo',
          'PASSWORD_CHANGE_REQUIRED',
        );
        return;
      }
      if (user.role !== UserRole.ADMIN && !(target.vendorsMay && user.role === UserRole.VENDOR)) {
        refusePhoto(res, 403, 'You are not allowed to do this.', 'photo', 'FORBIDDEN');
        return;
      }
      const id = String(req.params.id).toLowerCase();
      const record = UUID.test(id) ? await target.find(db, id) : null;
      if (!record) {
        refusePhoto(res, 404, target.notFound, target.idField, 'NOT_FOUND', target.notFoundReason);
        return;
      }
      if (user.role === UserRole.VENDOR && record.vendorId !== user.vendorId) {
        refusePhoto(
          res,
          403,
          target.vendorsMay!.notYours,
          target.idField,
          'FORBIDDEN',
          target.vendorsMay!.notYoursReason,
        );
        return;
      }
      const body = req.body as Buffer | undefined;
      const checked = checkPhoto(body, req.headers['content-type']);
      if ('problem' in checked) {
        refusePhoto(res, 400, checked.problem, 'photo', 'BAD_USER_INPUT', checked.why);
        return;
      }
      const size = await photoSize(body!);
      if ('problem' in size) {
        refusePhoto(res, 400, size.problem, 'photo', 'BAD_USER_INPUT', size.why);
        return;
      }

      const dir = uploadFolder(services.settings.uploadDir, target.prefix);
      const file = await savePhoto(dir, `${target.prefix}-`, body!, checked.kind.ext);
      const removeFile = () =>
        fs
          .rm(path.join(dir, file), { force: true })
          .catch((error) => log.warn({ err: error, file }, 'could not remove an unused upload'));
      try {
        const answer = await db.transaction((tx) => target.apply(tx, user, id, { file, ...size }));
        if (!answer) {
          await removeFile();
          refusePhoto(res, 404, target.notFound, target.idField, 'NOT_FOUND', target.notFoundReason);
          return;
        }
        log.info({ kind: target.kind, id, file }, 'picture received');
        res.status(201).json(answer);
      } catch (error) {
        await removeFile();
        next(error);
      }
    },
  );
  router.use(photoTooLarge('photo'));
  return router;
}
