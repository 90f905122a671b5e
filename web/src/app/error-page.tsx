import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../shared/ui/page-header';
import './error-page.css';

/** A short line about what failed: the HTTP status, or the error's message; never a stack. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const title = t('app.error.title');
  usePageTitle(title);
  const detail = describeRouteError(error);
  return (
    <section className="error-page" role="alert">
      <h1 className="error-page__title">{title}</h1>
      {detail && <p className="error-page__detail">{detail}</p>}
      <p className="error-page__help">{t('app.error.help')}</p>
      <div className="error-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </button>
        {/* A full page load, not router navigation: the router itself may be what failed. */}
        <a className="button button--secondary" href="/">
          {t('common.backHome')}
        </a>
      </div>
    </section>
  );
}
