import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/staff';
import { EyeIcon, EyeOffIcon } from './form-icons';
import { AlertIcon } from './icons';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export interface TextFieldProps extends InputProps {
  label: string;
  /** A line under the label saying what to type. */
  hint?: string;
  /** The problem with what was typed, shown beside the field. */
  error?: string;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** A labelled input, tall enough for a thumb, with its hint and its error tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, ...input }, ref) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...input}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  hint?: string;
  error?: string;
}

/** TextField for a few lines of text, such as an address. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, hint, error, ...textarea }, ref) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <textarea
        ref={ref}
        id={id}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...textarea}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
});

/** A password input with a button to show what was typed: on a small keyboard, typos are common. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { label, hint, error, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="field__password">
        <input
          ref={ref}
          id={id}
          className="field__input"
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('common.form.hidePasswordLabel') : t('common.form.showPasswordLabel')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          <span aria-hidden="true">{visible ? t('common.form.hidePassword') : t('common.form.showPassword')}</span>
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
});

/** A problem that belongs to no one field: wrong details, too many tries, no connection. */
export function FormBanner({ children }: { children: ReactNode }) {
  return (
    <div className="form-banner" role="alert">
      <AlertIcon size={22} />
      <div className="form-banner__text">{children}</div>
    </div>
  );
}

/** The form's one main button; it says what is happening and cannot be pressed twice. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy}>
      {busy && <span className="button__busy" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
