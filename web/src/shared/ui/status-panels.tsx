import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, ClockIcon } from './icons';
import { PageHeader } from './page-header';
import './status-panels.css';

/** Something could not be fetched: say so kindly and offer to try again. */
export function RetryPanel({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="status-panel status-panel--error" role="alert">
      <AlertIcon size={36} />
      <h2 className="status-panel__title">{t('common.error.title')}</h2>
      <p className="status-panel__text">{message ?? t('common.error.text')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A list came back empty. */
export function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <div className="status-panel">
      <p className="status-panel__text">{children}</p>
    </div>
  );
}

/** What a page that is not built yet shows under its title. */
export function ComingSoonPanel() {
  const { t } = useTranslation();
  return (
    <div className="status-panel status-panel--soon">
      <ClockIcon size={40} />
      <h2 className="status-panel__title">{t('common.comingSoon.title')}</h2>
      <p className="status-panel__text">{t('common.comingSoon.text')}</p>
      <Link className="button button--primary" to="/">
        {t('common.backHome')}
      </Link>
    </div>
  );
}

/** A page that is not built yet: its own title and the coming-soon panel. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoonPanel />
    </>
  );
}
