import { useTranslation } from 'react-i18next';
import { formatPhone, telHref } from '../format/phone';
import { PhoneIcon } from './icons';
import '../i18n/sections';
import './call-button.css';

/** A big green button that dials a number: the main thing on a directory card. */
export function CallButton({ phone, name, compact = false }: { phone: string; name: string; compact?: boolean }) {
  const { t } = useTranslation();
  const shown = formatPhone(phone);
  return (
    <a
      className={compact ? 'call-link call-link--compact' : 'call-link'}
      href={telHref(phone)}
      aria-label={t('listing.callNamed', { name, phone: shown })}
    >
      <PhoneIcon size={compact ? 18 : 20} />
      <span className="call-link__text">
        <span className="call-link__verb">{t('listing.call')}</span> <span className="call-link__number">{shown}</span>
      </span>
    </a>
  );
}
