import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import { normalizeMobile } from '../../../shared/format/phone';
import '../../../shared/i18n/orders';
import { readLastCheckout } from '../../../shared/storage/my-orders';
import { readOrderContact } from '../../../shared/storage/order-contact';
import { CheckIcon } from '../../../shared/ui/form-icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyPanel } from '../../../shared/ui/status-panels';
import { orderLinks, orderPaths } from '../paths';
import './orders.css';

/**
 * /thankYou: the checkout just placed, read from local storage so a reload (or a visit with no
 * network) still shows it: the code to quote, each shop's order with its total, and the way to
 * follow them.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const [checkout] = useState(readLastCheckout);
  const [phone] = useState(() => normalizeMobile(readOrderContact() ?? ''));

  if (!checkout) {
    return (
      <>
        <PageHeader title={t('orders.thankYou.title')} />
        <EmptyPanel>
          {t('orders.thankYou.none')}{' '}
          <Link to={orderPaths.findOrder}>{t('orders.thankYou.findOrder')}</Link>
        </EmptyPanel>
      </>
    );
  }

  const trackLink = (code: string) => (phone ? orderLinks.order(phone, code) : orderPaths.findOrder);
  return (
    <>
      <PageHeader title={t('orders.thankYou.title')} />
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
                <h2 className="thank-you__shop">{order.shopName ?? t('orders.anyShop')}</h2>
                <p className="thank-you__total">{order.totalPaise === null ? t('orders.toBePriced') : formatRupees(order.totalPaise)}</p>
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

        <p className="thank-you__cash">{t('orders.thankYou.cash')}</p>
        <Link className="button button--secondary button--block" to="/">
          {t('orders.thankYou.continue')}
        </Link>
      </div>
    </>
  );
}
