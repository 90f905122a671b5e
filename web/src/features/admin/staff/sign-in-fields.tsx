import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { PasswordField, TextField } from '../../../shared/ui/form';

/** A new sign-in as typed: who, what they sign in with (a mobile number or an email address), a password. */
export interface SignInValues {
  name: string;
  login: string;
  password: string;
}

export type SignInField = keyof SignInValues;

export const emptySignIn: SignInValues = { name: '', login: '', password: '' };

export interface SignInFieldsProps {
  /** Shop owners and delivery people sign in with a mobile number, admins with an email address. */
  login: 'phone' | 'email';
  values: SignInValues;
  onChange: (field: SignInField, value: string) => void;
  errors: Partial<Record<SignInField, string | undefined>>;
  /** The screen's own labels: "Name", "Their mobile number" … */
  words: { name: string; login: string; loginHint?: string; password: string };
}

/**
 * The fields of every sign-in an admin makes (a shop's owner, a delivery person, another admin),
 * so they read and behave the same everywhere: nothing filled in from the admin's own saved
 * details, and the password shown on request.
 */
export function SignInFields({ login, values, onChange, errors, words }: SignInFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={words.name}
        autoComplete="off"
        maxLength={100}
        value={values.name}
        onChange={(e) => onChange('name', e.target.value)}
        error={errors.name}
      />
      {login === 'phone' ? (
        <TextField
          label={words.login}
          hint={words.loginHint}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.login}
          onChange={(e) => onChange('login', e.target.value)}
          error={errors.login}
        />
      ) : (
        <TextField
          label={words.login}
          hint={words.loginHint}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={256}
          value={values.login}
          onChange={(e) => onChange('login', e.target.value)}
          error={errors.login}
        />
      )}
      <PasswordField
        label={words.password}
        hint={t('admin.kit.passwordHint')}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.password}
      />
    </>
  );
}
