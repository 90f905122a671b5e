import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon } from './icons';
import './page-header.css';

/** Sets the browser tab's title to the page's own, followed by the product name. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** A link back up, e.g. from one emergency group to all of them. */
  back?: { to: string; label: string };
}

export function PageHeader({ title, subtitle, back }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="page-header">
      {back && (
        <Link className="page-header__back" to={back.to}>
          <BackIcon size={20} />
          <span>{back.label}</span>
        </Link>
      )}
      <h1 className="page-header__title">{title}</h1>
      {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
    </header>
  );
}
