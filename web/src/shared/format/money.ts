/**
 * Money is integer paise everywhere; people read rupees. Whole rupees drop the ".00" (₹58, not
 * ₹58.00), and Indian digit grouping is used (₹1,20,000).
 */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}
