import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIdentityError } from '../../../shared/session/identity-errors';
import { FormBanner, PasswordField, SubmitButton } from '../../../shared/ui/form';
import { checkNewPassword, checkPassword, NEW_PASSWORD_MIN_LENGTH } from '../validation';

export interface ChangePasswordFormProps {
  /** Changes the password; a rejection is shown beside its field or in the banner. */
  onSubmit: (values: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  /** An admin set the current one: the new one must differ from it. */
  forced?: boolean;
}

type Errors = { current?: string; password?: string; confirm?: string };

/** The current password (checked and counted like a sign-in by the server), and a new one typed twice. */
export function ChangePasswordForm({ onSubmit, forced = false }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function show(next: Errors) {
    setErrors(next);
    if (next.current) currentRef.current?.focus();
    else if (next.password) passwordRef.current?.focus();
    else if (next.confirm) confirmRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const missing = checkPassword(current);
    const tooShort = checkNewPassword(password);
    const next: Errors = {
      current: missing && t('auth.change.currentRequired'),
      password: tooShort
        ? t(tooShort, { min: NEW_PASSWORD_MIN_LENGTH })
        : forced && password === current
          ? t('auth.change.sameAsGiven')
          : undefined,
      confirm: !tooShort && confirm !== password ? t('auth.validation.confirmMismatch') : undefined,
    };
    show(next);
    if (next.current || next.password || next.confirm) return;
    setBusy(true);
    try {
      await onSubmit({ currentPassword: current, newPassword: password });
    } catch (caught) {
      const described = describeIdentityError(caught, t);
      if (described.code === 'BAD_USER_INPUT' && described.field === 'currentPassword')
        show({ current: described.message });
      else if (described.code === 'BAD_USER_INPUT' && described.field === 'newPassword')
        show({ password: described.message });
      else setBanner(described.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {banner && <FormBanner>{banner}</FormBanner>}
      <PasswordField
        ref={currentRef}
        label={forced ? t('auth.change.givenPassword') : t('auth.change.currentPassword')}
        name="current-password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
      />
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
      <SubmitButton busy={busy} label={t('auth.change.submit')} busyLabel={t('auth.change.submitting')} />
    </form>
  );
}
