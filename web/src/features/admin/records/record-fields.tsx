import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { SelectField } from '../kit/record-form';
import { WeekdayChecks } from '../kit/weekday-checks';
import type { FieldSpec, FieldValue } from './record-kind';

const INPUT_MODE = { tel: 'tel', number: 'numeric', money: 'decimal', email: 'email', url: 'url' } as const;
const INPUT_TYPE = { time: 'time', datetime: 'datetime-local', tel: 'tel', email: 'email', url: 'url' } as const;

/** One field of a kind's form, as its type says: a text box, a tick, a choice, the weekdays. */
export function RecordField<N>({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec<N>;
  value: FieldValue;
  error?: string;
  onChange: (value: FieldValue) => void;
}) {
  const { t } = useTranslation();
  switch (field.type) {
    case 'checkbox':
      return (
        <label className="ws-check admin-form__check">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
          />
          {field.label}
          {error && <span className="field__error">{error}</span>}
        </label>
      );
    case 'weekdays':
      return (
        <WeekdayChecks
          legend={field.label}
          days={Array.isArray(value) ? (value as number[]) : []}
          error={error}
          onChange={onChange}
        />
      );
    case 'checks':
      return (
        <ChoiceChecks
          field={field}
          ticked={Array.isArray(value) ? (value as string[]) : []}
          error={error}
          onChange={onChange}
        />
      );
    case 'select': {
      const options = field.options ?? [];
      // A required choice not yet made shows as none (not as the first option, which it is not).
      const none = !field.required || !options.some((option) => option.value === value);
      return (
        <SelectField
          label={field.label}
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          options={none ? [{ value: '', label: t('admin.records.none') }, ...options] : options}
        />
      );
    }
    case 'textarea':
    case 'list':
      return (
        <TextAreaField
          label={field.label}
          hint={field.hint ?? (field.type === 'list' ? t('admin.records.listHint') : undefined)}
          value={String(value)}
          rows={field.rows}
          maxLength={field.maxLength}
          lang={field.name.endsWith('Bn') ? 'bn' : field.name.endsWith('Hi') ? 'hi' : undefined}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
    default: {
      const money = field.type === 'money';
      const suggestions = field.suggestions?.length ? `${field.name}-suggestions` : undefined;
      return (
        <>
          <TextField
            label={money ? t('admin.records.rupees', { label: field.label }) : field.label}
            hint={field.hint}
            type={INPUT_TYPE[field.type as keyof typeof INPUT_TYPE] ?? 'text'}
            list={suggestions}
            inputMode={field.type in INPUT_MODE ? INPUT_MODE[field.type as keyof typeof INPUT_MODE] : undefined}
            lang={field.name.endsWith('Bn') ? 'bn' : field.name.endsWith('Hi') ? 'hi' : undefined}
            autoComplete="off"
            maxLength={field.maxLength}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
            error={error}
          />
          {suggestions && (
            <datalist id={suggestions}>
              {field.suggestions!.map((word) => (
                <option key={word} value={word} />
              ))}
            </datalist>
          )}
        </>
      );
    }
  }
}

/** Ticks among a field's options, as one group named by its label. */
function ChoiceChecks<N>({
  field,
  ticked,
  error,
  onChange,
}: {
  field: FieldSpec<N>;
  ticked: string[];
  error?: string;
  onChange: (value: FieldValue) => void;
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...ticked, option] : ticked.filter((v) => v !== option));
  return (
    <fieldset className="admin-form__group admin-form__group--plain" aria-invalid={error ? true : undefined}>
      <legend className="field__label">{field.label}</legend>
      {field.hint && <p className="field__hint">{field.hint}</p>}
      <div className="admin-form__days">
        {(field.options ?? []).map((option) => (
          <label key={option.value} className="ws-check">
            <input
              type="checkbox"
              checked={ticked.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <span className="field__error">{error}</span>}
    </fieldset>
  );
}
