import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { authPaths } from '../features/auth/paths';
import type { UserRole } from '../generated/graphql';
import '../shared/i18n/staff';
import { retrySession, signOut, startSession, useSession, type SessionUser } from '../shared/session';
import { AlertIcon } from '../shared/ui/icons';
import { Spinner } from '../shared/ui/spinner';
import { homeOf } from './account-areas';
import './session-gates.css';

export interface RequireRoleProps {
  /** Whose page it is; anyone signed in when left out. */
  role?: UserRole;
  /** The change-password page itself: shown even while the password must be changed. */
  evenBeforePasswordChange?: boolean;
  /** What a signed-out visitor gets: a sign-in form in place, or a redirect to one. */
  whenSignedOut: ReactNode;
  children: (user: SessionUser) => ReactNode;
}

/** Shows its page to a signed-in user of `role`, and something sensible to everyone else. */
export function RequireRole({ role, evenBeforePasswordChange = false, whenSignedOut, children }: RequireRoleProps) {
  const { t } = useTranslation();
  const { status, user, problem } = useSession();

  useEffect(() => {
    void startSession();
  }, []);

  if (status === 'signed-in' && user) {
    // An admin set this password: nothing works until its owner has chosen their own.
    if (user.mustChangePassword && !evenBeforePasswordChange) return <Navigate to={authPaths.changePassword} replace />;
    return role === undefined || user.role === role ? <>{children(user)}</> : <WrongAccount user={user} />;
  }
  if (status === 'signed-out') return <>{whenSignedOut}</>;
  if (problem === 'offline') {
    return (
      <div className="session-gate session-gate--problem" role="alert">
        <AlertIcon size={36} />
        <h1 className="session-gate__title">{t('session.offline.title')}</h1>
        <p className="session-gate__text">{t('session.offline.text')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void retrySession().catch(() => undefined)}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="session-gate">
      <Spinner />
      <p className="session-gate__text">{t('session.checking')}</p>
    </div>
  );
}

function WrongAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="session-gate session-gate--problem">
      <AlertIcon size={36} />
      <h1 className="session-gate__title">{t('session.wrongAccount.title')}</h1>
      <p className="session-gate__text">
        {t('session.wrongAccount.text', { name: user.name, role: t(`session.roles.${user.role}`) })}
      </p>
      <div className="session-gate__actions">
        <Link className="button button--primary" to={homeOf(user)}>
          {t('session.wrongAccount.goToMine')}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void signOut();
            void navigate('/');
          }}
        >
          {t('session.signOut')}
        </button>
      </div>
    </div>
  );
}
