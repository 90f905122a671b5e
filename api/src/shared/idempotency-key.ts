import { Matches } from 'class-validator';
import { said } from './rule-reasons';

/**
 * What a browser sends to make a press of "Place order" (or "Book", or "Send") safe to retry:
 * a random key made once per press, 16 to 64 letters, digits, - or _ (a UUID fits).
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const IDEMPOTENCY_KEY_DESCRIPTION =
  'A random key the browser makes once per press of the button (16 to 64 letters, digits, - or _).';

export function IsIdempotencyKey(): PropertyDecorator {
  return Matches(
    IDEMPOTENCY_KEY,
    said('This form has expired. Please reload the page and try again.', { reason: 'formExpired' }),
  );
}
