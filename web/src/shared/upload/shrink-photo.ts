/**
 * A camera photo made small on the phone before it is sent: a 4 MB picture must not cross a 2G
 * link whole. The long side becomes at most SHRINK_LONG_SIDE pixels, saved as a JPEG at
 * SHRINK_QUALITY: still sharp enough to read a doctor's hand, a few hundred kilobytes.
 */
export const SHRINK_LONG_SIDE = 1600;
export const SHRINK_QUALITY = 0.8;

/** The size to draw a `width` × `height` picture at so its long side is at most `longSide`; never larger. */
export function shrunkSize(
  width: number,
  height: number,
  longSide = SHRINK_LONG_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether the shrunk copy is worth sending instead of the photo: smaller in bytes. */
export function keepShrunk(original: Blob, shrunk: Blob | null): boolean {
  return shrunk !== null && shrunk.size > 0 && shrunk.size < original.size;
}

/**
 * The photo drawn at most SHRINK_LONG_SIDE on its long side as a JPEG, or the photo itself when
 * the browser cannot draw it (no createImageBitmap or canvas) or the copy would be no smaller.
 * createImageBitmap turns a sideways phone photo upright (imageOrientation 'from-image').
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return photo;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return photo;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return photo;
    // JPEG has no transparency: a PNG's clear parts become white paper, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRINK_QUALITY));
    return keepShrunk(photo, shrunk) ? shrunk! : photo;
  } finally {
    bitmap.close();
  }
}

/** A key for one upload, made on the phone: sent again with a retry, the server gives back the photo it kept. */
export function newUploadKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
