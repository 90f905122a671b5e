import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import { NotFoundPanel } from '../components/not-found-panel';
import { medicalPaths } from '../paths';

/**
 * What a page that finds its doctors from its address (one doctor, or one specialty's) shows
 * until it has them: a spinner, a way to try again after a failure, or "not found" with a way on
 * to all the doctors.
 */
export function DoctorPageFallback({
  title,
  back,
  loading,
  failed,
  notFoundMessage,
  onRetry,
}: {
  /** The page's title while it loads or after a failure; "not found" says so instead. */
  title: string;
  back: { to: string; label: string };
  loading: boolean;
  failed: boolean;
  notFoundMessage: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <div className="medical-status">
          <Spinner />
        </div>
      </>
    );
  }
  if (failed) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <RetryPanel onRetry={onRetry} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('medical.notFound.title')} back={back} />
      <NotFoundPanel message={notFoundMessage}>
        <Link className="button button--secondary" to={medicalPaths.doctor}>
          {t('medical.notFound.allDoctors')}
        </Link>
      </NotFoundPanel>
    </>
  );
}
