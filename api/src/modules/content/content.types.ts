import { Field, ID, ObjectType } from 'type-graphql';
import { Image } from '../media/image.types';

@ObjectType('Page', { description: 'A page of text an admin edits: about, privacy.' })
export class Page {
  @Field(() => ID)
  id: string;

  @Field()
  slug: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  titleBn: string | null;

  @Field(() => String, { nullable: true, description: 'The title in Hindi, where it has one.' })
  titleHi: string | null;

  @Field({ description: "Markdown: paragraphs, '## ' headings, '- ' lists and **bold**." })
  body: string;

  @Field(() => String, { nullable: true })
  bodyBn: string | null;

  @Field(() => String, { nullable: true, description: 'The words in Hindi, where they were written.' })
  bodyHi: string | null;
}

@ObjectType('HomeBanner', { description: 'A slide of the home page carousel.' })
export class HomeBanner {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  titleBn: string | null;

  @Field(() => String, { nullable: true, description: 'The title in Hindi, where it has one.' })
  titleHi: string | null;

  @Field(() => String, { nullable: true })
  subtitle: string | null;

  @Field(() => String, { nullable: true })
  subtitleBn: string | null;

  @Field(() => String, { nullable: true })
  subtitleHi: string | null;

  @Field({ description: 'A path inside the site, where a tap on the banner goes.' })
  linkPath: string;

  @Field(() => Image, { nullable: true })
  image: Image | null;
}
