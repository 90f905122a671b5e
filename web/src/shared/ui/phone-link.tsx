import { formatPhone, telHref } from '../format/phone';

/** A phone number people can tap to call, with a large enough target for a thumb. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <a className="phone-link" href={telHref(phone)}>
      {label ?? formatPhone(phone)}
    </a>
  );
}
