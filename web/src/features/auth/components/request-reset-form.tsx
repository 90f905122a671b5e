import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIdentityError } from '../../../shared/session/identity-errors';
import { FormBanner, SubmitButton, TextField } from '../../../shared/ui/form';
import { checkEmail } from '../validation';

export interface RequestResetFormProps {
  onSubmit: (email: string) => Promise<unknown>;
  children?: ReactNode;
}

/** Asks for the admin's email address; the answer is the same whether or not it has an account. */
export function RequestResetForm({ onSubmit, children }: RequestResetFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email);
    setBanner(null);
    setError(problem && t(problem));
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(email.trim());
    } catch (caught) {
      const described = describeIdentityError(caught, t);
      if (described.code === 'BAD_USER_INPUT' && described.field === 'email') {
        setError(described.message);
        emailRef.current?.focus();
      } else {
        setBanner(described.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {banner && <FormBanner>{banner}</FormBanner>}
      <TextField
        ref={emailRef}
        label={t('auth.fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <SubmitButton busy={busy} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
      {children}
    </form>
  );
}
