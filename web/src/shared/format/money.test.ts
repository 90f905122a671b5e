import { formatRupees, parseRupees, rupeesInput } from './money';

describe('formatRupees', () => {
  it.each([
    [5800, '₹58'],
    [5850, '₹58.50'],
    [0, '₹0'],
    [12000000, '₹1,20,000'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatRupees(paise)).toBe(shown);
  });

  // formatRupees writes money by hand for speed; it must read exactly as the browser's own
  // number formatting would write it, in every language of the app.
  it.each(['en-IN', 'bn-IN', 'hi-IN'])('writes what Intl.NumberFormat writes in %s', (locale) => {
    const amounts = [
      0, 1, 9, 50, 99, 100, 5850, 99999, 100000, 123456, 1234567, 12345678, 123456789, 1234567890, 98765432101, -5800,
      -123456,
    ];
    for (const paise of amounts) {
      const rupees = paise / 100;
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(rupees);
      expect(formatRupees(paise, locale)).toBe(intl);
    }
  });
});

describe('parseRupees', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    ['₹ 1,200', 120000],
    ['Rs. 30', 3000],
    ['0', 0],
    ['.5', 50],
    [' 12 ', 1200],
  ])('reads %p as %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(['', ' ', '-5', 'abc', '4.555', '1e3', '12.3.4', '₹'])('refuses %p', (text) => {
    expect(parseRupees(text)).toBeNull();
  });
});

describe('rupeesInput', () => {
  it.each([
    [4500, '45'],
    [4550, '45.50'],
    [4505, '45.05'],
    [0, '0'],
  ])('shows %i paise as %p', (paise, text) => {
    expect(rupeesInput(paise)).toBe(text);
    expect(parseRupees(text)).toBe(paise);
  });
});
