import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import { normalizeMobile } from '../../../shared/format/phone';
import '../../../shared/i18n/orders';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { readLastCheckout } from '../../../shared/storage/my-orders';
import { readOrderContact } from '../../../shared/storage/order-contact';
import { CheckIcon } from '../../../shared/ui/form-icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyPanel } from '../../../shared/ui/status-panels';
import { orderLinks, orderPaths } from '../paths';
import './orders.css';

/** How a section dresses the confirmation: the medical section's leads back to /medical. */
export interface ThankYouOptions {
  titleKey?: ParseKeys;
  /** Named for a list sent to any shop of a kind, until one takes it. */
  anyShopKey?: ParseKeys;
  /** Where to go on from here; the home page unless given. */
  continueLink?: { to: string; titleKey: ParseKeys };
}

/**
 * /thankYou (and /medical/thankYou): the checkout just placed, read from local storage so a
 * reload (or a visit with no network) still shows it: the code to quote, each shop's order with
 * its total (a list's, to be priced), and the way to follow them.
 */
export function ThankYouPage({
  titleKey = 'orders.thankYou.title',
  anyShopKey = 'orders.anyShop',
  continueLink = { to: '/', titleKey: 'orders.thankYou.continue' },
}: ThankYouOptions = {}) {
  const { t } = useTranslation();
  const { optional } = useInLanguage();
  const [checkout] = useState(readLastCheckout);
  const [phone] = useState(() => normalizeMobile(readOrderContact() ?? ''));

  if (!checkout) {
    return (
      <>
        <PageHeader title={t(titleKey)} />
        <EmptyPanel>
          {t('orders.thankYou.none')} <Link to={orderPaths.findOrder}>{t('orders.thankYou.findOrder')}</Link>
        </EmptyPanel>
      </>
    );
  }

  const trackLink = (code: string) => (phone ? orderLinks.order(phone, code) : orderPaths.findOrder);
  const toBePriced = checkout.orders.some((order) => order.totalPaise === null);
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <div className="thank-you">
        <div className="thank-you__done" role="status">
          <CheckIcon size={44} />
          <p className="thank-you__placed">{t('orders.thankYou.placed')}</p>
          <p className="thank-you__code-label">{t('orders.thankYou.checkoutCode')}</p>
          <p className="thank-you__code" data-testid="checkout-code">
            {checkout.checkoutCode}
          </p>
          <p className="thank-you__hint">{t('orders.thankYou.codeHint')}</p>
          <p className="thank-you__when">{formatDateTime(checkout.placedAt)}</p>
        </div>

        <ul className="thank-you__orders" aria-label={t('orders.thankYou.ordersLabel')}>
          {checkout.orders.map((order) => (
            <li key={order.code} className="thank-you__order">
              <div className="thank-you__order-head">
                <h2 className="thank-you__shop">
                  {optional({ en: order.shopName, bn: order.shopNameBn }) ?? t(anyShopKey)}
                </h2>
                {order.totalPaise === null ? (
                  <p className="thank-you__total thank-you__total--pending">{t('orders.toBePriced')}</p>
                ) : (
                  <p className="thank-you__total">{formatRupees(order.totalPaise)}</p>
                )}
              </div>
              <p className="thank-you__order-code">
                {t('orders.code', { code: order.code })} · {t('orders.items', { count: order.itemCount })}
              </p>
              <Link className="thank-you__track" to={trackLink(order.code)}>
                {t('orders.thankYou.track')}
              </Link>
            </li>
          ))}
        </ul>

        {toBePriced && <p className="thank-you__next">{t('orders.thankYou.priceNext')}</p>}
        <p className="thank-you__cash">{t('orders.thankYou.cash')}</p>
        <Link className="button button--secondary button--block" to={continueLink.to}>
          {t(continueLink.titleKey)}
        </Link>
      </div>
    </>
  );
}
