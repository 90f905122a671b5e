import { graphQLErrorsOf, refusalOf, refusalText } from './server-words';

/**
 * Reading the server's refusals of what a form sent. The API answers a bad field with a GraphQL
 * error of code BAD_USER_INPUT naming it (`extensions.field`, or several in `extensions.problems`),
 * so each form can put each message beside its own field, in the customer's language when the
 * server named the refusal's reason (./server-words.ts).
 */

type ErrorLike = NonNullable<ReturnType<typeof graphQLErrorsOf>>[number];

/** One problem the server named: the field as the input's path ("customer.phone", "lines.0"), and its words. */
export interface FieldMessage {
  field: string;
  message: string;
}

interface ListedProblem {
  field: string;
  message: string;
  reason?: unknown;
  params?: unknown;
}

/** Each field the error names, with its words: all of them when the server listed several. */
function fieldMessages(error: ErrorLike): FieldMessage[] {
  const ext = error.extensions ?? {};
  if (Array.isArray(ext.problems)) {
    const listed = (ext.problems as unknown[]).filter(
      (p): p is ListedProblem =>
        typeof (p as ListedProblem)?.field === 'string' && typeof (p as ListedProblem)?.message === 'string',
    );
    if (listed.length > 0)
      return listed.map((p) => ({ field: p.field, message: refusalText(refusalOf(p, 'BAD_USER_INPUT')) }));
  }
  return [
    { field: typeof ext.field === 'string' ? ext.field : '', message: refusalText(refusalOf(error, 'BAD_USER_INPUT')) },
  ];
}

/** The first error's code (NOT_FOUND, BAD_USER_INPUT …), when the server answered with errors. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error)?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The fields the server refused, with its words; or null when there was no definite answer (no
 * connection, a time-out, the server briefly down): then the request may or may not have been
 * acted on, and the same press must be retried with the same idempotency key.
 */
export function readInputProblems(error: unknown): FieldMessage[] | null {
  const errors = graphQLErrorsOf(error)?.filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (!errors || errors.length === 0) return null;
  return errors.flatMap(fieldMessages);
}

/** A refusal sorted for a form: messages beside its fields, a reused key, and the rest for its banner. */
export interface FormRefusal<F extends string> {
  fields: Partial<Record<F, string>>;
  /** The idempotency key was used before with other details: it may already have been done. */
  keyConflict: boolean;
  /** The first message that belongs to no field of the form, for its banner or beside the control it names. */
  other: string | null;
  /** The input path `other` is about, as the server named it ('lines', 'note', 'prescriptionFile' …), when it named one. */
  otherField?: string;
}

/** Sorts the server's problems by the form's fields; `fieldOf` names the form field of an input path, if any. */
export function sortProblems<F extends string>(
  problems: readonly FieldMessage[],
  fieldOf: (path: string) => F | undefined,
): FormRefusal<F> {
  const refusal: FormRefusal<F> = { fields: {}, keyConflict: false, other: null };
  for (const { field, message } of problems) {
    const own = fieldOf(field);
    if (own !== undefined) refusal.fields[own] ??= message;
    else if (field === 'idempotencyKey') refusal.keyConflict = true;
    else if (refusal.other === null) {
      refusal.other = message;
      if (field) refusal.otherField = field;
    }
  }
  return refusal;
}
