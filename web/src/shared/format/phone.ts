/** A tel: address: digits and a leading + only, however the number was written down. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** +919732011245 → "+91 97320 11245"; other numbers as they are. */
export function formatPhone(phone: string): string {
  const mobile = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : phone;
}

/**
 * An Indian mobile number as people write it ("98300 12345", "098300-12345", "+91 98300 12345"),
 * read the way the server reads it: its ten digits, or null when it is not one.
 */
export function normalizeMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? match[1] : null;
}
