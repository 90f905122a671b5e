import type { RequestContext } from '../../shared/context';

export const REFRESH_COOKIE = 'haat_refresh';
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** httpOnly so page scripts never see it; SameSite=Strict and scoped to /graphql. */
export function setRefreshCookie(ctx: RequestContext, token: string): void {
  ctx.http?.res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.services.settings.cookieSecure,
    path: '/graphql',
    maxAge: REFRESH_TOKEN_TTL_MS,
  });
}

export function clearRefreshCookie(ctx: RequestContext): void {
  ctx.http?.res.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.services.settings.cookieSecure,
    path: '/graphql',
  });
}

export function refreshCookieOf(ctx: RequestContext): string | undefined {
  const value = (ctx.http?.req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
}
