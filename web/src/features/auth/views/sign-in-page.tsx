import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { getSessionManager, signIn, type SignInKind } from '../../../shared/session/session-manager';
import { useSession, type SessionUser } from '../../../shared/session/session-state';
import '../../../shared/i18n/staff';
import { PageHeader } from '../../../shared/ui/page-header';
import { isSitePath } from '../../../shared/ui/site-path';
import { SignInForm, type SignInValues } from '../components/sign-in-form';
import { authPaths } from '../paths';
import './auth.css';

const titleKeys = { admin: 'auth.login', vendor: 'vendor.login', delivery: 'delivery.login' } as const;
const roleOf = { admin: 'ADMIN', vendor: 'VENDOR', delivery: 'DELIVERY' } as const;

export interface SignInPageProps {
  kind: SignInKind;
  /** Where a signed-in user belongs. */
  destinationFor: (user: SessionUser) => string;
  /** The other kinds of sign-in, linked under the form. */
  otherSignIns?: Array<{ to: string; label: string }>;
  /** Shown in place of a page that needs a sign-in, which then shows itself: no navigation. */
  inPlace?: boolean;
}

function fromOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isSitePath(from) ? from : null;
}

export function SignInPage({ kind, destinationFor, otherSignIns = [], inPlace = false }: SignInPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, user } = useSession();

  useEffect(() => {
    void getSessionManager().start();
  }, []);

  if (!inPlace && status === 'signed-in' && user) {
    const from = fromOf(location.state);
    return <Navigate to={from && user.role === roleOf[kind] ? from : destinationFor(user)} replace />;
  }

  const submit = async (values: SignInValues) => {
    if (kind === 'admin' && 'email' in values) await signIn('admin', values);
    else if (kind !== 'admin' && 'phone' in values) await signIn(kind, values);
  };

  return (
    <div className="auth-page">
      <PageHeader title={t(titleKeys[kind])} subtitle={t(`auth.intro.${kind}`)} />
      <div className="auth-card">
        <SignInForm kind={kind} onSubmit={submit}>
          <div className="auth-links">
            {kind === 'admin' ? (
              <Link className="auth-link" to={authPaths.forgetPassword}>
                {t('auth.forgotLink')}
              </Link>
            ) : (
              <p className="auth-note">{t('auth.staffForgot')}</p>
            )}
          </div>
        </SignInForm>
      </div>
      {otherSignIns.length > 0 && (
        <nav className="auth-others" aria-label={t('auth.otherSignIns')}>
          <h2 className="auth-others__title">{t('auth.otherSignIns')}</h2>
          <ul>
            {otherSignIns.map((link) => (
              <li key={link.to}>
                <Link className="auth-link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
