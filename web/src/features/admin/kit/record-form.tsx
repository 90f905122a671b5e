import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { readInputProblems, sortProblems } from '../../../shared/apollo/server-words';
import '../../../shared/i18n/admin';
import { FormBanner } from '../../../shared/ui/form';
import { AlertIcon } from '../../../shared/ui/icons';
import { adminProblem } from './admin-problem';

/**
 * The state of an admin form that sends one mutation: each BAD_USER_INPUT the server names put
 * beside its field (the form's fields are the input's paths: 'name', 'hours.closesAt',
 * 'account.password'; `fieldOf` maps any other path the server may name onto one of them), and
 * what belongs to no field, or no answer at all, in the banner above the buttons.
 */
export function useRecordForm<F extends string>(fields: readonly F[], fieldOf?: (path: string) => F | undefined) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const own = useCallback(
    (path: string): F | undefined => ((fields as readonly string[]).includes(path) ? (path as F) : fieldOf?.(path)),
    [fields, fieldOf],
  );

  /** The first field marked wrong gets the focus, so a keyboard or a screen reader starts there. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .admin-form__banner');
      first?.focus?.();
      first?.scrollIntoView?.({ block: 'center' });
    });

  /** A field changed: its message goes, the rest stay until the next try. */
  const clear = useCallback(
    (field: F) => setErrors(({ [field]: _gone, ...rest }) => rest as Partial<Record<F, string>>),
    [],
  );

  /**
   * Sends (`send` rejects with the server's error), unless `local` found problems first. True
   * when it was done.
   */
  async function submit(send: () => Promise<unknown>, local: Partial<Record<F, string>> = {}): Promise<boolean> {
    setBanner(null);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      focusFirstProblem();
      return false;
    }
    setBusy(true);
    try {
      await send();
      setErrors({});
      return true;
    } catch (error) {
      const problems = readInputProblems(error);
      if (problems) {
        const refusal = sortProblems(problems, own);
        setErrors(refusal.fields);
        setBanner(refusal.other ?? (Object.keys(refusal.fields).length > 0 ? null : t('admin.kit.errors.unknown')));
      } else {
        setErrors({});
        const problem = adminProblem(error);
        setBanner(problem.message ?? t(problem.key));
      }
      focusFirstProblem();
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, error: (field: F) => errors[field], clear, banner, busy, submit, formRef };
}

export type RecordFormState = Pick<ReturnType<typeof useRecordForm>, 'banner' | 'busy' | 'formRef'>;

export interface RecordFormProps {
  form: RecordFormState;
  title: string;
  /** A line under the title. */
  intro?: string;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of an admin form: its title, its fields, the banner, and Save / Cancel. */
export function RecordForm({ form, title, intro, submitLabel, onSubmit, onCancel, children }: RecordFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <form
      ref={form.formRef}
      className="ws-panel form admin-form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={form.busy}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!form.busy) onSubmit();
      }}
    >
      <h3 className="ws-panel__title" id={headingId}>
        {title}
      </h3>
      {intro && <p className="ws-panel__text">{intro}</p>}
      {children}
      {form.banner && (
        <div tabIndex={-1} className="admin-form__banner">
          <FormBanner>{form.banner}</FormBanner>
        </div>
      )}
      <div className="ws-actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? t('admin.kit.saving') : submitLabel}
        </button>
        <button type="button" className="button button--quiet" disabled={form.busy} onClick={onCancel}>
          {t('admin.kit.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A group of fields under one heading (the shop, its hours, its sign-in). */
export function FieldGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="admin-form__group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="admin-form__legend">{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled choice among a few, as tall as the text fields. */
export function SelectField({ label, error, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
