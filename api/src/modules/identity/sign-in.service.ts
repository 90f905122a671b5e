import { isEmail } from 'class-validator';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../shared/context';
import { badUserInput, tooManyRequests } from '../../shared/errors';
import { normalizeIndianMobile } from '../../shared/phone';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, afterFailure, secondsLocked } from '../../shared/throttle/throttle';
import { verifyAgainstNothing, verifyPassword } from './password';
import { startSession, type SignedInSession } from './session.service';
import { UserRole } from './user-role';
import { UserEntity } from './user.entity';

/** One answer for every wrong email, phone, password, role or disabled account: nothing to learn from it. */
export const INVALID_CREDENTIALS_MESSAGE = 'The details you entered do not match an account. Please check them and try again.';

function invalidCredentials(): GraphQLError {
  return new GraphQLError(INVALID_CREDENTIALS_MESSAGE, { extensions: { code: 'INVALID_CREDENTIALS' } });
}

export type SignInLogin = { role: UserRole.ADMIN; email: string } | { role: UserRole.VENDOR | UserRole.DELIVERY; phone: string };

/** Admins sign in by email; vendors and delivery staff by phone, in the form they type it. */
export function normalizeLogin(role: UserRole, login: string): SignInLogin {
  if (role === UserRole.ADMIN) {
    const email = login.trim().toLowerCase();
    if (!isEmail(email)) throw badUserInput('Enter a valid email address.', 'email');
    return { role, email };
  }
  const phone = normalizeIndianMobile(login);
  if (!phone) throw badUserInput('Enter a 10-digit Indian mobile number.', 'phone');
  return { role, phone };
}

export function throttleKeys(ctx: RequestContext, login: SignInLogin): { account: string; address: string } {
  const id = login.role === UserRole.ADMIN ? login.email : login.phone;
  return { account: `account:${login.role}:${id}`, address: `address:${ctx.client.ip}` };
}

/**
 * Checks the password of the account with this login and role, under the throttle: a locked
 * account or address is refused before any password is looked at, even the right one.
 */
export async function signIn(ctx: RequestContext, login: SignInLogin, password: string): Promise<SignedInSession> {
  const { throttle, clock } = ctx.services;
  const keys = throttleKeys(ctx, login);
  const now = clock().getTime();
  const wait = Math.max(
    secondsLocked(await throttle.read(keys.account, now), now),
    secondsLocked(await throttle.read(keys.address, now), now),
  );
  if (wait > 0) throw tooManyRequests(wait);

  const user = await ctx.db.manager.findOne(UserEntity, {
    where: login.role === UserRole.ADMIN ? { role: login.role, email: login.email } : { role: login.role, phone: login.phone },
  });
  const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : (await verifyAgainstNothing(password), false);

  if (!user || !passwordMatches || user.disabledAt) {
    const failedAt = clock().getTime();
    await throttle.update(keys.account, failedAt, (state) => afterFailure(state, failedAt, ACCOUNT_LIMIT));
    await throttle.update(keys.address, failedAt, (state) => afterFailure(state, failedAt, ADDRESS_LIMIT));
    ctx.log.info({ role: login.role, ip: ctx.client.ip }, 'sign-in refused');
    throw invalidCredentials();
  }

  await throttle.update(keys.account, clock().getTime(), () => null);
  return startSession(ctx, user);
}
