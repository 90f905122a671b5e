import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { SelectField } from '../kit/record-form';
import { WeekdayChecks } from '../kit/weekday-checks';
import type { FieldSpec, FieldValue } from './record-kind';

const INPUT_MODE = { tel: 'tel', number: 'numeric', money: 'decimal', email: 'email', url: 'url' } as const;

/** One field of a kind's form, as its type says: a text box, a tick, a choice, the weekdays. */
export function RecordField<N>({ field, value, error, onChange }: { field: FieldSpec<N>; value: FieldValue; error?: string; onChange: (value: FieldValue) => void }) {
  const { t } = useTranslation();
  switch (field.type) {
    case 'checkbox':
      return (
        <label className="ws-check admin-form__check">
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} />
          {field.label}
          {error && <span className="field__error">{error}</span>}
        </label>
      );
    case 'weekdays':
      return <WeekdayChecks legend={field.label} days={Array.isArray(value) ? value : []} onChange={onChange} />;
    case 'select':
      return (
        <SelectField
          label={field.label}
          value={String(value)}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          options={field.required ? (field.options ?? []) : [{ value: '', label: t('admin.records.none') }, ...(field.options ?? [])]}
        />
      );
    case 'textarea':
      return <TextAreaField label={field.label} hint={field.hint} value={String(value)} maxLength={field.maxLength} onChange={(e) => onChange(e.target.value)} error={error} />;
    default: {
      const money = field.type === 'money';
      return (
        <TextField
          label={money ? t('admin.records.rupees', { label: field.label }) : field.label}
          hint={field.hint}
          type={field.type === 'time' ? 'time' : field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : 'text'}
          inputMode={field.type in INPUT_MODE ? INPUT_MODE[field.type as keyof typeof INPUT_MODE] : undefined}
          lang={field.name.endsWith('Bn') ? 'bn' : undefined}
          autoComplete="off"
          maxLength={field.maxLength}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
    }
  }
}
