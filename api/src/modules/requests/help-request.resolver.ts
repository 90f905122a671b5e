import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { HelpRequestInput, HelpRequestsArgs, UpdateHelpRequestInput } from './help-request.inputs';
import { HelpRequest, HelpRequestConnection, HelpRequestReceipt } from './help-request.types';
import { listHelpRequests, requestHelp, updateHelpRequest } from './help-requests.service';

@Resolver()
export class HelpRequestResolver {
  @Public()
  @Mutation(() => HelpRequestReceipt, {
    description: 'Asks for medical assistance or a local service; admins call back.',
  })
  requestHelp(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => HelpRequestInput) input: HelpRequestInput,
  ): Promise<HelpRequestReceipt> {
    return requestHelp(ctx, input);
  }

  @Roles(UserRole.ADMIN)
  @Query(() => HelpRequestConnection, { description: 'Requests for help, newest first.' })
  helpRequests(@Ctx() ctx: RequestContext, @Args() args: HelpRequestsArgs): Promise<Page<HelpRequest>> {
    return listHelpRequests(ctx, args);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => HelpRequest, { description: 'Moves a request on: in progress, done or closed.' })
  async updateHelpRequest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateHelpRequestInput) input: UpdateHelpRequestInput,
  ): Promise<HelpRequest> {
    return updateHelpRequest(ctx, await ctx.auth.require(), input);
  }
}
