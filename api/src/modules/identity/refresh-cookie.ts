import { parse, serialize, type SerializeOptions } from 'cookie';
import type { RequestContext } from '../../shared/context';

export const REFRESH_COOKIE = 'haat_refresh';
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** httpOnly so page scripts never see it; SameSite=Strict and scoped to /graphql. */
function cookieOptions(ctx: RequestContext): SerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: ctx.services.settings.cookieSecure, path: '/graphql' };
}

export function setRefreshCookie(ctx: RequestContext, token: string): void {
  const expires = new Date(ctx.services.clock().getTime() + REFRESH_TOKEN_TTL_MS);
  ctx.http?.res.appendHeader(
    'set-cookie',
    serialize(REFRESH_COOKIE, token, { ...cookieOptions(ctx), maxAge: REFRESH_TOKEN_TTL_MS / 1000, expires }),
  );
}

export function clearRefreshCookie(ctx: RequestContext): void {
  ctx.http?.res.appendHeader(
    'set-cookie',
    serialize(REFRESH_COOKIE, '', { ...cookieOptions(ctx), expires: new Date(0) }),
  );
}

export function refreshCookieOf(ctx: RequestContext): string | undefined {
  const header = ctx.http?.req.headers.cookie;
  const value = header ? parse(header)[REFRESH_COOKIE] : undefined;
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
}
