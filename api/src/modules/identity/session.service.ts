import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { signAccessToken } from '../../shared/auth/access-token';
import type { RequestContext } from '../../shared/context';
import { unauthenticated } from '../../shared/errors';
import { RefreshTokenEntity } from './refresh-token.entity';
import { clearRefreshCookie, REFRESH_TOKEN_TTL_MS, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { UserEntity } from './user.entity';
import { UserSessionEntity } from './user-session.entity';

export interface SignedInSession {
  accessToken: string;
  accessTokenExpiresAt: Date;
  user: UserEntity;
}

export type RevokeReason =
  | 'sign-out'
  | 'refresh-token-reuse'
  | 'password-reset'
  | 'password-change'
  | 'password-set-by-admin'
  | 'account-disabled'
  | 'lifetime-over';

/**
 * How long one sign-in lasts at most. Each refresh gives a new 30-day token, so without an end a
 * session (and a stolen copy of its cookie) could live for ever; after this, sign in again.
 */
export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** A new signed-in device: a session, its first refresh token (as a cookie) and an access token. */
export async function startSession(ctx: RequestContext, user: UserEntity): Promise<SignedInSession> {
  const now = ctx.services.clock();
  const sessionId = randomUUID();
  const refresh = newSecretToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(UserSessionEntity, {
      id: sessionId,
      userId: user.id,
      startedAt: now,
      revokedAt: null,
      revokedReason: null,
      userAgent: ctx.client.userAgent?.slice(0, 256) ?? null,
      ip: ctx.client.ip,
    });
    await insertRefreshToken(tx, sessionId, refresh.hash, now);
  });
  setRefreshCookie(ctx, refresh.token);
  return issueAccessToken(ctx, user, sessionId);
}

type RotateOutcome =
  | { kind: 'rotated'; user: UserEntity; sessionId: string; token: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'lifetime-over'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Swaps the refresh cookie for a new one and a fresh access token. A token used twice means
 * someone else holds a copy: the whole session (every token of the family) is revoked.
 */
export async function refreshSession(ctx: RequestContext): Promise<SignedInSession> {
  const presented = refreshCookieOf(ctx);
  if (!presented) throw unauthenticated('Please sign in.', { reason: 'signInRequired' });
  const now = ctx.services.clock();

  const outcome = await ctx.db.transaction(async (tx): Promise<RotateOutcome> => {
    const token = await tx
      .getRepository(RefreshTokenEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.token_hash = :hash', { hash: hashSecretToken(presented) })
      .getOne();
    if (!token) return { kind: 'invalid' };
    if (token.usedAt) return { kind: 'reused', sessionId: token.sessionId };
    if (token.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };

    const session = await tx.findOne(UserSessionEntity, { where: { id: token.sessionId }, relations: { user: true } });
    if (!session?.user || session.revokedAt || session.user.disabledAt) return { kind: 'invalid' };
    if (now.getTime() - session.startedAt.getTime() >= SESSION_LIFETIME_MS)
      return { kind: 'lifetime-over', sessionId: session.id };

    await tx.update(RefreshTokenEntity, { id: token.id }, { usedAt: now });
    const next = newSecretToken();
    await insertRefreshToken(tx, session.id, next.hash, now);
    return { kind: 'rotated', user: session.user, sessionId: session.id, token: next.token };
  });

  if (outcome.kind === 'reused') {
    await revokeSession(ctx, outcome.sessionId, 'refresh-token-reuse');
    ctx.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
  }
  if (outcome.kind === 'lifetime-over') await revokeSession(ctx, outcome.sessionId, 'lifetime-over');
  if (outcome.kind !== 'rotated') {
    clearRefreshCookie(ctx);
    throw unauthenticated('Your session has ended. Please sign in again.', { reason: 'sessionEnded' });
  }
  setRefreshCookie(ctx, outcome.token);
  return issueAccessToken(ctx, outcome.user, outcome.sessionId);
}

/** Ends the session behind the refresh cookie and the one behind the access token, if any. */
export async function signOut(ctx: RequestContext): Promise<boolean> {
  const sessionIds = new Set<string>();
  const presented = refreshCookieOf(ctx);
  if (presented) {
    const token = await ctx.db.manager.findOne(RefreshTokenEntity, {
      where: { tokenHash: hashSecretToken(presented) },
    });
    if (token) sessionIds.add(token.sessionId);
  }
  const user = await ctx.auth.user();
  if (user) sessionIds.add(user.sessionId);
  for (const id of sessionIds) await revokeSession(ctx, id, 'sign-out');
  clearRefreshCookie(ctx);
  return true;
}

export async function revokeSession(
  ctx: Pick<RequestContext, 'db' | 'services'>,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  await ctx.db.query(
    `UPDATE user_session SET revoked_at = $2, revoked_reason = $3, updated_at = now() WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, ctx.services.clock(), reason],
  );
}

/** Every open session of a user, e.g. after a password reset. `exceptSessionId` keeps the caller's own. */
export async function revokeAllSessions(
  tx: EntityManager,
  userId: string,
  reason: RevokeReason,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await tx.query(
    `UPDATE user_session SET revoked_at = $2, revoked_reason = $3, updated_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [userId, now, reason, exceptSessionId ?? null],
  );
}

function issueAccessToken(ctx: RequestContext, user: UserEntity, sessionId: string): SignedInSession {
  const { token, expiresAt } = signAccessToken(
    { userId: user.id, role: user.role, sessionId, vendorId: user.vendorId },
    ctx.services.settings.jwtSecret,
    ctx.services.clock(),
  );
  return { accessToken: token, accessTokenExpiresAt: expiresAt, user };
}

async function insertRefreshToken(tx: EntityManager, sessionId: string, hash: string, now: Date): Promise<void> {
  await tx.insert(RefreshTokenEntity, {
    id: randomUUID(),
    sessionId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    usedAt: null,
  });
}
