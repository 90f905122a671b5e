import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../shared/ui/icons';
import { medicalPaths } from '../paths';

/**
 * What a medical page shows when its address names nothing we have (an unknown type, doctor or
 * specialty): a kind word and a way on, never a crash or an empty page.
 */
export function NotFoundPanel({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="status-panel medical-not-found" role="status">
      <AlertIcon size={36} />
      <p className="status-panel__text">{message}</p>
      {children}
      <Link className="button button--primary" to={medicalPaths.medical}>
        {t('medical.notFound.back')}
      </Link>
    </div>
  );
}
