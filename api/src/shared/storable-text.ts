/** NUL, which PostgreSQL text refuses, or a UTF-16 surrogate without its other half, which its JSON refuses. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can keep and compare this text; a lookup by anything else finds nothing. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** An empty page: what a filter on text nothing can hold (NUL) matches, without asking the database, which would refuse it. */
export const NOTHING_MATCHES = { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } as const;

/**
 * Where in an argument (a string, or an input object or list of them) the first text PostgreSQL
 * cannot keep is: "" for the argument itself, "lines.0.note" inside it; null when there is none.
 */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextAt(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
