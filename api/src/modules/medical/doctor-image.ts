/**
 * The address a browser fetches a doctor's photo from, given the file name stored with the
 * doctor; none when no photo was added. Kept in one place so the image route can move freely.
 */
export function doctorImageUrl(file: string | null): string | null {
  const name = file?.trim();
  return name ? `/images/doctors/${encodeURIComponent(name)}` : null;
}
