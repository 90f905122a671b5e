import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret that lets the browser that placed an order see its details and cancel it. It is an
 * HMAC of the checkout's id, so nothing needs storing, and a retried checkout (same idempotency
 * key) gets the same token back. Its key is derived from the app secret for this use alone.
 */
export function trackingTokenFor(secret: string, checkoutId: string): string {
  const key = createHmac('sha256', secret).update('haat order tracking v1').digest();
  return createHmac('sha256', key).update(checkoutId).digest('base64url');
}

export function isTrackingTokenFor(secret: string, checkoutId: string, presented: string): boolean {
  const expected = Buffer.from(trackingTokenFor(secret, checkoutId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
