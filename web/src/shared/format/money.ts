import { uiLocale } from '../i18n';
import { localDigits, toLatinDigits } from './digits';

/**
 * Money is integer paise everywhere; people read rupees. Whole rupees drop the ".00" (₹58, not
 * ₹58.00), and Indian digit grouping is used (₹1,20,000); a Bengali page writes Bengali digits
 * (₹১,২০,০০০).
 *
 * Written out by hand rather than with Intl.NumberFormat, which it matches character for
 * character (money.test.ts compares them): the first NumberFormat a page builds loads the
 * browser's number data, about 40 ms here and several times that on a cheap phone, right when a
 * catalog page is first drawn.
 */
export function formatRupees(paise: number, locale = uiLocale()): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  const digits = String(whole);
  // The last three digits, then groups of two: 1,20,00,000.
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  const text = rest === 0 ? grouped : `${grouped}.${String(rest).padStart(2, '0')}`;
  return `${sign}₹${localDigits(text, locale)}`;
}

/**
 * What someone typed as an amount in rupees ("45", "45.50", "₹1,200", "৪৫"), in paise; null when
 * it is not an amount (empty, negative, letters, or finer than a paisa).
 */
export function parseRupees(text: string): number | null {
  const cleaned = toLatinDigits(text)
    .replace(/[₹,\s]/g, '')
    .replace(/^Rs\.?/i, '');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(cleaned) && !/^\.\d{1,2}$/.test(cleaned)) return null;
  const [whole = '', fraction = ''] = cleaned.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as a form field shows them: 4500 → "45", 4550 → "45.50". */
export function rupeesInput(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}
