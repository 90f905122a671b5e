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
import { useNameInLanguage, useNamesInOrder } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';

interface Names {
  name: string;
  nameBn?: string | null;
  nameHi?: string | null;
}

/** A stand's name as the reader needs it (read in English, its Bengali name under it). */
function StandNames({ id, name, nameBn, nameHi }: Names & { id: string }) {
  const [first, second] = useNamesInOrder(name, nameBn, nameHi);
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

/** A driver's name as the reader needs it (read in English, its Bengali spelling under it). */
function DriverNames({ name, nameBn, nameHi }: Names) {
  const [first, second] = useNamesInOrder(name, nameBn, nameHi);
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
  const { optional } = useInLanguage();
  const nameOf = useNameInLanguage();
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
          {stands.nodes.map((stand) => {
            const landmark = optional({ en: stand.landmark, bn: stand.landmarkBn, hi: stand.landmarkHi });
            return (
              <section key={stand.id} className="toto-stand" aria-labelledby={`stand-${stand.id}`}>
                <header className="toto-stand__head">
                  <StandNames id={`stand-${stand.id}`} name={stand.name} nameBn={stand.nameBn} nameHi={stand.nameHi} />
                  {landmark && (
                    <p className="toto-stand__landmark">
                      <MapPinIcon size={18} />
                      <span>{landmark}</span>
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
                          <DriverNames name={driver.name} nameBn={driver.nameBn} nameHi={driver.nameHi} />
                          <p className="toto-driver__vehicle">
                            {t('transport.totoPage.vehicle', { number: driver.vehicleNumber })}
                          </p>
                          {!driver.available && <Chip tone="muted">{t('transport.totoPage.offRoad')}</Chip>}
                        </div>
                        {driver.available && (
                          <CallButton
                            phone={driver.phone}
                            name={nameOf(driver.name, driver.nameBn, driver.nameHi)}
                            compact
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        {stands.pageInfo.hasNextPage && stands.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(stands.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('transport.toto')}
        subtitle={t('transport.totoPage.intro')}
        back={{ to: transportPaths.transport, label: t('transport.back') }}
      />
      {body}
    </>
  );
}
