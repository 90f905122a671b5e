import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIdentityError } from '../../../shared/session/identity-errors';
import { FormBanner, PasswordField, SubmitButton } from '../../../shared/ui/form';
import { checkNewPassword, NEW_PASSWORD_MIN_LENGTH } from '../validation';

export interface ResetPasswordFormProps {
  onSubmit: (password: string) => Promise<unknown>;
  /** Shown with a problem about the link itself (expired, used): where to ask for a new one. */
  newLink: ReactNode;
}

type Errors = { password?: string; confirm?: string };

/** A new password, typed twice, for the account whose mailed link was opened. */
export function ResetPasswordForm({ onSubmit, newLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<{ message: string; aboutLink: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function show(next: Errors) {
    setErrors(next);
    if (next.password) passwordRef.current?.focus();
    else if (next.confirm) confirmRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const tooShort = checkNewPassword(password);
    const next: Errors = {
      password: tooShort && t(tooShort, { min: NEW_PASSWORD_MIN_LENGTH }),
      confirm: !tooShort && confirm !== password ? t('auth.validation.confirmMismatch') : undefined,
    };
    show(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (caught) {
      const described = describeIdentityError(caught, t);
      if (
        described.code === 'BAD_USER_INPUT' &&
        (described.field === 'password' || described.field === 'newPassword')
      ) {
        show({ password: described.message });
      } else {
        setBanner({
          message: described.message,
          aboutLink: described.code === 'BAD_USER_INPUT' && described.field === 'token',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {banner && (
        <FormBanner>
          <p className="form-banner__line">{banner.message}</p>
          {banner.aboutLink && newLink}
        </FormBanner>
      )}
      <PasswordField
        ref={passwordRef}
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.newPasswordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
        name="new-password"
        autoComplete="new-password"
        minLength={NEW_PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        ref={confirmRef}
        label={t('auth.fields.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <SubmitButton busy={busy} label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
    </form>
  );
}
