/**
 * An Indian mobile number in the one form we store, +91XXXXXXXXXX, from whatever a person types:
 * "98765 43210", "098765-43210", "+91 98765 43210", "919876543210". Null when it is not one.
 */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}
