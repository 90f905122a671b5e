import { readInputProblems } from '../../shared/apollo/input-errors';
import { customerFields, type CustomerField } from '../../shared/customer/customer';

/** What the server refused in a Place order, sorted by where the form shows it. */
export interface PlaceOrderRefusal {
  /** Beside the customer's fields. */
  fields: Partial<Record<CustomerField, string>>;
  /** Beside the lines, by their position in the request. */
  lines: Record<number, string>;
  /** The idempotency key was used before with other details: an order may already be placed. */
  keyConflict: boolean;
  /** Anything else, for the banner. */
  other: string | null;
}

/**
 * The server's refusal of a Place order, or null when there was no definite answer (no
 * connection, a time-out, the server briefly down): then the order may or may not have been
 * made, and the same press must be retried with the same key.
 */
export function readPlaceOrderRefusal(error: unknown): PlaceOrderRefusal | null {
  const problems = readInputProblems(error);
  if (!problems) return null;
  const refusal: PlaceOrderRefusal = { fields: {}, lines: {}, keyConflict: false, other: null };
  for (const { field, message } of problems) {
    const customer = /^customer\.(\w+)$/.exec(field)?.[1];
    const line = /^lines\.(\d+)(?:\.|$)/.exec(field)?.[1];
    if (customer && (customerFields as readonly string[]).includes(customer)) refusal.fields[customer as CustomerField] ??= message;
    else if (line !== undefined) refusal.lines[Number(line)] ??= message;
    else if (field === 'idempotencyKey') refusal.keyConflict = true;
    else refusal.other ??= message;
  }
  return refusal;
}
