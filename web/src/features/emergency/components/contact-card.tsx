import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../shared/format/phone';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../../shared/ui/icons';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useNameInLanguage } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { ListingCardHead } from '../../../shared/ui/listing-card';
import './contact-card.css';

export interface EmergencyContactCardData {
  name: string;
  nameBn?: string | null;
  nameHi?: string | null;
  area?: string | null;
  areaBn?: string | null;
  phone: string;
  altPhone?: string | null;
  available24h: boolean;
}

/** A tel: address: digits and a leading + only, however the number was written down. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** One number to call: who it is, where, and a big button that dials it. */
export function ContactCard({ contact }: { contact: EmergencyContactCardData }) {
  const { t } = useTranslation();
  const { phone, altPhone, available24h } = contact;
  const { optional } = useInLanguage();
  const place = usePlaceName();
  const name = useNameInLanguage()(contact.name, contact.nameBn, contact.nameHi);
  // An area is a place: one without the reader's form written is said from the catalog.
  const area = optional({ en: contact.area && place(contact.area), bn: contact.areaBn });
  return (
    <article className="listing-card contact-card">
      <ListingCardHead
        title={contact.name}
        titleBn={contact.nameBn}
        titleHi={contact.nameHi}
        badge={
          available24h && (
            <span className="contact-card__badge">
              <ClockIcon size={16} />
              {t('emergency.contact.open24h')}
            </span>
          )
        }
      />
      {area && (
        <p className="contact-card__area">
          <MapPinIcon size={18} />
          <span>{area}</span>
        </p>
      )}
      <div className="contact-card__calls">
        <a
          className="call-button"
          href={telHref(phone)}
          aria-label={t('emergency.contact.callNamed', { name, phone: formatPhone(phone) })}
        >
          <PhoneIcon size={22} />
          <span className="call-button__text">
            <span className="call-button__verb">{t('emergency.contact.call')}</span>{' '}
            <span className="call-button__number">{formatPhone(phone)}</span>
          </span>
        </a>
        {altPhone && (
          <a
            className="call-button call-button--alt"
            href={telHref(altPhone)}
            aria-label={t('emergency.contact.callAltNamed', { name, phone: formatPhone(altPhone) })}
          >
            <PhoneIcon size={20} />
            <span className="call-button__text">
              <span className="call-button__verb">{t('emergency.contact.callAlt')}</span>{' '}
              <span className="call-button__number">{formatPhone(altPhone)}</span>
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
