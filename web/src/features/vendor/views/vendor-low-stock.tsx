import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LowStockDocument } from '../../../generated/graphql';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { ProductRow, type ProductPanel } from '../components/product-row';
import { LOW_STOCK } from '../../../shared/product-editing/product-fields';
import { ProductEditor } from './product-editors';
import { StockPanel } from '../../../shared/product-editing/stock-panel';

const THRESHOLDS = [0, 3, LOW_STOCK, 10, 20];

/** The products running out, fewest first, each a tap away from its stock. */
export function VendorLowStock({ flash }: { flash: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [threshold, setThreshold] = useState(LOW_STOCK);
  const [open, setOpen] = useState<{ id: string; panel: ProductPanel } | null>(null);
  const { data, error, refetch } = useQuery(LowStockDocument, {
    variables: { threshold },
    fetchPolicy: 'cache-and-network',
  });
  const products = data?.lowStock;

  let body;
  if (!products) {
    body = error ? (
      <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  } else if (products.length === 0) {
    body = <EmptyPanel>{t('vendor.lowStock.empty')}</EmptyPanel>;
  } else {
    body = (
      <ul className="ws-list" aria-label={t('vendor.lowStock.listLabel')}>
        {products.map((product) => {
          const panel = open?.id === product.id ? open.panel : null;
          return (
            <li key={product.id}>
              <ProductRow
                product={product}
                open={panel}
                onOpen={(next) => setOpen(next ? { id: product.id, panel: next } : null)}
              >
                {panel === 'edit' && (
                  <ProductEditor
                    product={product}
                    onDone={(message) => {
                      setOpen(null);
                      flash(message);
                    }}
                    onCancel={() => setOpen(null)}
                  />
                )}
                {panel === 'stock' && <StockPanel product={product} onDone={flash} />}
              </ProductRow>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-label={t('vendor.tabs.lowStock')}>
      <div className="low-stock__threshold">
        <label htmlFor={id}>{t('vendor.lowStock.threshold')}</label>
        <select
          id={id}
          className="field__input"
          value={threshold}
          onChange={(event) => setThreshold(Number(event.target.value))}
        >
          {THRESHOLDS.map((value) => (
            <option key={value} value={value}>
              {t('vendor.lowStock.thresholdOption', { count: value })}
            </option>
          ))}
        </select>
      </div>
      {body}
    </section>
  );
}
