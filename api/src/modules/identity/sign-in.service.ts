import { isEmail } from 'class-validator';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../shared/context';
import { badUserInput, tooManyRequests } from '../../shared/errors';
import { normalizeIndianMobile } from '../../shared/phone';
import { giveBackAll, takeAll, type Taking } from '../../shared/throttle/limit-store';
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS } from '../../shared/throttle/throttle';
import { verifyAgainstNothing, verifyPassword } from './password';
import { startSession, type SignedInSession } from './session.service';
import { UserRole } from './user-role';
import { UserEntity } from './user.entity';

/** One answer for every wrong email, phone, password, role or disabled account: nothing to learn from it. */
export const INVALID_CREDENTIALS_MESSAGE =
  'The details you entered do not match an account. Please check them and try again.';

function invalidCredentials(): GraphQLError {
  return new GraphQLError(INVALID_CREDENTIALS_MESSAGE, { extensions: { code: 'INVALID_CREDENTIALS' } });
}

export type SignInLogin =
  { role: UserRole.ADMIN; email: string } | { role: UserRole.VENDOR | UserRole.DELIVERY; phone: string };

/** Admins sign in by email; vendors and delivery staff by phone, in the form they type it. */
export function normalizeLogin(role: UserRole, login: string): SignInLogin {
  if (role === UserRole.ADMIN) {
    const email = login.trim().toLowerCase();
    if (!isEmail(email)) throw badUserInput('Enter a valid email address.', 'email', { reason: 'emailInvalid' });
    return { role, email };
  }
  const phone = normalizeIndianMobile(login);
  if (!phone) throw badUserInput('Enter a 10-digit Indian mobile number.', 'phone', { reason: 'indianMobileInvalid' });
  return { role, phone };
}

/** How an account signs in, from its record. */
export function loginOf(user: Pick<UserEntity, 'role' | 'email' | 'phone'>): SignInLogin {
  return user.role === UserRole.ADMIN
    ? { role: user.role, email: user.email! }
    : { role: user.role, phone: user.phone! };
}

/** The allowances a password attempt takes from: the account's and the address's. */
export function attemptAllowances(ctx: RequestContext, login: SignInLogin): Taking[] {
  const id = login.role === UserRole.ADMIN ? login.email : login.phone;
  return [
    [`account:${login.role}:${id}`, ACCOUNT_ATTEMPTS],
    [`address:${ctx.client.ip}`, ADDRESS_ATTEMPTS],
  ];
}

/**
 * Checks the password of the account with this login and role, under the throttle: the attempt is
 * counted before any password is looked at, so a locked account or address is refused even the
 * right one, and attempts sent together are never checked beyond the limit.
 */
export async function signIn(ctx: RequestContext, login: SignInLogin, password: string): Promise<SignedInSession> {
  const allowances = attemptAllowances(ctx, login);
  await takePasswordAttempt(ctx, allowances);

  const user = await ctx.db.manager.findOne(UserEntity, {
    where:
      login.role === UserRole.ADMIN
        ? { role: login.role, email: login.email }
        : { role: login.role, phone: login.phone },
  });
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyAgainstNothing(password), false);

  if (!user || !passwordMatches || user.disabledAt) {
    ctx.log.info({ role: login.role, ip: ctx.client.ip }, 'sign-in refused');
    throw invalidCredentials();
  }

  await giveBackAll(ctx.services.limits, allowances, ctx.services.clock().getTime());
  return startSession(ctx, user);
}

/** Counts a password attempt against each allowance, or refuses it (TOO_MANY_REQUESTS) before anything is checked. */
export async function takePasswordAttempt(ctx: RequestContext, allowances: readonly Taking[]): Promise<void> {
  const result = await takeAll(ctx.services.limits, allowances, ctx.services.clock().getTime());
  if (!result.taken) throw tooManyRequests(Math.ceil(result.retryAfterMs / 1000));
}
