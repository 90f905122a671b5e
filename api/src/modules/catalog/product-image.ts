import { imageUrl } from '../media/media-library';

/** Where a browser fetches a product's picture, given the file stored with it; null when it has none. */
export function productImageUrl(file: string | null): string | null {
  return file ? imageUrl(file) : null;
}
