import { formatRupees } from './money';

describe('formatRupees', () => {
  it.each([
    [5800, '₹58'],
    [5850, '₹58.50'],
    [0, '₹0'],
    [12000000, '₹1,20,000'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatRupees(paise)).toBe(shown);
  });
});
