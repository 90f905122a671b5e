import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { customerFields, type CustomerField } from './customer';

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

interface ErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

interface FieldMessage {
  field: string;
  message: string;
}

function graphQLErrorsOf(error: unknown): readonly ErrorLike[] | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  // A server that answered a non-2xx status in plain JSON still sent its errors in the body.
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as ErrorLike[]) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Each field the error names, with its message: all of them when the server listed several. */
function fieldMessages(error: ErrorLike): FieldMessage[] {
  const ext = error.extensions ?? {};
  const message = typeof error.message === 'string' ? error.message : '';
  if (Array.isArray(ext.problems)) {
    const listed = (ext.problems as unknown[]).filter(
      (p): p is FieldMessage => typeof (p as FieldMessage)?.field === 'string' && typeof (p as FieldMessage)?.message === 'string',
    );
    if (listed.length > 0) return listed;
  }
  return [{ field: typeof ext.field === 'string' ? ext.field : '', message }];
}

/**
 * The server's refusal of a Place order, or null when there was no definite answer (no
 * connection, a time-out, the server briefly down): then the order may or may not have been
 * made, and the same press must be retried with the same key.
 */
export function readPlaceOrderRefusal(error: unknown): PlaceOrderRefusal | null {
  const errors = graphQLErrorsOf(error)?.filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (!errors || errors.length === 0) return null;
  const refusal: PlaceOrderRefusal = { fields: {}, lines: {}, keyConflict: false, other: null };
  for (const { field, message } of errors.flatMap(fieldMessages)) {
    const customer = /^customer\.(\w+)$/.exec(field)?.[1];
    const line = /^lines\.(\d+)(?:\.|$)/.exec(field)?.[1];
    if (customer && (customerFields as readonly string[]).includes(customer)) refusal.fields[customer as CustomerField] ??= message;
    else if (line !== undefined) refusal.lines[Number(line)] ??= message;
    else if (field === 'idempotencyKey') refusal.keyConflict = true;
    else refusal.other ??= message;
  }
  return refusal;
}
