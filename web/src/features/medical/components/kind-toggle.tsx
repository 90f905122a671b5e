import { useTranslation } from 'react-i18next';
import type { DoctorChoice } from '../doctor-kind';

const choices: DoctorChoice[] = ['specialist', 'general'];

/** The Specialist / General switch: two big buttons, the chosen one pressed. */
export function KindToggle({ value, onChange }: { value: DoctorChoice; onChange: (choice: DoctorChoice) => void }) {
  const { t } = useTranslation();
  return (
    <div className="kind-toggle" role="group" aria-label={t('medical.doctors.kindLabel')}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="kind-toggle__option"
          aria-pressed={value === choice}
          onClick={() => value !== choice && onChange(choice)}
        >
          {t(`medical.doctors.${choice}`)}
        </button>
      ))}
    </div>
  );
}
