import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ServiceProvidersDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { formatRupees } from '../../../shared/format/money';
import { HelpRequestForm } from '../../../shared/help-request/help-request-form';
import '../../../shared/i18n/bookings';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { CallButton } from '../../../shared/ui/call-button';
import { MapPinIcon, SearchIcon } from '../../../shared/ui/icons';
import { Chip, ListingCard, ListingFact, ListingList } from '../../../shared/ui/listing-card';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { NotFoundPage } from '../../../shared/ui/not-found';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { servicePaths } from '../paths';
import { serviceTypeName } from '../../../shared/i18n/service-type-names';
import './services.css';
import '../../../shared/i18n/sections';

export function ServiceTypePage() {
  const { t } = useTranslation();
  const { optional } = useInLanguage();
  const place = usePlaceName();
  const type = useParams().type ?? '';
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim().slice(0, 100) || undefined;
  const { data, loading, error, refetch, fetchMore } = useQuery(ServiceProvidersDocument, {
    variables: { type, search, first: 20 },
  });
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          serviceProviders: appendPage(previous.serviceProviders, fetchMoreResult.serviceProviders),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);
  const requestRef = useRef<HTMLHeadingElement>(null);
  const back = { to: servicePaths.services, label: t('services.back') };
  const title = serviceTypeName(t, type);

  if (loading && !data) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <div className="services-status">
          <Spinner />
        </div>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
      </>
    );
  }
  if (!data?.serviceType) {
    return <NotFoundPage title={t('services.title')} message={t('services.notFound', { type })} back={back} />;
  }

  const providers = data.serviceProviders;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('services.providerCount', { count: data.serviceType.providerCount })}
        back={back}
      />
      <button
        type="button"
        className="service-request__jump"
        onClick={() => {
          requestRef.current?.scrollIntoView?.({ block: 'start' });
          requestRef.current?.focus();
        }}
      >
        {t('bookings.serviceRequest.jump')} <span aria-hidden="true">↓</span>
      </button>
      <ProviderSearch value={search} onSearch={(q) => setParams(q ? { q } : {}, { replace: true })} />
      {providers.nodes.length === 0 ? (
        <EmptyPanel>{t('services.noMatch', { search: search ?? '' })}</EmptyPanel>
      ) : (
        <ListingList>
          {providers.nodes.map((provider) => (
            <li key={provider.id}>
              <ListingCard
                title={provider.name}
                titleBn={provider.nameBn}
                badge={
                  provider.visitChargePaise != null ? (
                    <Chip tone="green">
                      {t('services.visitCharge', { charge: formatRupees(provider.visitChargePaise) })}
                    </Chip>
                  ) : undefined
                }
                actions={<CallButton phone={provider.phone} name={provider.name} />}
              >
                {optional({ en: provider.description, bn: provider.descriptionBn, hi: provider.descriptionHi }) && (
                  <p className="service-provider__description">
                    {optional({ en: provider.description, bn: provider.descriptionBn, hi: provider.descriptionHi })}
                  </p>
                )}
                <ListingFact icon={<MapPinIcon size={18} />}>{place(provider.village)}</ListingFact>
              </ListingCard>
            </li>
          ))}
        </ListingList>
      )}
      {providers.pageInfo.hasNextPage && providers.pageInfo.endCursor && (
        <LoadMoreButton loading={loadingMore} onClick={() => loadMore(providers.pageInfo.endCursor!)} />
      )}
      <section className="service-request" aria-labelledby="service-request-title">
        <h2 className="service-request__title" id="service-request-title" ref={requestRef} tabIndex={-1}>
          {t('bookings.serviceRequest.title')}
        </h2>
        <p className="service-request__intro">{t('bookings.serviceRequest.intro')}</p>
        <HelpRequestForm kind="SERVICE" serviceType={data.serviceType.slug} />
      </section>
    </>
  );
}

function ProviderSearch({ value, onSearch }: { value?: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [words, setWords] = useState(value ?? '');
  useEffect(() => setWords(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return (
    <form className="service-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="service-search__label">
        {t('services.searchLabel')}
      </label>
      <div className="service-search__row">
        <input
          id={id}
          type="search"
          value={words}
          maxLength={100}
          enterKeyHint="search"
          placeholder={t('services.searchPlaceholder')}
          onChange={(e) => setWords(e.target.value)}
        />
        <button type="submit" className="button button--primary" aria-label={t('services.searchSubmit')}>
          <SearchIcon size={20} />
        </button>
      </div>
    </form>
  );
}
