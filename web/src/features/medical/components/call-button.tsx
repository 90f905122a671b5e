import { useTranslation } from 'react-i18next';
import { formatPhone, telHref } from '../../../shared/format/phone';
import { PhoneIcon } from '../../../shared/ui/icons';

/**
 * A big green button that dials `phone`: a thumb-sized target, the number written out on it.
 * Its name begins with the words it shows (so a voice command of them finds it), then says whom.
 */
export function CallButton({ phone, verb, name }: { phone: string; verb: string; name: string }) {
  const { t } = useTranslation();
  const shown = formatPhone(phone);
  return (
    <a
      className="medical-call"
      href={telHref(phone)}
      aria-label={t('medical.call.named', { verb, phone: shown, name })}
    >
      <PhoneIcon size={22} />
      <span className="medical-call__text">
        <span className="medical-call__verb">{verb}</span> <span className="medical-call__number">{shown}</span>
      </span>
    </a>
  );
}
