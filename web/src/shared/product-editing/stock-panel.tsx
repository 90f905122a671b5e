import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdjustStockDocument,
  SetStockDocument,
  StockMovementsDocument,
  VendorProductDocument,
  type VendorProductFieldsFragment,
} from '../../generated/graphql';
import { appendPage, useLoadMore } from '../apollo/connection';
import { formatDateTime } from '../format/date';
import { TextField } from '../ui/form';
import { LoadMoreButton } from '../ui/load-more';
import { Spinner } from '../ui/spinner';
import { RetryPanel } from '../ui/status-panels';
import { errorCodeOf } from '../apollo/server-words';
import { actionProblem } from '../workspace/action-errors';
import { MAX_STOCK, parseCount } from './product-fields';
import './product-parts.css';

/** The server's limit for a stock reason (api shop-product.inputs.ts). */
const REASON_MAX_LENGTH = 200;

type ReasonKey = 'counted' | 'arrived' | 'damaged' | 'expired' | 'soldInShop';

function ReasonField({
  value,
  onChange,
  error,
  quick,
}: {
  value: string;
  onChange: (text: string) => void;
  error?: string;
  quick: ReasonKey[];
}) {
  const { t } = useTranslation();
  return (
    <div className="stock-reason">
      <TextField
        label={t('vendor.stock.reason')}
        value={value}
        maxLength={REASON_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      <div className="stock-reason__quick">
        {quick.map((key) => {
          const text = t(`vendor.stock.reasons.${key}`);
          return (
            <button
              key={key}
              type="button"
              className="ws-chip stock-reason__chip"
              aria-pressed={value === text}
              onClick={() => onChange(text)}
            >
              {text}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The stock ledger: every change by hand, newest first, with who made it and why. */
function StockLedger({ product }: { product: VendorProductFieldsFragment }) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useQuery(StockMovementsDocument, {
    variables: { productId: product.id },
    fetchPolicy: 'cache-and-network',
  });
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (shown, { fetchMoreResult }) => ({
          ...shown,
          stockMovements: appendPage(shown.stockMovements, fetchMoreResult.stockMovements),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);
  const page = data?.stockMovements;
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
    body = <p className="ws-meta">{t('vendor.stock.ledger.empty')}</p>;
  } else {
    body = (
      <>
        <ol className="ledger" aria-label={t('vendor.stock.ledger.label', { name: product.name })}>
          {page.nodes.map((move) => (
            <li key={move.id} className="ledger__row">
              <span className={move.delta < 0 ? 'ledger__delta ledger__delta--out' : 'ledger__delta'}>
                {t('vendor.stock.ledger.change', {
                  delta: move.delta > 0 ? `+${move.delta}` : `−${Math.abs(move.delta)}`,
                  after: move.stockAfter,
                })}
              </span>
              <span className="ledger__reason">{move.reason}</span>
              <span className="ledger__when">
                <time dateTime={move.at}>{formatDateTime(move.at)}</time>
                {move.byName && ` · ${t('vendor.stock.ledger.by', { name: move.byName })}`}
              </span>
            </li>
          ))}
        </ol>
        {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
        )}
      </>
    );
  }
  return (
    <section className="ledger-section">
      <h5 className="ws-panel__title">{t('vendor.stock.ledger.title')}</h5>
      {body}
    </section>
  );
}

/**
 * A product's stock: set it to what was counted (against the version the count was made on), or
 * add and take away units with a reason; below, the ledger of every such change.
 */
export function StockPanel({
  product,
  onDone,
}: {
  product: VendorProductFieldsFragment;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [baseVersion, setBaseVersion] = useState(product.version);
  const [count, setCount] = useState(String(product.stock));
  const [countReason, setCountReason] = useState('');
  const [units, setUnits] = useState('');
  const [unitsReason, setUnitsReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'count' | 'countReason' | 'units' | 'unitsReason', string>>>({});
  /** What the server said, beside the form that asked. */
  const [problem, setProblem] = useState<{ form: 'count' | 'adjust'; text: string } | null>(null);
  const refetchQueries = ['StockMovements'];
  const [setStock, setting] = useMutation(SetStockDocument, { refetchQueries });
  const [adjustStock, adjusting] = useMutation(AdjustStockDocument, { refetchQueries });
  const busy = setting.loading || adjusting.loading;

  const done = (updated: VendorProductFieldsFragment) => {
    setBaseVersion(updated.version);
    setCount(String(updated.stock));
    setCountReason('');
    setUnits('');
    setUnitsReason('');
    setProblem(null);
    onDone(t('vendor.stock.done', { name: updated.name, count: updated.stock }));
  };

  const refused = async (form: 'count' | 'adjust', error: unknown) => {
    if (errorCodeOf(error) === 'CONFLICT') {
      setProblem({ form, text: t('vendor.products.changedElsewhere') });
      try {
        const { data } = await client.query({
          query: VendorProductDocument,
          variables: { id: product.id },
          fetchPolicy: 'network-only',
        });
        if (data?.product) {
          setBaseVersion(data.product.version);
          setCount(String(data.product.stock));
        }
      } catch {
        // The message above stands; the next try reloads again.
      }
      return;
    }
    const found = actionProblem(error);
    setProblem({ form, text: found.message ?? t(found.key) });
  };

  const problemOf = (form: 'count' | 'adjust') =>
    problem?.form === form ? (
      <p className="ws-problem" role="alert">
        {problem.text}
      </p>
    ) : null;

  function saveCount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stock = parseCount(count, MAX_STOCK);
    const reason = countReason.trim();
    const found = {
      count: stock === null ? t('vendor.stock.errors.countInvalid') : undefined,
      countReason: reason ? undefined : t('vendor.stock.errors.reasonRequired'),
    };
    setErrors(found);
    if (stock === null || !reason) return;
    setStock({ variables: { input: { productId: product.id, stock, expectedVersion: baseVersion, reason } } }).then(
      ({ data }) => data && done(data.setStock),
      (error: unknown) => void refused('count', error),
    );
  }

  function adjust(sign: 1 | -1) {
    const amount = parseCount(units, MAX_STOCK);
    const reason = unitsReason.trim();
    const found = {
      units: amount === null || amount === 0 ? t('vendor.stock.errors.unitsInvalid') : undefined,
      unitsReason: reason ? undefined : t('vendor.stock.errors.reasonRequired'),
    };
    setErrors(found);
    if (amount === null || amount === 0 || !reason) return;
    adjustStock({ variables: { input: { productId: product.id, delta: sign * amount, reason } } }).then(
      ({ data }) => data && done(data.adjustStock),
      (error: unknown) => void refused('adjust', error),
    );
  }

  return (
    <section
      className="ws-panel stock-panel"
      aria-label={t('vendor.stock.title', { name: product.name })}
      aria-busy={busy}
    >
      <h4 className="ws-panel__title">{t('vendor.stock.title', { name: product.name })}</h4>
      <p
        className={product.stock === 0 ? 'stock-panel__now stock-panel__now--out' : 'stock-panel__now'}
        data-testid="stock-now"
      >
        {t('vendor.stock.now', { count: product.stock })}
      </p>
      <form className="stock-panel__form" noValidate onSubmit={saveCount} aria-label={t('vendor.stock.setTitle')}>
        <h5 className="ws-panel__title">{t('vendor.stock.setTitle')}</h5>
        <p className="ws-panel__text">{t('vendor.stock.setHint')}</p>
        <TextField
          label={t('vendor.stock.count')}
          inputMode="numeric"
          autoComplete="off"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={errors.count}
        />
        <ReasonField value={countReason} onChange={setCountReason} error={errors.countReason} quick={['counted']} />
        {problemOf('count')}
        <button type="submit" className="button button--primary" disabled={busy}>
          {setting.loading ? t('vendor.stock.saving') : t('vendor.stock.save')}
        </button>
      </form>

      <form
        className="stock-panel__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          adjust(1);
        }}
        aria-label={t('vendor.stock.adjustTitle')}
      >
        <h5 className="ws-panel__title">{t('vendor.stock.adjustTitle')}</h5>
        <p className="ws-panel__text">{t('vendor.stock.adjustHint')}</p>
        <TextField
          label={t('vendor.stock.units')}
          inputMode="numeric"
          autoComplete="off"
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          error={errors.units}
        />
        <ReasonField
          value={unitsReason}
          onChange={setUnitsReason}
          error={errors.unitsReason}
          quick={['arrived', 'damaged', 'expired', 'soldInShop']}
        />
        {problemOf('adjust')}
        <div className="ws-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('vendor.stock.add')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => adjust(-1)}>
            {t('vendor.stock.takeAway')}
          </button>
        </div>
      </form>

      <StockLedger product={product} />
    </section>
  );
}
