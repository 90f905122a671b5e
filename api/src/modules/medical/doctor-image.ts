import { imageUrl } from '../media/media-library';

/**
 * The address of a doctor's photo as a small square beside their name (64 px on a phone, so
 * the 160 px rendering is sharp on any screen); none when no photo was added.
 */
export function doctorImageUrl(file: string | null): string | null {
  return file ? imageUrl(file, 160) : null;
}
