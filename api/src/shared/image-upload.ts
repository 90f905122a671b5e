import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';

/** A phone camera's photo fits in this with room to spare. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const KINDS = [
  { type: 'image/jpeg', ext: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', ext: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
];

/** The kind of photo the bytes are, when they are a JPEG or PNG and the request says so too. */
export function photoKind(body: Buffer | undefined, declaredType: string | undefined): { ext: string } | null {
  const kind = KINDS.find((k) => body && body.length > k.magic.length && body.subarray(0, k.magic.length).equals(k.magic));
  const declared = declaredType?.split(';', 1)[0].trim().toLowerCase();
  return kind && declared === kind.type ? kind : null;
}

/** The photo under a random name in `dir` (prefixed, e.g. "p-"), readable by the server alone. */
export async function savePhoto(dir: string, prefix: string, body: Buffer, ext: string): Promise<string> {
  const file = `${prefix}${randomUUID()}.${ext}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, file), body, { flag: 'wx', mode: 0o600 });
  return file;
}

export function refusePhoto(res: Response, status: number, message: string, field: string, code = 'BAD_USER_INPUT'): void {
  res.status(status).json({ errors: [{ message, extensions: { code, ...(code === 'BAD_USER_INPUT' ? { field } : {}) } }] });
}

/** The raw body as a Buffer, up to the photo limit. */
export const photoBody: RequestHandler = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });

/** A body over the limit is answered 413 with the field it was for. */
export function photoTooLarge(field: string): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if ((error as { type?: string }).type === 'entity.too.large') {
      refusePhoto(res, 413, 'The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.', field);
      return;
    }
    next(error);
  };
}
