import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProductDetailsDocument, type ProductDetailsQuery } from '../../../generated/graphql';
import { hasErrorCode } from '../../../shared/apollo/server-words';
import type { CartStore } from '../../../shared/cart';
import { CallButton } from '../../../shared/ui/call-button';
import { ClockIcon, MapPinIcon } from '../../../shared/ui/icons';
import { NotFoundPage } from '../../../shared/ui/not-found';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import { CartBar } from '../components/cart-bar';
import { CartControls } from '../components/cart-controls';
import { Price } from '../components/price';
import { ProductImage } from '../components/product-image';
import { catalogPaths } from '../paths';
import { ClosedNote } from '../../../shared/ui/closed-note';
import { useNameInLanguage, useNamesInOrder } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { useUnitText } from '../../../shared/i18n/unit-text';
import './shop.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

type ProductDetails = NonNullable<ProductDetailsQuery['product']>;

const isBadInput = (error: unknown) => hasErrorCode(error, 'BAD_USER_INPUT');

/** The shop behind a product: who, where, when it is open, and a button that calls it. */
function ShopPanel({ vendor }: { vendor: ProductDetails['vendor'] }) {
  const { t } = useTranslation();
  const [name, otherName] = useNamesInOrder(vendor.name, vendor.nameBn);
  // Directions are places and landmarks: a Hindi reader gets the Bengali ones in Devanagari, as a name.
  const nameOf = useNameInLanguage();
  const closedDays = vendor.closedDays
    .filter((day) => day >= 0 && day <= 6)
    .map((day) => t(`catalog.weekdays.${WEEKDAYS[day]}`))
    .join(', ');
  return (
    <section className="shop-panel" aria-labelledby="shop-panel-title">
      <p className="shop-panel__kicker">{t('catalog.buy.shop')}</p>
      <div className="shop-panel__head">
        <div>
          <h2 className="shop-panel__name" id="shop-panel-title" lang={name.lang}>
            {name.text}
          </h2>
          {otherName && (
            <p className="shop-panel__name-bn" lang={otherName.lang}>
              {otherName.text}
            </p>
          )}
        </div>
        <span className={vendor.openNow ? 'open-badge open-badge--open' : 'open-badge'}>
          {vendor.openNow ? t('catalog.buy.openNow') : t('catalog.buy.closedNow')}
        </span>
      </div>
      {!vendor.openNow && <ClosedNote opensAt={vendor.nextOpensAt ?? null} className="shop-panel__closed" />}
      <p className="shop-panel__line">
        <ClockIcon size={18} />
        <span>
          {t('catalog.buy.hours', { from: vendor.opensAt, to: vendor.closesAt })},{' '}
          {closedDays ? t('catalog.buy.closedOn', { days: closedDays }) : t('catalog.buy.everyDay')}
        </span>
      </p>
      <p className="shop-panel__line">
        <MapPinIcon size={18} />
        <span>
          <span className="visually-hidden">{t('catalog.buy.address')}: </span>
          {nameOf(vendor.address, vendor.addressBn)}
        </span>
      </p>
      <CallButton phone={vendor.phone} name={name.text} />
    </section>
  );
}

/** /buy/{product}: one product with everything about it, its shop, and the cart buttons. */
export function BuyPage({ cart, cartLink }: { cart?: CartStore; cartLink?: string }) {
  const { t } = useTranslation();
  const id = useParams().product ?? '';
  const valid = UUID.test(id);
  const { data, loading, error, refetch } = useQuery(ProductDetailsDocument, { variables: { id }, skip: !valid });
  const product = data?.product;
  const [name, otherName] = useNamesInOrder(product?.name ?? '', product?.nameBn);
  const unitText = useUnitText();
  const { optional } = useInLanguage();

  if (!valid || (!loading && !error && data && !product) || (error && isBadInput(error))) {
    return (
      <NotFoundPage
        title={t('shop.buy')}
        message={t('catalog.buy.notFound')}
        back={{ to: '/', label: t('common.backHome') }}
      />
    );
  }
  if (!product) {
    return (
      <>
        <PageHeader title={t('shop.buy')} />
        {error ? (
          <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <div className="catalog-status">
            <Spinner />
          </div>
        )}
      </>
    );
  }

  const catalog = t(`catalog.sections.${product.section}.title`);
  const description = optional({ en: product.description, bn: product.descriptionBn });
  return (
    <>
      <PageHeader
        title={name.text}
        back={{ to: catalogPaths[product.section], label: t('catalog.buy.backTo', { catalog }) }}
      />
      <div className="buy-layout">
        <article className="buy-product" aria-label={name.text}>
          <ProductImage
            imageUrl={product.imageUrl}
            section={product.section}
            size={240}
            className="buy-product__image"
          />
          <div className="buy-product__body">
            {otherName && (
              <p className="buy-product__name-bn" lang={otherName.lang}>
                {otherName.text}
              </p>
            )}
            <p className="buy-product__unit">{unitText(product.unit)}</p>
            <Price pricePaise={product.pricePaise} mrpPaise={product.mrpPaise} large />
            <CartControls product={product} cart={cart} large />
            {cartLink && <CartBar to={cartLink} cart={cart} inline />}
            {description && (
              <>
                <h2 className="buy-product__heading">{t('catalog.buy.description')}</h2>
                <p className="buy-product__description">{description}</p>
              </>
            )}
          </div>
        </article>
        <ShopPanel vendor={product.vendor} />
      </div>
    </>
  );
}
