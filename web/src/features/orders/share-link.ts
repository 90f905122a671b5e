/**
 * A link that opens one order's full view on another phone: /track/CODE#TOKEN. The tracking token
 * rides after the #, which a browser never sends to a server, so it stays out of every log.
 */
export const TRACK_PATH = '/track/:code';

/** An order code as the server makes them (K7M2QX-1); anything else is not a link of ours. */
const CODE = /^[A-Z0-9]{4,16}-[0-9]{1,3}$/;
/** A tracking token: URL-safe base64, as the server makes them. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The link to share, on this site: `origin` is the page's (https://haat.example). */
export function shareLinkOf(origin: string, code: string, trackingToken: string): string {
  return `${origin}/track/${encodeURIComponent(code)}#${trackingToken}`;
}

/** The code and the token a shared link carries (its path's code and its hash), or null when either is missing or malformed. */
export function readShareLink(code: string | undefined, hash: string): { code: string; trackingToken: string } | null {
  const trimmedCode = (code ?? '').trim().toUpperCase();
  const token = hash.replace(/^#/, '').trim();
  if (!CODE.test(trimmedCode) || !TOKEN.test(token)) return null;
  return { code: trimmedCode, trackingToken: token };
}
