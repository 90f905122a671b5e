import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '../../../generated/graphql';
import '../../../shared/i18n/staff';
import { CheckIcon } from '../../../shared/ui/form-icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { authPaths } from '../paths';
import './auth.css';

function Done({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-done" role="status">
      <CheckIcon size={40} />
      <h2 className="auth-done__title">{title}</h2>
      {children}
    </div>
  );
}

/** "Send me a link" without a token; with the mailed link's ?token=, "choose a new password". */
export function ForgetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token');
  return token ? <ResetPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const { t } = useTranslation();
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <div className="auth-page">
      <PageHeader title={t('auth.forgetPassword')} subtitle={sentTo ? undefined : t('auth.forgot.intro')} />
      <div className="auth-card">
        {sentTo ? (
          <Done title={t('auth.forgot.sentTitle')}>
            <p className="auth-done__text">{t('auth.forgot.sentText', { email: sentTo })}</p>
            <Link className="button button--secondary button--block" to={authPaths.login}>
              {t('auth.forgot.backToSignIn')}
            </Link>
          </Done>
        ) : (
          <RequestResetForm
            onSubmit={async (email) => {
              await requestReset({ variables: { email } });
              setSentTo(email);
            }}
          >
            <div className="auth-links">
              <Link className="auth-link" to={authPaths.login}>
                {t('auth.forgot.backToSignIn')}
              </Link>
            </div>
          </RequestResetForm>
        )}
      </div>
    </div>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);

  return (
    <div className="auth-page">
      <PageHeader title={t('auth.reset.title')} subtitle={done ? undefined : t('auth.reset.intro')} />
      <div className="auth-card">
        {done ? (
          <Done title={t('auth.reset.doneTitle')}>
            <p className="auth-done__text">{t('auth.reset.doneText')}</p>
            <Link className="button button--primary button--block" to={authPaths.login}>
              {t('auth.reset.signIn')}
            </Link>
          </Done>
        ) : (
          <ResetPasswordForm
            onSubmit={async (password) => {
              await resetPassword({ variables: { input: { token, password } } });
              setDone(true);
            }}
            newLink={<Link to={authPaths.forgetPassword}>{t('auth.reset.newLink')}</Link>}
          />
        )}
      </div>
    </div>
  );
}
