import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, Roles } from '../../shared/auth/access-rules';
import { setShopDelivery } from './shop-delivery.service';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { ShopDayInput, ShopHoursInput, VendorsArgs } from './vendor.inputs';
import { findVendor, isClosedToday, listVendors, setShopDay, updateShopHours, vendorStatusNow } from './vendor.service';
import { Vendor, VendorConnection } from './vendor.types';

@Resolver(() => Vendor)
export class VendorResolver {
  @Public()
  @Query(() => VendorConnection, { description: 'Shops selling through Haat, of one kind or all, by name.' })
  vendors(@Ctx() ctx: RequestContext, @Args() args: VendorsArgs): Promise<Page<Vendor>> {
    return listVendors(ctx, args);
  }

  @Public()
  @Query(() => Vendor, { nullable: true, description: 'One shop; null when there is none selling through Haat.' })
  vendor(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Vendor | null> {
    return findVendor(ctx, id);
  }

  @FieldResolver(() => Boolean, { description: 'Open at this moment, by its hours and closed days in India time.' })
  openNow(@Ctx() ctx: RequestContext, @Root() vendor: Vendor): boolean {
    return vendorStatusNow(ctx, vendor).open;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When the shop next opens, while it is closed; null while open (or when it never opens).',
  })
  nextOpensAt(@Ctx() ctx: RequestContext, @Root() vendor: Vendor): Date | null {
    return vendorStatusNow(ctx, vendor).nextOpensAt;
  }

  @FieldResolver(() => Boolean, {
    description: "The vendor has shut the shop for today; it opens again at the next day's opening.",
  })
  closedToday(@Ctx() ctx: RequestContext, @Root() vendor: Vendor): boolean {
    return isClosedToday(ctx, vendor);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Vendor, {
    description:
      'Shuts a shop for today or opens it again, and sets whether it takes orders for after it opens: its own vendor, or an admin.',
  })
  setShopDay(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => ShopDayInput) input: ShopDayInput,
  ): Promise<Vendor> {
    return setShopDay(ctx, vendorId, input);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Vendor, { description: "Sets a shop's opening hours and closed days: its own vendor, or an admin." })
  updateShopHours(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('input', () => ShopHoursInput) input: ShopHoursInput,
  ): Promise<Vendor> {
    return updateShopHours(ctx, vendorId, input);
  }

  @Roles(UserRole.VENDOR, UserRole.ADMIN)
  @Mutation(() => Vendor, {
    description:
      'Says whether a shop takes its orders to the door itself or waits for a Haat delivery person: its own vendor, or an admin.',
  })
  setShopDelivery(
    @Ctx() ctx: RequestContext,
    @Arg('vendorId', () => ID) vendorId: string,
    @Arg('deliversItself', () => Boolean) deliversItself: boolean,
  ): Promise<Vendor> {
    return setShopDelivery(ctx, vendorId, deliversItself);
  }
}
