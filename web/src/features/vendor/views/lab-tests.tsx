import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ShopLabTestsDocument,
  UpdateShopLabTestDocument,
  type ShopLabTestFieldsFragment,
} from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { formatRupees, parseRupees, rupeesInput } from '../../../shared/format/money';
import { TextField } from '../../../shared/ui/form';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { actionProblem, type ActionProblem } from '../../../shared/workspace/action-errors';

/** The server's ceiling for a test's price (api lab-test.admin.ts): ₹50,000. */
const MAX_PRICE_PAISE = 5_000_000;

/** One of the lab's tests: its price and whether it takes bookings, saved together. */
function LabTestRow({ test, onSaved }: { test: ShopLabTestFieldsFragment; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(() => rupeesInput(test.pricePaise));
  const [active, setActive] = useState(test.active);
  const [priceError, setPriceError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [update, { loading }] = useMutation(UpdateShopLabTestDocument);
  const paise = parseRupees(price);
  const changed = paise !== test.pricePaise || active !== test.active;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paise === null) return setPriceError(t('vendor.labTests.priceInvalid'));
    if (paise > MAX_PRICE_PAISE) return setPriceError(t('vendor.labTests.priceTooHigh'));
    setProblem(null);
    update({ variables: { input: { id: test.id, pricePaise: paise, active } } }).then(
      ({ data }) => {
        if (data)
          onSaved(
            t('vendor.labTests.saved', { name: test.name, price: formatRupees(data.updateShopLabTest.pricePaise) }),
          );
      },
      (error: unknown) => setProblem(actionProblem(error)),
    );
  }

  return (
    <form className="lab-test" noValidate onSubmit={save} aria-label={test.name} aria-busy={loading}>
      <div className="lab-test__what">
        <h3 className="lab-test__name">{test.name}</h3>
        {test.nameBn && (
          <p className="lab-test__bn" lang="bn">
            {test.nameBn}
          </p>
        )}
        <p className="lab-test__meta">
          {test.sample} · {test.homeCollection ? t('vendor.labTests.homeCollection') : t('vendor.labTests.atLabOnly')}
        </p>
      </div>
      <div className="lab-test__fields">
        <TextField
          label={t('vendor.labTests.price')}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          readOnly={loading}
          onChange={(event) => {
            setPrice(event.target.value);
            setPriceError(undefined);
          }}
          error={priceError}
        />
        <label className="ws-check">
          <input
            type="checkbox"
            checked={active}
            disabled={loading}
            onChange={(event) => setActive(event.target.checked)}
          />
          {t('vendor.labTests.active')}
        </label>
      </div>
      {!test.active && <p className="ws-meta">{t('vendor.labTests.off')}</p>}
      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={loading || !changed}>
        {loading ? t('vendor.labTests.saving') : t('vendor.labTests.save')}
      </button>
    </form>
  );
}

/**
 * The lab's own tests by name, with search: the price customers pay when they book, and whether
 * each takes bookings. Bookings already made keep the price they were made at.
 */
export function LabTests({ flash }: { flash: (text: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, error, refetch, fetchMore } = useQuery(ShopLabTestsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (shown, { fetchMoreResult }) => ({
          ...shown,
          shopLabTests: appendPage(shown.shopLabTests, fetchMoreResult.shopLabTests),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);
  const page = data?.shopLabTests;

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
    body = <EmptyPanel>{search ? t('vendor.labTests.noMatch', { search }) : t('vendor.labTests.empty')}</EmptyPanel>;
  } else {
    body = (
      <>
        <ul className="ws-list" aria-label={t('vendor.labTests.listLabel')}>
          {page.nodes.map((test) => (
            <li key={test.id}>
              {/* Keyed by what the server holds, so a saved row starts again from it. */}
              <LabTestRow key={`${test.pricePaise}-${test.active}`} test={test} onSaved={flash} />
            </li>
          ))}
        </ul>
        {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <section className="lab-tests" aria-label={t('vendor.tabs.tests')}>
      <p className="ws-meta">{t('vendor.labTests.intro')}</p>
      <SearchBox
        label={t('vendor.labTests.search')}
        placeholder={t('vendor.labTests.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
      />
      {body}
    </section>
  );
}
