import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import type { Reason } from './errors';

/** A phone camera's photo fits in this with room to spare. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * A picture more pixels than this is refused even when it fits in 5 MB: a flat 20000 × 20000 PNG
 * is small on the wire but would take gigabytes to resize. A 48-megapixel phone photo passes.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface PhotoKind {
  type: PhotoType;
  ext: 'jpg' | 'png' | 'webp';
  /** As people call it, for messages. */
  label: string;
}

const ascii = (body: Buffer, from: number, to: number) => body.subarray(from, to).toString('latin1');

const KINDS: Array<PhotoKind & { is: (body: Buffer) => boolean }> = [
  {
    type: 'image/jpeg',
    ext: 'jpg',
    label: 'JPEG',
    is: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    ext: 'png',
    label: 'PNG',
    is: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  // RIFF, four bytes of length, then WEBP.
  {
    type: 'image/webp',
    ext: 'webp',
    label: 'WebP',
    is: (b) => b.length > 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
];

/** Photos of shops, doctors, the gallery and banners: any of the three a phone or a laptop makes. */
export const RECORD_PHOTO_TYPES: readonly PhotoType[] = ['image/jpeg', 'image/png', 'image/webp'];

/** Prescriptions stay JPEG or PNG: pharmacies open them as they are. */
export const PRESCRIPTION_PHOTO_TYPES: readonly PhotoType[] = ['image/jpeg', 'image/png'];

/** What the bytes are, whatever the request calls them; null when they are none of the kinds. */
export function photoKindOf(body: Buffer | undefined): PhotoKind | null {
  const kind = body ? KINDS.find((k) => k.is(body)) : undefined;
  return kind ? { type: kind.type, ext: kind.ext, label: kind.label } : null;
}

function listOf(types: readonly PhotoType[]): string {
  const labels = types.map((type) => KINDS.find((k) => k.type === type)!.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}` : labels[0];
}

/**
 * The bytes decide: they must be one of `accepted`, and the type the request declares (which a
 * browser takes from the file's name) must agree with them. Either way wrong, a plain sentence
 * saying which.
 */
export function checkPhoto(
  body: Buffer | undefined,
  declaredType: string | undefined,
  accepted: readonly PhotoType[] = RECORD_PHOTO_TYPES,
): { kind: PhotoKind } | { problem: string; why?: Reason } {
  const kind = photoKindOf(body);
  if (!kind || !accepted.includes(kind.type)) {
    return {
      problem: `This file is not a ${listOf(accepted)} picture, whatever its name says. Choose a photo saved as one of those.`,
      why: { reason: 'photoNotPicture', params: { kinds: listOf(accepted) } },
    };
  }
  const declared = declaredType?.split(';', 1)[0].trim().toLowerCase() || 'no type';
  if (declared !== kind.type) {
    return {
      problem: `This file holds a ${kind.label} picture but was sent as ${declared}. Give it its right name (.${kind.ext}) and send it again.`,
      why: { reason: 'photoTypeMismatch', params: { kind: kind.label, declared, ext: kind.ext } },
    };
  }
  return { kind };
}

/** The kind of photo the bytes are, when they are a JPEG or PNG and the request says so too. */
export function photoKind(body: Buffer | undefined, declaredType: string | undefined): PhotoKind | null {
  const checked = checkPhoto(body, declaredType, PRESCRIPTION_PHOTO_TYPES);
  return 'kind' in checked ? checked.kind : null;
}

/**
 * The picture's size as it is shown (a phone's sideways photo turned upright, as the image route
 * turns it), read by sharp: a picture it cannot read, or one of too many pixels, is a problem.
 */
export async function photoSize(
  body: Buffer,
): Promise<{ width: number; height: number } | { problem: string; why?: Reason }> {
  const { default: sharp } = await import('sharp');
  let meta: { width?: number; height?: number; orientation?: number };
  try {
    meta = await sharp(body).metadata();
  } catch {
    return {
      problem: 'This picture cannot be read: the file may be damaged. Save it again and send it.',
      why: { reason: 'photoUnreadable' },
    };
  }
  if (!meta.width || !meta.height)
    return {
      problem: 'This picture cannot be read: the file may be damaged. Save it again and send it.',
      why: { reason: 'photoUnreadable' },
    };
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    return {
      problem: 'This picture has too many pixels. Make it smaller (at most 50 megapixels) and send it again.',
      why: { reason: 'photoTooManyPixels' },
    };
  }
  // EXIF orientations 5 to 8 are turned a quarter: the picture's width is the stored height.
  const sideways = (meta.orientation ?? 1) >= 5;
  return sideways ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** The photo under a random name in `dir` (prefixed, e.g. "p-"), readable by the server alone. */
export async function savePhoto(dir: string, prefix: string, body: Buffer, ext: string): Promise<string> {
  const file = `${prefix}${randomUUID()}.${ext}`;
  await fs.mkdir(dir, { recursive: true });
  try {
    await fs.writeFile(path.join(dir, file), body, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // A write cut short (a full disk) leaves part of a file: nothing half-kept stays behind.
    await fs.rm(path.join(dir, file), { force: true });
    throw error;
  }
  return file;
}

/** Codes whose errors say which input they are about, as badUserInput and notFound do. */
const FIELD_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

/** A refusal in the shape of a GraphQL error; `reason` names the sentence (with its params), as badUserInput's does. */
export function refusePhoto(
  res: Response,
  status: number,
  message: string,
  field: string,
  code = 'BAD_USER_INPUT',
  reason?: string | Reason,
): void {
  const why = typeof reason === 'string' ? { reason } : reason;
  const named = why ? { reason: why.reason, ...(why.params ? { params: why.params } : {}) } : {};
  res
    .status(status)
    .json({ errors: [{ message, extensions: { code, ...(FIELD_CODES.has(code) ? { field } : {}), ...named } }] });
}

/** The raw body as a Buffer, up to the photo limit. */
export const photoBody: RequestHandler = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });

/** A body over the limit is answered 413 with the field it was for. */
export function photoTooLarge(field: string): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if ((error as { type?: string }).type === 'entity.too.large') {
      refusePhoto(
        res,
        413,
        'The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.',
        field,
        'BAD_USER_INPUT',
        'photoTooBig',
      );
      return;
    }
    next(error);
  };
}
