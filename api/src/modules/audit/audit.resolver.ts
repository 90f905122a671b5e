import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { AuditTrailArgs } from './audit.inputs';
import { auditTrail } from './audit.service';
import { AuditEntry, AuditEntryConnection } from './audit.types';

@Resolver()
export class AuditResolver {
  @Roles(UserRole.ADMIN)
  @Query(() => AuditEntryConnection, {
    description: "A record's changes by staff, newest first: who, when, what, before and after.",
  })
  auditTrail(@Ctx() ctx: RequestContext, @Args() args: AuditTrailArgs): Promise<Page<AuditEntry>> {
    return auditTrail(ctx, args);
  }
}
