import { uiLocale } from '../i18n';
import { localDigits, toLatinDigits } from './digits';

/** A tel: address: digits and a leading + only, however the number was written down. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** +919732011245 → "+91 97320 11245" (in a Bengali page's digits); other numbers as they are. */
export function formatPhone(phone: string, locale = uiLocale()): string {
  const mobile = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  return localDigits(mobile ? `+91 ${mobile[1]} ${mobile[2]}` : phone, locale);
}

/**
 * An Indian mobile number as people write it ("98300 12345", "098300-12345", "+91 98300 12345",
 * "৯৮৩০০ ১২৩৪৫"), read the way the server reads it: its ten digits, or null when it is not one.
 */
export function normalizeMobile(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? match[1] : null;
}
