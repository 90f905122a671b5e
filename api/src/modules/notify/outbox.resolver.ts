import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { OutboxMessagesArgs } from './outbox.inputs';
import { listOutboxMessages, outboxCounts, retryFailedOutboxMessages, retryOutboxMessage } from './outbox.service';
import { OutboxCounts, OutboxMessage, OutboxMessageConnection } from './outbox.types';

@Resolver()
export class OutboxResolver {
  @Roles(UserRole.ADMIN)
  @Query(() => OutboxMessageConnection, {
    description: 'Chat posts and mails, newest first: what was sent, what waits, what failed.',
  })
  outboxMessages(@Ctx() ctx: RequestContext, @Args() args: OutboxMessagesArgs): Promise<Page<OutboxMessage>> {
    return listOutboxMessages(ctx, args);
  }

  @Roles(UserRole.ADMIN)
  @Query(() => OutboxCounts, { description: 'How many messages wait and how many failed.' })
  outboxCounts(@Ctx() ctx: RequestContext): Promise<OutboxCounts> {
    return outboxCounts(ctx);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => OutboxMessage, { description: 'Sends a failed message again, with fresh tries.' })
  retryOutboxMessage(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<OutboxMessage> {
    return retryOutboxMessage(ctx, id);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => Int, { description: 'Sends every failed message again; returns how many.' })
  retryFailedOutboxMessages(@Ctx() ctx: RequestContext): Promise<number> {
    return retryFailedOutboxMessages(ctx);
  }
}
