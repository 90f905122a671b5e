import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIdentityError } from '../../../shared/session/identity-errors';
import { FormBanner, PasswordField, SubmitButton, TextField } from '../../../shared/ui/form';
import { checkEmail, checkPassword, checkPhone } from '../validation';

export type SignInFormKind = 'admin' | 'vendor' | 'delivery';

export type SignInValues = { email: string; password: string } | { phone: string; password: string };

export interface SignInFormProps {
  kind: SignInFormKind;
  /** Signs in; a rejection is shown beside its field or in the banner. */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /** Links under the button: a forgotten password, other kinds of sign-in. */
  children?: ReactNode;
}

type Errors = { login?: string; password?: string };

/** Admins sign in with an email address, vendors and delivery staff with a mobile number. */
export function SignInForm({ kind, onSubmit, children }: SignInFormProps) {
  const { t } = useTranslation();
  const byEmail = kind === 'admin';
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function focusFirst(next: Errors) {
    if (next.login) loginRef.current?.focus();
    else if (next.password) passwordRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const loginProblem = byEmail ? checkEmail(login) : checkPhone(login);
    const passwordProblem = checkPassword(password);
    const found: Errors = {
      login: loginProblem && t(loginProblem),
      password: passwordProblem && t(passwordProblem),
    };
    setErrors(found);
    setBanner(null);
    if (found.login || found.password) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(byEmail ? { email: login.trim(), password } : { phone: login.trim(), password });
    } catch (error) {
      const problem = describeIdentityError(error, t);
      if (problem.code === 'BAD_USER_INPUT' && (problem.field === 'phone' || problem.field === 'email')) {
        const next = { login: problem.message };
        setErrors(next);
        focusFirst(next);
      } else if (problem.code === 'BAD_USER_INPUT' && problem.field === 'password') {
        const next = { password: problem.message };
        setErrors(next);
        focusFirst(next);
      } else {
        setBanner(problem.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {banner && <FormBanner>{banner}</FormBanner>}
      {byEmail ? (
        <TextField
          ref={loginRef}
          label={t('auth.fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          error={errors.login}
        />
      ) : (
        <TextField
          ref={loginRef}
          label={t('auth.fields.phone')}
          hint={t('auth.fields.phoneHint')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          error={errors.login}
        />
      )}
      <PasswordField
        ref={passwordRef}
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <SubmitButton busy={busy} label={t('auth.submit')} busyLabel={t('auth.submitting')} />
      {children}
    </form>
  );
}
