import { localDigits, toLatinDigits } from './digits';

describe('digits', () => {
  it('reads Bengali and Devanagari digits as the same numbers', () => {
    expect(toLatinDigits('৯১২৩৪৫০০১১')).toBe('9123450011');
    expect(toLatinDigits('९१२३४ ५००११')).toBe('91234 50011');
    expect(toLatinDigits('₹৪৫.৫০ and 12')).toBe('₹45.50 and 12');
  });

  it('writes digits in Bengali on a Bengali page, and leaves Hindi and English pages their 0–9', () => {
    expect(localDigits('7:41, 1 item', 'bn-IN')).toBe('৭:৪১, ১ item');
    expect(localDigits('7:41', 'hi-IN')).toBe('7:41');
    expect(localDigits('7:41', 'en-IN')).toBe('7:41');
  });
});
