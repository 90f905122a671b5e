import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { UserRole } from '../identity/user-role';
import { ShopHoursInput } from './vendor.inputs';
import { updateShopHours } from './vendor.service';
import { Vendor } from './vendor.types';

@Resolver(() => Vendor)
export class VendorResolver {
  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Vendor, { description: "Sets a shop's opening hours and closed days: its own vendor, or an admin." })
  updateShopHours(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => ShopHoursInput) input: ShopHoursInput,
  ): Promise<Vendor> {
    return updateShopHours(ctx, vendorId, input);
  }
}
