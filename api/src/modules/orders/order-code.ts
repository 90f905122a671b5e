import { randomInt } from 'node:crypto';
import { toLatinDigits } from '../../shared/phone';

/** No 0/O, 1/I/L or U: nothing to misread on a cheap screen or mishear over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

/** A checkout's code: 6 characters, about 729 million of them, so a clash is rare and simply retried. */
export function newCheckoutCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Each shop's order in a checkout: "K7M2QX-1", "K7M2QX-2". */
export function orderCode(checkoutCode: string, index: number): string {
  return `${checkoutCode}-${index + 1}`;
}

/** What a person might type for a code: any case, spaces or a missing hyphen forgiven. */
export function normalizeOrderCode(input: string): string | null {
  const compact = toLatinDigits(input).toUpperCase().replace(/[\s-]/g, '');
  const match = new RegExp(`^([${ALPHABET}]{${LENGTH}})(\\d{1,2})$`).exec(compact);
  return match ? `${match[1]}-${Number(match[2])}` : null;
}
