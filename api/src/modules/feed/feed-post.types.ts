import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { Image } from '../media/image.types';
import { FeedType } from './feed-type';

registerEnumType(FeedType, { name: 'FeedType', description: 'The /feeds/{type} pages: news, notices, jobs, offers.' });

@ObjectType('FeedPost', { description: 'A piece of local news, a notice, a job or an offer.' })
export class FeedPost {
  @Field(() => ID)
  id: string;

  @Field(() => FeedType)
  type: FeedType;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  titleBn: string | null;

  @Field(() => String, { nullable: true })
  titleHi: string | null;

  @Field({ description: 'Plain text; blank lines separate paragraphs.' })
  body: string;

  @Field(() => String, { nullable: true, description: 'The body in Bengali, where it was written.' })
  bodyBn: string | null;

  @Field(() => String, { nullable: true, description: 'The body in Hindi, where it was written.' })
  bodyHi: string | null;

  @Field()
  publishedAt: Date;

  @Field(() => Date, { nullable: true, description: 'After this it is no longer listed.' })
  expiresAt: Date | null;

  @Field(() => Image, { nullable: true })
  image: Image | null;
}

export const FeedPostConnection = Connection(FeedPost, 'FeedPost');
