import { useTranslation } from 'react-i18next';
import './spinner.css';

/** Six coloured pulsing dots; screen readers hear "Loading...". */
export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `spinner ${className}` : 'spinner'} role="status" aria-live="polite">
      {[0, 1, 2, 3, 4, 5].map((dot) => (
        <span key={dot} className="spinner__dot" aria-hidden="true" />
      ))}
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** The spinner centred in the page area, while a page's code or data arrives. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  );
}
