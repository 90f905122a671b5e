import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import type { CartStore } from '../../../shared/cart';
import { shopLinks } from '../paths';
import { CartControls } from './cart-controls';
import { Price } from './price';
import { ProductImage } from './product-image';
import { useNameInLanguage, useNamesInOrder } from '../../../shared/i18n/names-in-order';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useUnitText } from '../../../shared/i18n/unit-text';
import { ClosedNote } from '../../../shared/ui/closed-note';
import { LOW_STOCK } from '../../../shared/product-editing/product-fields';

/**
 * One product in a catalog: its picture, name in the reader's language, unit, price, shop and
 * whether it can be bought, with the cart buttons. The name and picture open its own page.
 */
export function ProductCard({ product, cart }: { product: ProductCardFieldsFragment; cart?: CartStore }) {
  const { t } = useTranslation();
  const soldOut = product.stock === 0;
  const state = !product.available ? 'unavailable' : soldOut ? 'sold-out' : 'buyable';
  const [first, second] = useNamesInOrder(product.name, product.nameBn);
  const nameOf = useNameInLanguage();
  const place = usePlaceName();
  const unitText = useUnitText();
  return (
    <article className={`product-card product-card--${state}`} aria-label={first.text}>
      <Link
        className="product-card__link"
        to={shopLinks.buy(product.id)}
        aria-label={t('catalog.product.details', { name: product.name })}
      >
        <ProductImage imageUrl={product.imageUrl} section={product.section} size={88} className="product-card__image" />
      </Link>
      <div className="product-card__body">
        <h2 className="product-card__name">
          <Link to={shopLinks.buy(product.id)} lang={first.lang}>
            {first.text}
          </Link>
        </h2>
        {second && (
          <p className="product-card__name-bn" lang={second.lang}>
            {second.text}
          </p>
        )}
        <p className="product-card__unit">{unitText(product.unit)}</p>
        <p className="product-card__shop">
          {t('catalog.product.soldBy', {
            shop: nameOf(product.vendor.name, product.vendor.nameBn),
            village: place(product.vendor.village),
          })}
        </p>
        {!product.vendor.openNow && (
          <ClosedNote opensAt={product.vendor.nextOpensAt ?? null} className="product-card__closed" />
        )}
        {state === 'buyable' && product.stock <= LOW_STOCK && (
          <p className="product-card__stock">{t('catalog.product.onlyLeft', { count: product.stock })}</p>
        )}
      </div>
      <div className="product-card__foot">
        <Price pricePaise={product.pricePaise} mrpPaise={product.mrpPaise} />
        <CartControls product={product} cart={cart} />
      </div>
    </article>
  );
}
