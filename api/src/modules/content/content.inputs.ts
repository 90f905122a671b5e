import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class PageSlugArgs {
  @Field({ description: "'about' or 'privacy'." })
  slug: string;
}
