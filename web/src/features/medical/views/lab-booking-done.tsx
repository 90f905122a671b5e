import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import { normalizeMobile } from '../../../shared/format/phone';
import '../../../shared/i18n/bookings';
import '../../../shared/i18n/orders';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { readCheckout } from '../../../shared/storage/my-orders';
import { readOrderContact } from '../../../shared/storage/order-contact';
import { DonePanel } from '../../../shared/ui/done-panel';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyPanel } from '../../../shared/ui/status-panels';
import { medicalPaths } from '../paths';
import type { LabBookingLinks } from './lab-booking-form';

/**
 * The confirmation of a lab booking, from this browser's storage: the code to quote, each lab's
 * booking with its day and where the sample is taken, and the way to follow it in Find Order.
 */
export function LabBookingDone({ checkoutCode, links }: { checkoutCode: string; links: LabBookingLinks }) {
  const { t } = useTranslation();
  const { optional } = useInLanguage();
  const [bookings] = useState(() => readCheckout(checkoutCode));
  const [phone] = useState(() => normalizeMobile(readOrderContact() ?? ''));
  const title = t('bookings.lab.done.title');
  const back = { to: medicalPaths.labTest, label: t('bookings.lab.form.backToList') };

  if (bookings.length === 0) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <EmptyPanel>
          {t('bookings.lab.done.missing')} <Link to={links.findOrder}>{t('orders.thankYou.findOrder')}</Link>
        </EmptyPanel>
      </>
    );
  }

  const receipt = bookings[0].labBooking;
  return (
    <>
      <PageHeader title={title} />
      <div className="booking-layout booking-done">
        <DonePanel
          title={t('bookings.lab.done.booked')}
          codeLabel={t('bookings.lab.done.codeLabel')}
          code={checkoutCode}
          hint={t('bookings.lab.done.codeHint')}
        >
          {receipt && (
            <p className="booking-done__when">
              <strong>{formatDay(receipt.preferredDate, { year: true })}</strong>
              <span>{receipt.homeCollection ? t('bookings.lab.done.home') : t('bookings.lab.done.atLab')}</span>
            </p>
          )}
        </DonePanel>

        <ul className="booking-done__list" aria-label={t('bookings.lab.done.bookingsLabel')}>
          {bookings.map((booking) => (
            <li key={booking.code} className="booking-done__item">
              <div className="booking-done__head">
                <h2 className="booking-done__lab">{optional({ en: booking.shopName, bn: booking.shopNameBn })}</h2>
                {booking.totalPaise !== null && (
                  <p className="booking-done__total">{formatRupees(booking.totalPaise)}</p>
                )}
              </div>
              <p className="booking-done__code">
                {t('bookings.lab.done.booking', { code: booking.code })} ·{' '}
                {t('bookings.lab.done.tests', { count: booking.itemCount })}
              </p>
              <Link
                className="booking-done__track"
                to={phone ? links.trackOrder(phone, booking.code) : links.findOrder}
              >
                {t('bookings.lab.done.track')}
              </Link>
            </li>
          ))}
        </ul>

        <p className="booking-done__note">{t('bookings.lab.done.call')}</p>
        <Link className="button button--secondary button--block" to={medicalPaths.labTest}>
          {t('bookings.lab.done.more')}
        </Link>
      </div>
    </>
  );
}
