import { uiLocale } from '../i18n';
/**
 * Money is integer paise everywhere; people read rupees. Whole rupees drop the ".00" (₹58, not
 * ₹58.00), and Indian digit grouping is used (₹1,20,000).
 */
export function formatRupees(paise: number, locale = uiLocale()): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

/**
 * What someone typed as an amount in rupees ("45", "45.50", "₹1,200"), in paise; null when it is
 * not an amount (empty, negative, letters, or finer than a paisa).
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
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
