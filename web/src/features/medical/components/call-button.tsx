import { formatPhone, telHref } from '../../../shared/format/phone';
import { PhoneIcon } from '../../../shared/ui/icons';

/** A big green button that dials `phone`: a thumb-sized target, the number written out on it. */
export function CallButton({ phone, verb, label }: { phone: string; verb: string; label: string }) {
  return (
    <a className="medical-call" href={telHref(phone)} aria-label={label}>
      <PhoneIcon size={22} />
      <span className="medical-call__text">
        <span className="medical-call__verb">{verb}</span>
        <span className="medical-call__number">{formatPhone(phone)}</span>
      </span>
    </a>
  );
}
