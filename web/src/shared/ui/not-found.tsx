import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from './icons';
import { PageHeader } from './page-header';
import '../i18n/sections';
import './status-panels.css';

/**
 * What a page shows when its address names nothing we have (an unknown type, direction or
 * album): a kind word and a way on, never a crash or an empty page.
 */
export function NotFoundPanel({ message, back }: { message: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <div className="status-panel" role="status">
      <AlertIcon size={36} />
      <h2 className="status-panel__title">{t('listing.notFound.title')}</h2>
      <p className="status-panel__text">{message}</p>
      <Link className="button button--primary" to={back.to}>
        {back.label}
      </Link>
    </div>
  );
}

/** A whole page for an address that names nothing: its section's title over the panel. */
export function NotFoundPage({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <NotFoundPanel message={message} back={back} />
    </>
  );
}
