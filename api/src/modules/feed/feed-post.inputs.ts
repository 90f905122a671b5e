import { IsEnum } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { FeedType } from './feed-type';

@ArgsType()
export class FeedPostsArgs extends PageArgs {
  @Field(() => FeedType)
  @IsEnum(FeedType, oneOf())
  type: FeedType;
}
