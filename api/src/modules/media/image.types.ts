import { Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, imageUrl, mediaLibrary } from './media-library';

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
export function imageOf(file: string | null | undefined, size?: { width: number; height: number }): Image | null {
  if (!file) return null;
  const known = size ?? mediaLibrary().byFile(file) ?? { width: 1200, height: 800 };
  return {
    src: imageUrl(file),
    srcSet: IMAGE_WIDTHS.map((width) => `${imageUrl(file, width)} ${width}w`).join(', '),
    width: known.width,
    height: known.height,
  };
}
