import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { AdminVendorsArgs, CreateVendorInput, UpdateVendorInput } from './vendor-admin.inputs';
import { adminVendors, createVendor, updateVendor } from './vendor-admin.service';
import { AdminVendor, AdminVendorConnection } from './vendor-admin.types';

@Resolver()
export class VendorAdminResolver {
  @Roles(UserRole.ADMIN)
  @Query(() => AdminVendorConnection, { description: 'Every shop, closed ones too, by name: for admins.' })
  adminVendors(@Ctx() ctx: RequestContext, @Args() args: AdminVendorsArgs): Promise<Page<AdminVendor>> {
    return adminVendors(ctx, args);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => AdminVendor, { description: 'A new shop with its sign-in (phone and password).' })
  async createVendor(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateVendorInput) input: CreateVendorInput,
  ): Promise<AdminVendor> {
    return createVendor(ctx, await ctx.auth.require(), input);
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => AdminVendor, { description: "Changes a shop's details or chat group, or closes it (active: false)." })
  async updateVendor(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateVendorInput) input: UpdateVendorInput,
  ): Promise<AdminVendor> {
    return updateVendor(ctx, await ctx.auth.require(), input);
  }
}
