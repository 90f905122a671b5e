import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CarsDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { formatRupees } from '../../../shared/format/money';
import { CallButton } from '../../../shared/ui/call-button';
import { MapPinIcon } from '../../../shared/ui/icons';
import { Chip, ListingCard, ListingFact, ListingList } from '../../../shared/ui/listing-card';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { namesInOrder } from '../../../shared/i18n/names-in-order';
import { CarIcon } from '../components/transport-icons';
import { transportPaths } from '../paths';
import './transport.css';
import '../../../shared/i18n/sections';

export function CarPage() {
  const { t, i18n } = useTranslation();
  const place = usePlaceName();
  const { data, loading, error, refetch, fetchMore } = useQuery(CarsDocument, { variables: { first: 20 } });
  const cars = data?.cars;
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          cars: appendPage(previous.cars, fetchMoreResult.cars),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  let body;
  if (loading && !cars) {
    body = (
      <div className="transport-status">
        <Spinner />
      </div>
    );
  } else if (error && !cars) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!cars || cars.nodes.length === 0) {
    body = <EmptyPanel>{t('transport.carPage.empty')}</EmptyPanel>;
  } else {
    body = (
      <>
        <ListingList>
          {cars.nodes.map((car) => {
            const [driver, driverBn] = namesInOrder(i18n.language, car.driverName, car.driverNameBn, car.driverNameHi);
            return (
              <li key={car.id}>
                <ListingCard
                  title={car.model}
                  titleBn={car.modelBn}
                  titleHi={car.modelHi}
                  badge={
                    <Chip tone="green">{t('transport.carPage.rate', { rate: formatRupees(car.ratePaisePerKm) })}</Chip>
                  }
                  actions={<CallButton phone={car.phone} name={driver.text} />}
                >
                  <ul className="chips">
                    <li>
                      <Chip>{t('transport.carPage.seats', { count: car.seats })}</Chip>
                    </li>
                    <li>
                      <Chip tone={car.ac ? 'green' : 'muted'}>
                        {car.ac ? t('transport.carPage.ac') : t('transport.carPage.nonAc')}
                      </Chip>
                    </li>
                  </ul>
                  <ListingFact icon={<CarIcon size={18} />}>
                    <span lang={driver.lang}>{driver.text}</span>
                    {driverBn && (
                      <span lang="bn" className="transport-bn">
                        {' · '}
                        {driverBn.text}
                      </span>
                    )}
                    {' · '}
                    {car.vehicleNumber}
                  </ListingFact>
                  <ListingFact icon={<MapPinIcon size={18} />}>{place(car.village)}</ListingFact>
                </ListingCard>
              </li>
            );
          })}
        </ListingList>
        {cars.pageInfo.hasNextPage && cars.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(cars.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('transport.car')}
        subtitle={t('transport.carPage.intro')}
        back={{ to: transportPaths.transport, label: t('transport.back') }}
      />
      {body}
    </>
  );
}
