import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../shared/format/money';

/** The selling price, and the printed MRP struck through beside it when the shop sells for less. */
export function Price({
  pricePaise,
  mrpPaise,
  large = false,
}: {
  pricePaise: number;
  mrpPaise: number;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const discounted = mrpPaise > pricePaise;
  return (
    <p className={large ? 'price price--large' : 'price'}>
      <span className="price__now">{formatRupees(pricePaise)}</span>
      {discounted && (
        <>
          {' '}
          <s className="price__mrp">{t('catalog.product.mrp', { price: formatRupees(mrpPaise) })}</s>
          {large && (
            <>
              {' '}
              <span className="price__save">
                {t('catalog.product.save', { amount: formatRupees(mrpPaise - pricePaise) })}
              </span>
            </>
          )}
        </>
      )}
    </p>
  );
}
