import { Ctx, Query, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { UserRole } from '../identity/user-role';
import { adminDashboard } from './dashboard.service';
import { AdminDashboard } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Roles(UserRole.ADMIN)
  @Query(() => AdminDashboard, {
    description:
      "What needs the admins now: today's orders, lists to price, orders without a delivery person, open requests, today's appointments, low stock.",
  })
  adminDashboard(@Ctx() ctx: RequestContext): Promise<AdminDashboard> {
    return adminDashboard(ctx);
  }
}
