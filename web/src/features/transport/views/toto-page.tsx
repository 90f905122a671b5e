import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TotoStandsDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { CallButton } from '../../../shared/ui/call-button';
import { MapPinIcon } from '../../../shared/ui/icons';
import { Chip } from '../../../shared/ui/listing-card';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { transportPaths } from '../paths';
import './transport.css';
import '../../../shared/i18n/sections';
import { useNamesInOrder } from '../../../shared/i18n/names-in-order';

/** A stand's name, and its Bengali name, in the reader's order. */
function StandNames({ id, name, nameBn }: { id: string; name: string; nameBn?: string | null }) {
  const [first, second] = useNamesInOrder(name, nameBn);
  return (
    <>
      <h2 className="toto-stand__name" id={id} lang={first.lang}>
        {first.text}
      </h2>
      {second && (
        <p className="toto-stand__name-bn" lang={second.lang}>
          {second.text}
        </p>
      )}
    </>
  );
}

/** A driver's name, and its Bengali spelling, in the reader's order. */
function DriverNames({ name, nameBn }: { name: string; nameBn?: string | null }) {
  const [first, second] = useNamesInOrder(name, nameBn);
  return (
    <>
      <p className="toto-driver__name" lang={first.lang}>
        {first.text}
      </p>
      {second && (
        <p className="toto-driver__name-bn" lang={second.lang}>
          {second.text}
        </p>
      )}
    </>
  );
}

export function TotoPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch, fetchMore } = useQuery(TotoStandsDocument, { variables: { first: 20 } });
  const stands = data?.totoStands;
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          totoStands: appendPage(previous.totoStands, fetchMoreResult.totoStands),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  let body;
  if (loading && !stands) {
    body = (
      <div className="transport-status">
        <Spinner />
      </div>
    );
  } else if (error && !stands) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!stands || stands.nodes.length === 0) {
    body = <EmptyPanel>{t('transport.totoPage.empty')}</EmptyPanel>;
  } else {
    body = (
      <>
        <div className="toto-stands">
          {stands.nodes.map((stand) => (
            <section key={stand.id} className="toto-stand" aria-labelledby={`stand-${stand.id}`}>
              <header className="toto-stand__head">
                <StandNames id={`stand-${stand.id}`} name={stand.name} nameBn={stand.nameBn} />
                {stand.landmark && (
                  <p className="toto-stand__landmark">
                    <MapPinIcon size={18} />
                    <span>{stand.landmark}</span>
                  </p>
                )}
              </header>
              {stand.drivers.length === 0 ? (
                <p className="toto-stand__empty">{t('transport.totoPage.noDrivers')}</p>
              ) : (
                <ul className="toto-drivers">
                  {stand.drivers.map((driver) => (
                    <li key={driver.id} className={driver.available ? 'toto-driver' : 'toto-driver toto-driver--off'}>
                      <div className="toto-driver__who">
                        <DriverNames name={driver.name} nameBn={driver.nameBn} />
                        <p className="toto-driver__vehicle">{t('transport.totoPage.vehicle', { number: driver.vehicleNumber })}</p>
                        {!driver.available && <Chip tone="muted">{t('transport.totoPage.offRoad')}</Chip>}
                      </div>
                      {driver.available && <CallButton phone={driver.phone} name={driver.name} compact />}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        {stands.pageInfo.hasNextPage && stands.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(stands.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('transport.toto')} subtitle={t('transport.totoPage.intro')} back={{ to: transportPaths.transport, label: t('transport.back') }} />
      {body}
    </>
  );
}
