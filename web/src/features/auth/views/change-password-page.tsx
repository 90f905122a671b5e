import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordDocument } from '../../../generated/graphql';
import '../../../shared/i18n/staff';
import { sessionState, signOut, type SessionUser } from '../../../shared/session';
import { CheckIcon } from '../../../shared/ui/form-icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import './auth.css';

export interface ChangePasswordPageProps {
  user: SessionUser;
  /** The person's desk, where they go once the password is theirs. */
  destination: string;
}

/**
 * /account/password: a signed-in person changes their own password. When an admin set it
 * (mustChangePassword), this is the only page they can use: they choose their own, then go to
 * their desk. Their other phones and computers are signed out either way.
 */
export function ChangePasswordPage({ user, destination }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [change] = useMutation(ChangePasswordDocument);
  const [forced] = useState(user.mustChangePassword);
  const [done, setDone] = useState(false);

  return (
    <div className="auth-page">
      <PageHeader
        title={forced ? t('auth.change.forcedTitle') : t('auth.change.title')}
        subtitle={done ? undefined : forced ? t('auth.change.forcedIntro') : t('auth.change.intro')}
      />
      <div className="auth-card">
        {done ? (
          <div className="auth-done" role="status">
            <CheckIcon size={40} />
            <h2 className="auth-done__title">{t('auth.change.doneTitle')}</h2>
            <p className="auth-done__text">{t('auth.change.doneText')}</p>
            <Link className="button button--primary button--block" to={destination}>
              {t('auth.change.toDesk')}
            </Link>
          </div>
        ) : (
          <ChangePasswordForm
            forced={forced}
            onSubmit={async (input) => {
              await change({ variables: { input } });
              sessionState.passwordChanged();
              if (forced) await navigate(destination, { replace: true });
              else setDone(true);
            }}
          />
        )}
      </div>
      {forced && !done && (
        <div className="auth-links auth-links--below">
          <p className="auth-note">{t('auth.change.forcedNote')}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              void Promise.resolve(navigate('/')).finally(() => void signOut());
            }}
          >
            {t('session.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
