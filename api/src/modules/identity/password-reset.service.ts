import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../shared/context';
import { badUserInput } from '../../shared/errors';
import { addressKey, countWrites, writesPerHour } from '../../shared/throttle/write-limits';
import { OutboxKind } from '../notify/outbox-enums';
import { queueMail } from '../notify/queue-notices';
import { checkNewPassword, hashPassword } from './password';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { hashSecretToken, newSecretToken } from './secret-token';
import { revokeAllSessions } from './session.service';
import { UserRole } from './user-role';
import { UserEntity } from './user.entity';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Reset links one mailbox gets in an hour at most: enough for a mistyped first try, too few to flood it. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Always answers the same, at once, whether or not the address has an account; the lookup and
 * the queued mail happen afterwards, so neither the answer nor its timing tells anything. Each
 * request counts against the client's address like any anonymous write (a refusal, too, says
 * nothing of accounts: every request counts alike).
 */
export async function requestPasswordReset(ctx: RequestContext, email: string): Promise<boolean> {
  await countWrites(ctx, [[addressKey(ctx), ctx.services.settings.writeLimits.perAddress]]);
  const address = email.trim().toLowerCase();
  void mailResetLink(ctx, address).catch((error) => ctx.log.error({ err: error }, 'password reset mail failed'));
  return true;
}

/** Takes one of the mailbox's links for this hour; false when they are used up. */
async function takeResetMail(ctx: RequestContext, email: string, now: number): Promise<boolean> {
  return (await ctx.services.limits.take(`reset:email:${email}`, writesPerHour(RESET_MAILS_PER_HOUR), now)).taken;
}

async function mailResetLink(ctx: RequestContext, email: string): Promise<void> {
  const user = await ctx.db.manager.findOne(UserEntity, { where: { role: UserRole.ADMIN, email } });
  if (!user || user.disabledAt) return;
  const now = ctx.services.clock();
  if (!(await takeResetMail(ctx, email, now.getTime()))) {
    ctx.log.warn({ userId: user.id }, "password reset: this hour's links for the mailbox are used up; no mail sent");
    return;
  }
  const { token, hash } = newSecretToken();
  const id = randomUUID();
  // The token and its mail commit together: the outbox sends the mail, retrying if SMTP is down.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(PasswordResetTokenEntity, {
      id,
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      usedAt: null,
    });
    await queueMail(tx, OutboxKind.PASSWORD_RESET, email, id, { token, name: user.name });
  });
}

/** Sets a new password with a mailed token: once only, within 30 minutes; every session is signed out. */
export async function resetPassword(ctx: RequestContext, token: string, password: string): Promise<boolean> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  const now = ctx.services.clock();
  const done = await ctx.db.transaction(async (tx) => {
    const reset = await tx
      .getRepository(PasswordResetTokenEntity)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.token_hash = :hash', { hash: hashSecretToken(token) })
      .getOne();
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) return false;
    await tx.update(PasswordResetTokenEntity, { id: reset.id }, { usedAt: now });
    // Any other link mailed before this one dies with it.
    await tx.query(`UPDATE password_reset_token SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
      reset.userId,
      now,
    ]);
    await tx.update(UserEntity, { id: reset.userId }, { passwordHash });
    await revokeAllSessions(tx, reset.userId, 'password-reset', now);
    return true;
  });
  if (!done)
    throw badUserInput('This reset link has expired or was already used. Please ask for a new one.', 'token', {
      reason: 'resetLinkUsed',
    });
  return true;
}
