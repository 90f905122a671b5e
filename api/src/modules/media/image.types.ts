import { Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, imageUrl, mediaLibrary, UPLOADED_NAME } from './media-library';

@ObjectType('Image', { description: 'A picture the API serves as WebP in a few widths.' })
export class Image {
  @Field({ description: `The picture ${DEFAULT_IMAGE_WIDTH} px wide: a card on a phone.` })
  src: string;

  @Field({ description: `Every width (${IMAGE_WIDTHS.join(', ')} px), for the img srcset attribute.` })
  srcSet: string;

  @Field(() => Int, { description: "The picture's own width; with height, its shape, so the page can keep its place." })
  width: number;

  @Field(() => Int)
  height: number;
}

/**
 * The Image for a stored file name, sized from the database where it records a size, else from
 * the file itself. Null when there is no file name.
 */
export function imageOf(
  file: string | null | undefined,
  size?: { width: number; height: number } | null,
): Image | null {
  if (!file) return null;
  const known = size ?? mediaLibrary().byFile(file) ?? { width: 1200, height: 800 };
  // An uploaded picture is never enlarged: a width past its own is served at its own, and the
  // srcset says so, so a browser does not stretch a small photo thinking it large.
  const servedAt = (width: number) =>
    size && UPLOADED_NAME.test(file.replace(/\.[a-z0-9]+$/i, '')) ? Math.min(width, size.width) : width;
  const entries = new Map<number, string>();
  for (const width of IMAGE_WIDTHS)
    if (!entries.has(servedAt(width))) entries.set(servedAt(width), imageUrl(file, width));
  return {
    src: imageUrl(file),
    srcSet: [...entries].map(([width, url]) => `${url} ${width}w`).join(', '),
    width: known.width,
    height: known.height,
  };
}

/** A size from two nullable columns: both, or none. */
export function sizeOf(width: number | null, height: number | null): { width: number; height: number } | null {
  return width && height ? { width, height } : null;
}
