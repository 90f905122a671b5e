import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A week's days as big checkboxes, Sunday (0, as the API counts) first. */
export function WeekdayChecks({
  legend,
  days,
  error,
  onChange,
}: {
  legend: string;
  days: readonly number[];
  error?: string;
  onChange: (days: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="admin-form__group admin-form__group--plain">
      <legend className="field__label">{legend}</legend>
      <div className="admin-form__days">
        {WEEKDAYS.map((day) => (
          <label key={day} className="ws-check">
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(e) => onChange(e.target.checked ? [...days, day] : days.filter((d) => d !== day))}
            />
            {t(`admin.kit.weekdays.${day}` as 'admin.kit.weekdays.0')}
          </label>
        ))}
      </div>
      {error && <span className="field__error">{error}</span>}
    </fieldset>
  );
}
