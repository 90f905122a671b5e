import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorProductFieldsFragment } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { LOW_STOCK } from '../../../shared/product-editing/product-fields';

export type ProductPanel = 'edit' | 'stock';

export interface ProductRowProps {
  product: VendorProductFieldsFragment;
  open: ProductPanel | null;
  onOpen: (panel: ProductPanel | null) => void;
  /** The editor or the stock panel, when one is open. */
  children?: ReactNode;
}

/** One of the shop's products: price, stock, whether it is on sale, and the buttons to change them. */
export function ProductRow({ product, open, onOpen, children }: ProductRowProps) {
  const { t } = useTranslation();
  const stockClass =
    product.stock === 0
      ? 'product-row__stock product-row__stock--out'
      : product.stock <= LOW_STOCK
        ? 'product-row__stock product-row__stock--low'
        : 'product-row__stock';
  return (
    <article className="product-row" aria-label={`${product.name} (${product.unit})`}>
      <div className="product-row__main">
        <div className="product-row__what">
          <h3 className="product-row__name">{product.name}</h3>
          {product.nameBn && (
            <p className="product-row__bn" lang="bn">
              {product.nameBn}
            </p>
          )}
          <p className="product-row__price">
            {t('vendor.products.unitPrice', { price: formatRupees(product.pricePaise), unit: product.unit })}
            {product.mrpPaise > product.pricePaise && (
              <span className="product-row__mrp">
                {' '}
                · {t('vendor.products.mrp', { mrp: formatRupees(product.mrpPaise) })}
              </span>
            )}
          </p>
        </div>
        <div className="product-row__state">
          <span className={stockClass} data-testid="product-stock">
            {product.stock === 0
              ? t('vendor.products.outOfStock')
              : t('vendor.products.stock', { count: product.stock })}
          </span>
          {!product.available && <span className="product-row__off">{t('vendor.products.switchedOff')}</span>}
        </div>
      </div>
      <div className="product-row__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open === 'edit'}
          onClick={() => onOpen(open === 'edit' ? null : 'edit')}
        >
          {open === 'edit' ? t('vendor.products.close') : t('vendor.products.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open === 'stock'}
          onClick={() => onOpen(open === 'stock' ? null : 'stock')}
        >
          {open === 'stock' ? t('vendor.products.close') : t('vendor.products.stockButton')}
        </button>
      </div>
      {children}
    </article>
  );
}
