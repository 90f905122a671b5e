import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { FeedPostsArgs } from './feed-post.inputs';
import { listFeedPosts } from './feed-post.service';
import { FeedPost, FeedPostConnection } from './feed-post.types';

@Resolver(() => FeedPost)
export class FeedPostResolver {
  @Public()
  @Query(() => FeedPostConnection, { description: 'Published posts of one type that have not expired, newest first.' })
  feedPosts(@Ctx() ctx: RequestContext, @Args() args: FeedPostsArgs): Promise<Page<FeedPost>> {
    return listFeedPosts(ctx, args);
  }
}
