import { getAccessToken } from '../session/session-state';
import { checkPhoto, RECORD_PHOTO_TYPES, UploadError, uploadPhoto, type UploadOptions } from './photo-upload';

/** The records a picture can be uploaded for: /uploads/{kind}/{id} on the API. */
export type ImageKind = 'products' | 'doctors' | 'gallery' | 'banners';

/** A picture as the API's Image type gives it: sizes so a page can keep its place. */
export interface UploadedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The API's answer to an upload. */
export interface ImageUploadResult {
  image: UploadedImage;
  /** Products: the product's new version (a new photo is a change like any other). */
  version?: number;
  /** Gallery: the id of the picture the upload added to the album. */
  id?: string;
}

/** Where a record's picture goes; for the gallery, the album a new picture is added to. */
export const imageUploadUrl = (kind: ImageKind, recordId: string) => `/uploads/${kind}/${encodeURIComponent(recordId)}`;

function isImage(value: unknown): value is UploadedImage {
  const image = value as Partial<UploadedImage> | null;
  return (
    typeof image?.src === 'string' &&
    typeof image.srcSet === 'string' &&
    typeof image.width === 'number' &&
    typeof image.height === 'number'
  );
}

/**
 * Sends a JPEG, PNG or WebP (at most 5 MB, told by its bytes before anything is sent) as the
 * picture of one record, as the signed-in user. Rejects with an UploadError: 'unfit' (checked on
 * the phone), 'refused' (in the server's words), 'network' or 'aborted'.
 */
export async function uploadImage(
  kind: ImageKind,
  recordId: string,
  file: Blob,
  options: Omit<UploadOptions, 'headers'> = {},
): Promise<ImageUploadResult> {
  const checked = await checkPhoto(file, RECORD_PHOTO_TYPES);
  if ('problem' in checked) throw new UploadError({ kind: 'unfit', problem: checked.problem });
  const token = getAccessToken();
  const answer = await uploadPhoto(imageUploadUrl(kind, recordId), file, checked.type, {
    ...options,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!isImage(answer.image)) throw new UploadError({ kind: 'network' });
  return {
    image: answer.image,
    ...(typeof answer.version === 'number' ? { version: answer.version } : {}),
    ...(typeof answer.id === 'string' ? { id: answer.id } : {}),
  };
}
