import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateProductDocument } from '../../../generated/graphql';
import { errorCodeOf } from '../../../shared/apollo/server-words';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/admin';
import '../../../shared/i18n/workspace';
import { LOW_STOCK } from '../../../shared/product-editing/product-fields';
import { StockPanel } from '../../../shared/product-editing/stock-panel';
import { adminProblem } from '../kit/admin-problem';
import { AuditHistory } from '../kit/audit-history';
import { ConfirmPanel } from '../kit/confirm-panel';
import { Badge, RecordCard, RecordFacts } from '../kit/record-card';
import { EditProductForm } from './product-forms';
import type { AdminProduct } from './product-shops';

/** What happened to a product, for the screen's line of news. */
export type ProductChange = { kind: 'saved' | 'offSale' | 'onSale'; name: string } | { kind: 'stock'; text: string };

/**
 * Taking a product off sale, or putting it back, after asking. Products are never deleted (orders
 * point to them); off sale, nobody can order one. Saved at the version shown: if it changed
 * meanwhile, nothing is saved and the list is read again.
 */
function SalePanel({
  product,
  onDone,
  onStale,
  onCancel,
}: {
  product: AdminProduct;
  onDone: (change: ProductChange) => void;
  onStale: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateProductDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const takingOff = product.available;
  const input = {
    id: product.id,
    expectedVersion: product.version,
    name: product.name,
    nameBn: product.nameBn,
    description: product.description,
    descriptionBn: product.descriptionBn,
    unit: product.unit,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    available: !takingOff,
  };
  return (
    <ConfirmPanel
      question={t(takingOff ? 'admin.products.sale.offQuestion' : 'admin.products.sale.onQuestion', {
        name: product.name,
      })}
      confirmLabel={t(takingOff ? 'admin.products.sale.offYes' : 'admin.products.sale.onYes')}
      cancelLabel={t('admin.products.sale.no')}
      danger={takingOff}
      busy={loading}
      busyLabel={t('admin.products.sale.busy')}
      onCancel={onCancel}
      onConfirm={() => {
        setProblem(null);
        update({ variables: { input } }).then(
          ({ data }) => data && onDone({ kind: takingOff ? 'offSale' : 'onSale', name: data.updateProduct.name }),
          (error: unknown) => {
            if (errorCodeOf(error) === 'CONFLICT') onStale();
            const p = adminProblem(error);
            setProblem(p.message ?? t(p.key));
          },
        );
      }}
    >
      <p className="ws-meta">{t(takingOff ? 'admin.products.sale.offText' : 'admin.products.sale.onText')}</p>
      {problem && (
        <p className="ws-problem" role="alert">
          {problem}
        </p>
      )}
    </ConfirmPanel>
  );
}

/** "12 in stock", "3 in stock: running low", "Out of stock". */
function useStockText() {
  const { t } = useTranslation();
  return (stock: number): string => {
    if (stock === 0) return t('vendor.products.outOfStock');
    return stock <= LOW_STOCK
      ? t('admin.products.row.low', { count: stock })
      : t('vendor.products.stock', { count: stock });
  };
}

/**
 * One product in the admins' list: its price (₹), MRP, stock, shop and catalog, whether it is on
 * sale and its shop open; Edit, Stock, off or on sale, and its History.
 */
export function AdminProductCard({
  product,
  onChanged,
  onStale,
}: {
  product: AdminProduct;
  onChanged: (change: ProductChange) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const stockText = useStockText();
  const label = t('admin.products.row.label', { name: product.name, unit: product.unit, shop: product.vendor.name });
  return (
    <RecordCard
      label={label}
      title={product.name}
      subtitle={product.nameBn ? <span lang="bn">{product.nameBn}</span> : undefined}
      off={!product.available}
      badges={
        <>
          <Badge tone={product.available ? 'good' : 'bad'} testId="product-state">
            {product.available ? t('admin.products.onSale') : t('admin.products.offSale')}
          </Badge>
          {!product.vendor.active && <Badge tone="warn">{t('admin.products.shopClosed')}</Badge>}
        </>
      }
      panels={[
        {
          key: 'edit',
          label: t('admin.kit.edit'),
          render: (close) => (
            <EditProductForm
              product={product}
              onStale={onStale}
              onCancel={close}
              onSaved={(saved) => (close(), onChanged({ kind: 'saved', name: saved.name }))}
            />
          ),
        },
        {
          key: 'stock',
          label: t('admin.products.stockButton'),
          render: () => <StockPanel product={product} onDone={(text) => onChanged({ kind: 'stock', text })} />,
        },
        {
          key: 'sale',
          label: t(product.available ? 'admin.products.sale.offButton' : 'admin.products.sale.onButton'),
          danger: product.available,
          render: (close) => (
            <SalePanel
              product={product}
              onStale={onStale}
              onCancel={close}
              onDone={(change) => (close(), onChanged(change))}
            />
          ),
        },
        {
          key: 'history',
          label: t('admin.kit.history.button'),
          render: () => (
            <AuditHistory
              entityType="PRODUCT"
              entityId={product.id}
              label={t('admin.kit.history.of', { name: product.name })}
            />
          ),
        },
      ]}
    >
      <RecordFacts
        facts={[
          {
            label: t('admin.products.row.price'),
            value: t('vendor.products.unitPrice', { price: formatRupees(product.pricePaise), unit: product.unit }),
            testId: 'product-price',
          },
          { label: t('admin.products.row.mrp'), value: formatRupees(product.mrpPaise), testId: 'product-mrp' },
          {
            label: t('admin.products.row.stock'),
            value: (
              <span className={product.stock <= LOW_STOCK ? 'admin-warning' : undefined}>
                {stockText(product.stock)}
              </span>
            ),
            testId: 'product-stock',
          },
          { label: t('admin.products.row.shop'), value: product.vendor.name, testId: 'product-shop' },
          { label: t('admin.products.row.section'), value: t(`admin.vendors.category.${product.section}`) },
        ]}
      />
    </RecordCard>
  );
}
