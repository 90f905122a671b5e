import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BusTimetableDocument } from '../../../generated/graphql';
import { NotFoundPage } from '../../../shared/ui/not-found';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { ArrowRightIcon } from '../components/transport-icons';
import { TripCard } from '../components/trip-card';
import { transportLinks, transportPaths } from '../paths';
import './transport.css';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useInLanguage } from '../../../shared/i18n/record-text';
import '../../../shared/i18n/sections';

export function BusTimetablePage() {
  const { t } = useTranslation();
  const direction = useParams().direction ?? '';
  const { data, loading, error, refetch } = useQuery(BusTimetableDocument, { variables: { direction } });
  const back = { to: transportPaths.bus, label: t('transport.timetable.allRoutes') };
  const { pick, optional } = useInLanguage();
  const place = usePlaceName();

  if (loading && !data) {
    return (
      <>
        <PageHeader title={t('transport.busByDirection')} back={back} />
        <div className="transport-status">
          <Spinner />
        </div>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeader title={t('transport.busByDirection')} back={back} />
        <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
      </>
    );
  }
  const timetable = data?.busTimetable;
  if (!timetable) {
    return (
      <NotFoundPage
        title={t('transport.busByDirection')}
        message={t('transport.timetable.notFound', { direction })}
        back={back}
      />
    );
  }

  // Places without the reader's form written are said from the catalog.
  const from = pick({ en: place(timetable.fromPlace), bn: timetable.fromPlaceBn });
  const to = pick({ en: place(timetable.toPlace), bn: timetable.toPlaceBn });
  const via = optional({ en: timetable.route.via && place(timetable.route.via), bn: timetable.route.viaBn });
  const title = t('transport.busPage.direction', { from, to });
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            {via && <span className="timetable-via">{t('transport.busPage.via', { via })} · </span>}
            {t('transport.timetable.count', { count: timetable.trips.length })}
          </>
        }
        back={back}
      />
      {timetable.trips.length === 0 ? (
        <EmptyPanel>{t('transport.timetable.empty')}</EmptyPanel>
      ) : (
        <ul className="trips">
          {timetable.trips.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <Link
        className="bus-direction-link bus-direction-link--back"
        to={transportLinks.busByDirection(timetable.returnSlug)}
      >
        <span>{t('transport.timetable.wayBack', { from: to, to: from })}</span>
        <ArrowRightIcon size={20} />
      </Link>
    </>
  );
}
