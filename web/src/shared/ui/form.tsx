import {
  forwardRef,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
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

/**
 * What every field has around its control: the label, a hint and the error, tied to the control
 * for screen readers. `control` gets the id and the aria attributes to put on itself.
 */
function FieldFrame({
  label,
  hint,
  error,
  control,
}: {
  label: string;
  hint?: string;
  error?: string;
  control: (attributes: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
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
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
      })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** A labelled input, tall enough for a thumb, with its hint and its error tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, ...input },
  ref,
) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(attributes) => <input ref={ref} className="field__input" {...attributes} {...input} />}
    />
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  hint?: string;
  error?: string;
}

/** TextField for a few lines of text, such as an address. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, ...textarea },
  ref,
) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(attributes) => (
        <textarea ref={ref} className="field__input field__input--multiline" {...attributes} {...textarea} />
      )}
    />
  );
});

/** A password input with a button to show what was typed: on a small keyboard, typos are common. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { label, hint, error, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(attributes) => (
        <div className="field__password">
          <input
            ref={ref}
            className="field__input"
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...attributes}
            {...input}
          />
          <button
            type="button"
            className="field__toggle"
            aria-controls={attributes.id}
            aria-pressed={visible}
            aria-label={visible ? t('common.form.hidePasswordLabel') : t('common.form.showPasswordLabel')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            <span aria-hidden="true">{visible ? t('common.form.hidePassword') : t('common.form.showPassword')}</span>
          </button>
        </div>
      )}
    />
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

/**
 * A form's banner (what to say is the form's own) and the way to it: `showBanner` sets it and, once
 * React has drawn it, moves the reader there, as a screen reader's focus and a thumb's view. The
 * element holding the FormBanner takes `bannerRef` and tabIndex={-1}.
 */
export function useFormBanner<B>() {
  const [banner, setBanner] = useState<B | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  function showBanner(next: B) {
    setBanner(next);
    requestAnimationFrame(() => {
      bannerRef.current?.focus();
      bannerRef.current?.scrollIntoView?.({ block: 'center' });
    });
  }
  return { banner, setBanner, showBanner, bannerRef };
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
