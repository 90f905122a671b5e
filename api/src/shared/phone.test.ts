import { normalizeIndianMobile } from './phone';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(+91) 6000-000-000', '+916000000000'],
    ['৯৮৭৬৫ ৪৩২১০', '+919876543210'],
    ['+৯১ ९८७६५-४३२१०', '+919876543210'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
  });

  it.each(['', '12345', '5876543210', '+1 202 555 0143', '98765432100', '+91987654321x', 'phone'])(
    'refuses %p',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
    },
  );
});
