import jwt from 'jsonwebtoken';
import type { UserRole } from '../../modules/identity/user-role';

/** Access tokens live 15 minutes; the web app swaps its refresh cookie for a new one 5 minutes before. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'haat';
const AUDIENCE = 'haat-app';

export interface AccessClaims {
  userId: string;
  role: UserRole;
  sessionId: string;
  vendorId: string | null;
}

export function signAccessToken(claims: AccessClaims, secret: string, now: Date): { token: string; expiresAt: Date } {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = jwt.sign(
    { role: claims.role, sid: claims.sessionId, vid: claims.vendorId, iat: issuedAt, exp: expiresAt },
    secret,
    { algorithm: 'HS256', issuer: ISSUER, audience: AUDIENCE, subject: claims.userId },
  );
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** What a genuine token says, and when it runs out (its `exp`). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: Date;
}

/** The claims of a genuine, unexpired token; null for anything forged, tampered, expired or malformed. */
export function verifyAccessToken(token: string, secret: string, now: Date): VerifiedAccess | null {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (
      typeof payload !== 'object' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return {
      userId: payload.sub,
      role: payload.role as UserRole,
      sessionId: payload.sid,
      vendorId: typeof payload.vid === 'string' ? payload.vid : null,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}
