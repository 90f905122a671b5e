import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { shopLabTests, updateShopLabTest } from './shop-lab-tests.service';
import { ShopLabTestsArgs, UpdateShopLabTestInput } from './shop-lab-test.inputs';
import { ShopLabTest, ShopLabTestConnection } from './shop-lab-test.types';

/** A lab keeping its own tests' prices and availability: its vendor, or an admin for any lab. */
@Resolver()
export class ShopLabTestResolver {
  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Query(() => ShopLabTestConnection, {
    description: "A lab's tests by name, those not taking bookings too: a vendor's own lab, or the one an admin names.",
  })
  async shopLabTests(@Ctx() ctx: RequestContext, @Args() args: ShopLabTestsArgs): Promise<Page<ShopLabTest>> {
    return shopLabTests(ctx, await ctx.auth.require(), args);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => ShopLabTest, {
    description:
      "Sets a test's price and whether it takes bookings: a lab's vendor for their own lab's tests only. Recorded in the audit trail.",
  })
  async updateShopLabTest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateShopLabTestInput) input: UpdateShopLabTestInput,
  ): Promise<ShopLabTest> {
    return updateShopLabTest(ctx, await ctx.auth.require(), input);
  }
}
