import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogProductsDocument, type ProductSection } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import type { CartStore } from '../../../shared/cart';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { CartBar } from '../components/cart-bar';
import { ListLink } from '../components/list-link';
import { ProductCard } from '../components/product-card';
import './shop.css';

/** A phone screen and a bit: enough to scroll, small enough for 2G. */
export const CATALOG_PAGE_SIZE = 20;

/**
 * One catalog (grocery, bazaar, food, the online shop or the pharmacy): its products by name,
 * a search that matches English or Bengali names, and more on request. The search lives in
 * the address (?q=), so the back button and a shared link bring it back.
 */
export function CatalogPage({
  section,
  back,
  cart,
  cartLink,
}: {
  section: ProductSection;
  back?: { to: string; label: string };
  cart?: CartStore;
  /** Where the cart page is; the app knows its route. */
  cartLink?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const title = t(`catalog.sections.${section}.title`);

  const { data, loading, error, refetch, fetchMore } = useQuery(CatalogProductsDocument, {
    variables: { section, search: search || null, first: CATALOG_PAGE_SIZE },
  });
  const products = data?.products;

  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (shown, { fetchMoreResult }) => ({
          ...shown,
          products: appendPage(shown.products, fetchMoreResult.products),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  let body;
  if (loading && !products) {
    body = (
      <div className="catalog-status">
        <Spinner />
      </div>
    );
  } else if (error && !products) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!products || products.nodes.length === 0) {
    body = search ? (
      <EmptyPanel>
        {t('catalog.search.noMatch', { search })}{' '}
        <button type="button" className="catalog-link-button" onClick={() => setSearch('')}>
          {t('catalog.search.showAll')}
        </button>
      </EmptyPanel>
    ) : (
      <EmptyPanel>{t('catalog.empty')}</EmptyPanel>
    );
  } else {
    const { endCursor, hasNextPage } = products.pageInfo;
    body = (
      <>
        <ul className="product-list" aria-label={t('catalog.listLabel')}>
          {products.nodes.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} cart={cart} />
            </li>
          ))}
        </ul>
        {hasNextPage && endCursor && <LoadMoreButton loading={loadingMore} onClick={() => loadMore(endCursor)} />}
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} subtitle={t(`catalog.sections.${section}.intro`)} back={back} />
      <div className="catalog-controls">
        <SearchBox
          label={t('catalog.search.label', { catalog: title })}
          placeholder={t(`catalog.sections.${section}.searchPlaceholder`)}
          value={search}
          onSearch={setSearch}
        />
      </div>
      <ListLink section={section} />
      {body}
      {cartLink && <CartBar to={cartLink} cart={cart} />}
    </>
  );
}
