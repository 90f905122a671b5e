import { formatPhone, normalizeMobile, telHref } from './phone';

describe('normalizeMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['৯৮৭৬৫ ৪৩২১০', '9876543210'],
    ['+৯১ ९८७६५ ४३२१०', '9876543210'],
  ])('reads %s as %s', (typed, digits) => {
    expect(normalizeMobile(typed)).toBe(digits);
  });

  it.each(['', '12345', '03463 260300', '5876543210', '98765432101', 'call me'])('refuses %p', (typed) => {
    expect(normalizeMobile(typed)).toBeNull();
  });
});

describe('phone display', () => {
  it('groups a +91 mobile and dials digits only', () => {
    expect(formatPhone('+919732011245', 'en-IN')).toBe('+91 97320 11245');
    expect(formatPhone('+919732011245', 'bn-IN')).toBe('+৯১ ৯৭৩২০ ১১২৪৫');
    expect(telHref('+91 97320 11245')).toBe('tel:+919732011245');
  });
});
