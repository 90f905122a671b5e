import type { DataSource } from 'typeorm';
import type { UserRole } from '../../modules/identity/user-role';
import { forbidden, passwordChangeRequired, unauthenticated } from '../errors';
import { verifyAccessToken } from './access-token';

export interface AuthUser {
  id: string;
  role: UserRole;
  sessionId: string;
  /** The shop a vendor runs; null for other roles. */
  vendorId: string | null;
  /** When the access token this request came with runs out: a live feed ends then. */
  tokenExpiresAt: Date;
  /** An admin set the password: only changing it, reading who one is and signing out work until then. */
  mustChangePassword: boolean;
}

export interface RequireOptions {
  /** Let an account whose password an admin set through: changing it, reading who one is. */
  evenBeforePasswordChange?: boolean;
}

/**
 * Who is asking, worked out once per request and only when an operation needs to know:
 * a valid signature is not enough, the session must still be open and the account enabled,
 * so signing out or disabling an account ends its access tokens at once.
 */
export class RequestAuth {
  private resolved?: Promise<AuthUser | null>;

  constructor(
    private readonly db: DataSource,
    private readonly bearerToken: string | undefined,
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  /** True when the request carried a token at all, valid or not. */
  get presentedToken(): boolean {
    return Boolean(this.bearerToken);
  }

  user(): Promise<AuthUser | null> {
    this.resolved ??= this.resolve();
    return this.resolved;
  }

  /** The signed-in user in one of `roles` (any role when empty), or UNAUTHENTICATED / FORBIDDEN. */
  async require(roles: readonly UserRole[] = [], options: RequireOptions = {}): Promise<AuthUser> {
    const user = await this.user();
    if (!user) {
      throw unauthenticated(
        this.presentedToken ? 'Your session has ended. Please sign in again.' : 'Please sign in to do this.',
        { reason: this.presentedToken ? 'sessionEnded' : 'signInRequired' },
      );
    }
    if (user.mustChangePassword && !options.evenBeforePasswordChange) throw passwordChangeRequired();
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    return user;
  }

  private async resolve(): Promise<AuthUser | null> {
    if (!this.bearerToken) return null;
    const claims = verifyAccessToken(this.bearerToken, this.secret, this.now());
    if (!claims) return null;
    const rows: Array<{ role: UserRole; vendor_id: string | null; must_change_password: boolean }> =
      await this.db.query(
        `SELECT u.role, u.vendor_id, u.must_change_password
         FROM user_session s JOIN app_user u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND u.disabled_at IS NULL`,
        [claims.sessionId, claims.userId],
      );
    if (rows.length === 0) return null;
    return {
      id: claims.userId,
      role: rows[0].role,
      sessionId: claims.sessionId,
      vendorId: rows[0].vendor_id,
      tokenExpiresAt: claims.expiresAt,
      mustChangePassword: rows[0].must_change_password,
    };
  }
}

/** "Bearer abc" → "abc"; anything else → undefined. */
export function bearerTokenFrom(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
