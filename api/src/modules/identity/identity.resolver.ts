import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, Roles, SignedInEvenBeforePasswordChange } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { notFound } from '../../shared/errors';
import { vendorById } from '../catalog/vendor.loaders';
import { VendorCategory } from '../catalog/vendor-category';
import {
  changePassword,
  createAdminAccount,
  createDeliveryAccount,
  createVendorAccount,
  disableUser,
  setStaffPassword,
} from './account.service';
import {
  ChangePasswordInput,
  CreateAdminAccountInput,
  CreateDeliveryAccountInput,
  CreateVendorAccountInput,
  ResetPasswordInput,
  SetStaffPasswordInput,
  SignInWithEmailInput,
  SignInWithPhoneInput,
} from './identity.inputs';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { refreshSession, signOut, type SignedInSession } from './session.service';
import { normalizeLogin, signIn } from './sign-in.service';
import { UserRole } from './user-role';
import { UserEntity } from './user.entity';
import { staffAccounts, StaffAccountsArgs } from './staff-accounts';
import { AuthPayload, User, UserConnection } from './user.types';
import type { Page } from '../../shared/pagination';

function toUser(row: UserEntity): User {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    phone: row.phone,
    vendorId: row.vendorId,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
  };
}

function toPayload(session: SignedInSession): AuthPayload {
  return {
    accessToken: session.accessToken,
    accessTokenExpiresAt: session.accessTokenExpiresAt,
    user: toUser(session.user),
  };
}

@Resolver(() => User)
export class IdentityResolver {
  @SignedInEvenBeforePasswordChange()
  @Query(() => User, { description: 'The signed-in user.' })
  async me(@Ctx() ctx: RequestContext): Promise<User> {
    const me = await ctx.auth.require([], { evenBeforePasswordChange: true });
    const row = await ctx.db.manager.findOneBy(UserEntity, { id: me.id });
    if (!row) throw notFound('Your account no longer exists.', undefined, { reason: 'accountGone' });
    return toUser(row);
  }

  @FieldResolver(() => VendorCategory, { nullable: true })
  async vendorCategory(@Root() user: User, @Ctx() ctx: RequestContext): Promise<VendorCategory | null> {
    if (!user.vendorId) return null;
    return (await vendorById(ctx).load(user.vendorId))?.category ?? null;
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Admins sign in with email and password.' })
  async signInAdmin(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SignInWithEmailInput) input: SignInWithEmailInput,
  ): Promise<AuthPayload> {
    return toPayload(await signIn(ctx, normalizeLogin(UserRole.ADMIN, input.email), input.password));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Vendors sign in with their mobile number and password.' })
  async signInVendor(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SignInWithPhoneInput) input: SignInWithPhoneInput,
  ): Promise<AuthPayload> {
    return toPayload(await signIn(ctx, normalizeLogin(UserRole.VENDOR, input.phone), input.password));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Delivery staff sign in with their mobile number and password.' })
  async signInDelivery(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SignInWithPhoneInput) input: SignInWithPhoneInput,
  ): Promise<AuthPayload> {
    return toPayload(await signIn(ctx, normalizeLogin(UserRole.DELIVERY, input.phone), input.password));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Swaps the refresh cookie for a new one and a new access token.' })
  async refreshSession(@Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return toPayload(await refreshSession(ctx));
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Ends this session; safe to call when already signed out.' })
  signOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    return signOut(ctx);
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Mails an admin a reset link. Answers true whether or not the address has an account.',
  })
  requestPasswordReset(@Ctx() ctx: RequestContext, @Arg('email') email: string): Promise<boolean> {
    return requestPasswordReset(ctx, email.slice(0, 256));
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Sets a new password with the token from a reset link; signs out every session.',
  })
  resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
  ): Promise<boolean> {
    return resetPassword(ctx, input.token, input.password);
  }

  @SignedInEvenBeforePasswordChange()
  @Mutation(() => Boolean, {
    description: 'Changes your own password; your other devices are signed out. Clears mustChangePassword.',
  })
  changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<boolean> {
    return changePassword(ctx, input.currentPassword, input.newPassword);
  }

  @Roles(UserRole.ADMIN)
  @Query(() => UserConnection, { description: 'Staff accounts by name: admins, vendors, delivery people.' })
  async staffAccounts(@Ctx() ctx: RequestContext, @Args() args: StaffAccountsArgs): Promise<Page<User>> {
    const page = await staffAccounts(ctx, args);
    return { nodes: page.nodes.map(toUser), pageInfo: page.pageInfo };
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => User, { description: 'A sign-in for a shop.' })
  async createVendorAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateVendorAccountInput) input: CreateVendorAccountInput,
  ): Promise<User> {
    return toUser(await createVendorAccount(ctx, input));
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => User, { description: 'A sign-in for a delivery person.' })
  async createDeliveryAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateDeliveryAccountInput) input: CreateDeliveryAccountInput,
  ): Promise<User> {
    return toUser(await createDeliveryAccount(ctx, input));
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => User, { description: 'Another admin.' })
  async createAdminAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateAdminAccountInput) input: CreateAdminAccountInput,
  ): Promise<User> {
    return toUser(await createAdminAccount(ctx.db, input, await ctx.auth.require([UserRole.ADMIN])));
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => User, {
    description:
      "Sets a vendor's or a delivery person's password when they forgot theirs: signs them out everywhere; they must change it at the next sign-in.",
  })
  async setStaffPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetStaffPasswordInput) input: SetStaffPasswordInput,
  ): Promise<User> {
    return toUser(await setStaffPassword(ctx, input.userId, input.password));
  }

  @Roles(UserRole.ADMIN)
  @Mutation(() => User, { description: 'Signs an account out everywhere and stops it signing in.' })
  async disableUser(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<User> {
    return toUser(await disableUser(ctx, id));
  }
}
