import { refusalOf, type ServerRefusal } from '../apollo/server-words';

/** The server's limit for one photo (api shared/image-upload.ts); checked here before a byte is sent. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Where a prescription goes: the raw bytes as the body, answered with the name to send with the order. */
export const PRESCRIPTION_UPLOAD_URL = '/uploads/prescriptions';

/** An upload that moves no byte for this long is given up (network time-outs are 30–60 s). */
export const UPLOAD_STALL_MS = 60_000;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Prescriptions: what pharmacies open as they are. */
export const PRESCRIPTION_PHOTO_TYPES: readonly PhotoType[] = ['image/jpeg', 'image/png'];

/** The pictures of products, doctors, the gallery and banners. */
export const RECORD_PHOTO_TYPES: readonly PhotoType[] = ['image/jpeg', 'image/png', 'image/webp'];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Each kind's first bytes; null is any byte (a WebP has its length between RIFF and WEBP). */
const MAGIC: Array<{ type: PhotoType; bytes: Array<number | null> }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
];

/** What a photo is by its first bytes, as the server judges it: the name and the type a phone claims can be wrong. */
export function photoTypeOf(head: Uint8Array): PhotoType | null {
  return (
    MAGIC.find(({ bytes }) => head.length > bytes.length && bytes.every((byte, i) => byte === null || head[i] === byte))
      ?.type ?? null
  );
}

export type PhotoProblem = 'type' | 'tooBig';

/** A file's first 16 bytes, which tell what it is. */
export function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  // Older phones' browsers have Blob without arrayBuffer(); FileReader is everywhere.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/** Whether the server will take this photo: one of `accepted` (by its bytes) of at most 5 MB. */
export async function checkPhoto(
  file: Blob,
  accepted: readonly PhotoType[] = PRESCRIPTION_PHOTO_TYPES,
): Promise<{ type: PhotoType } | { problem: PhotoProblem }> {
  if (file.size > MAX_PHOTO_BYTES) return { problem: 'tooBig' };
  const type = photoTypeOf(await readHead(file));
  return type && accepted.includes(type) ? { type } : { problem: 'type' };
}

/**
 * Why an upload failed: the phone found the photo unfit before sending it, the server refused
 * it (with its words, and its code and reason for the customer's language: shared/apollo/server-words.ts),
 * or no answer came.
 */
export type UploadFailure =
  | { kind: 'unfit'; problem: PhotoProblem }
  | { kind: 'refused'; message: string; code?: string; reason?: string; params?: Record<string, unknown> }
  | { kind: 'network' }
  | { kind: 'aborted' };

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(
      failure.kind === 'refused'
        ? failure.message
        : failure.kind === 'unfit'
          ? `photo unfit: ${failure.problem}`
          : `upload ${failure.kind}`,
    );
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** From 0 to 1, as the bytes leave the phone. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  stallMs?: number;
  /** For tests: the request to send with. */
  createRequest?: () => XMLHttpRequest;
  /** Sent with the photo, e.g. the signed-in user's Authorization. */
  headers?: Record<string, string>;
}

/** The server's refusal in its answer's body: its words, and its code and reason when it gave them. */
function refusalIn(text: string): ServerRefusal | null {
  try {
    const error = (JSON.parse(text) as { errors?: Array<{ message?: unknown; extensions?: Record<string, unknown> }> })
      .errors?.[0];
    return typeof error?.message === 'string' && error.message ? refusalOf(error) : null;
  } catch {
    return null;
  }
}

/**
 * Sends the photo (or another file: a lab report) to `url`, as `type`, and resolves with the
 * server's 201 answer. XMLHttpRequest rather than fetch, because only it reports how much of the
 * body has gone: on 3G a photo takes a while, and a moving bar tells the person it is working.
 */
export function uploadPhoto(
  url: string,
  photo: Blob,
  type: string,
  options: UploadOptions = {},
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const fail = (failure: UploadFailure) => {
      clearTimeout(stall);
      reject(new UploadError(failure));
    };
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        fail({ kind: 'network' });
        request.abort();
      }, options.stallMs ?? UPLOAD_STALL_MS);
    };

    request.open('POST', url);
    request.setRequestHeader('Content-Type', type);
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      clearTimeout(stall);
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = undefined;
      }
      if (request.status === 201 && typeof answer === 'object' && answer !== null) {
        options.onProgress?.(1);
        resolve(answer as Record<string, unknown>);
        return;
      }
      // A 4xx in the server's words is a refusal; anything else (a proxy's page, a 502) is no answer.
      const refusal = request.status >= 400 && request.status < 500 ? refusalIn(request.responseText) : null;
      fail(refusal ? { kind: 'refused', ...refusal } : { kind: 'network' });
    };
    request.onerror = () => fail({ kind: 'network' });
    request.ontimeout = () => fail({ kind: 'network' });
    request.onabort = () => fail({ kind: 'aborted' });
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    watch();
    request.send(photo);
  });
}

/** A prescription photo: resolves with the name to send with the medicine order. */
export async function uploadPrescription(photo: Blob, type: PhotoType, options: UploadOptions = {}): Promise<string> {
  const { file } = await uploadPhoto(PRESCRIPTION_UPLOAD_URL, photo, type, options);
  if (typeof file !== 'string') throw new UploadError({ kind: 'network' });
  return file;
}
