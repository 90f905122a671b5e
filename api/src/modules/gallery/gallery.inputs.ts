import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class GalleryAlbumArgs {
  @Field({ description: "The album's slug, e.g. 'joydev-kenduli-mela'." })
  slug: string;
}
