import { readInputProblems, sortProblems, type FormRefusal } from '../apollo/server-words';
import { customerFieldOf, type CustomerField } from '../customer/customer';

/** What the server refused in a Place order (or a Send list), sorted by where the form shows it. */
export interface PlaceOrderRefusal extends FormRefusal<CustomerField> {
  /** Beside the lines, by their position in the request. */
  lines: Record<number, string>;
}

/**
 * The server's refusal of a Place order, or null when there was no definite answer (no
 * connection, a time-out, the server briefly down): then the order may or may not have been
 * made, and the same press must be retried with the same key. The customer's fields, a reused
 * key and the banner's message are sorted as every form sorts them (sortProblems); the lines here.
 */
export function readPlaceOrderRefusal(error: unknown): PlaceOrderRefusal | null {
  const problems = readInputProblems(error);
  if (!problems) return null;
  const lines: Record<number, string> = {};
  const rest = problems.filter(({ field, message }) => {
    const line = /^lines\.(\d+)(?:\.|$)/.exec(field)?.[1];
    if (line === undefined) return true;
    lines[Number(line)] ??= message;
    return false;
  });
  return { ...sortProblems(rest, customerFieldOf), lines };
}
