import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VendorProductsDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { ProductRow, type ProductPanel } from '../components/product-row';
import { ProductCreator, ProductEditor } from './product-editors';
import { StockPanel } from '../../../shared/product-editing/stock-panel';

/** The shop's own products by name, with search; each opens to its editor or its stock. */
export function VendorProducts({ vendorId, flash }: { vendorId: string; flash: (text: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ id: string; panel: ProductPanel } | null>(null);
  const { data, error, refetch, fetchMore } = useQuery(VendorProductsDocument, {
    variables: { vendorId, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
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
  const page = data?.products;

  const finished = (message: string) => {
    setOpen(null);
    setAdding(false);
    flash(message);
  };

  let body;
  if (!page) {
    body = error ? (
      <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  } else if (page.nodes.length === 0) {
    body = <EmptyPanel>{search ? t('vendor.products.noMatch', { search }) : t('vendor.products.empty')}</EmptyPanel>;
  } else {
    body = (
      <>
        <ul className="ws-list" aria-label={t('vendor.products.listLabel')}>
          {page.nodes.map((product) => {
            const panel = open?.id === product.id ? open.panel : null;
            return (
              <li key={product.id}>
                <ProductRow
                  product={product}
                  open={panel}
                  onOpen={(next) => setOpen(next ? { id: product.id, panel: next } : null)}
                >
                  {panel === 'edit' && (
                    <ProductEditor product={product} onDone={finished} onCancel={() => setOpen(null)} />
                  )}
                  {panel === 'stock' && <StockPanel product={product} onDone={flash} />}
                </ProductRow>
              </li>
            );
          })}
        </ul>
        {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <section className="vendor-products" aria-label={t('vendor.tabs.products')}>
      <SearchBox
        label={t('vendor.products.search')}
        placeholder={t('vendor.products.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
      />
      {adding ? (
        <ProductCreator onDone={finished} onCancel={() => setAdding(false)} />
      ) : (
        <button
          type="button"
          className="button button--secondary button--block vendor-products__add"
          onClick={() => setAdding(true)}
        >
          {t('vendor.products.add')}
        </button>
      )}
      {body}
    </section>
  );
}
