import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Image } from '../media/image.types';

@ObjectType('GalleryImage', { description: 'One picture of an album, with its caption.' })
export class GalleryImage {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  caption: string | null;

  @Field(() => String, { nullable: true })
  captionBn: string | null;

  @Field(() => String, { nullable: true })
  captionHi: string | null;

  @Field(() => Image)
  image: Image;
}

@ObjectType('GalleryAlbum', { description: 'A set of pictures at /gallery/{slug}.' })
export class GalleryAlbum {
  @Field(() => ID)
  id: string;

  @Field()
  slug: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  titleBn: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  descriptionBn: string | null;

  @Field(() => String, { nullable: true })
  descriptionHi: string | null;

  @Field(() => Int, { description: 'Lower numbers come first.' })
  sortOrder: number;
}
