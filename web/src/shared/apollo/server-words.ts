import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { numberFormat } from '../format/intl-cache';
import { i18n, uiLocale } from '../i18n';
import '../i18n/server-errors';
import type { OutboxNotice } from '../offline/outbox';

/**
 * The server's refusals in the customer's language, for every screen. The API names each error by
 * its code (extensions.code: NOT_FOUND, FORBIDDEN …) and each refusal a customer can meet by its
 * sentence (extensions.reason, e.g. "slotBegun", with the values it fills in, extensions.params;
 * api/src/shared/errors.ts). The words are chosen by the reason, else by the code; the server's
 * English message is shown only for a reason or a code the catalog does not know (a newer
 * server, a check of the input's shape, a refusal only staff meet).
 */

/** One refusal as the server sent it. */
export interface ServerRefusal {
  /** The server's own (English) words: the fallback. */
  message: string;
  code?: string;
  reason?: string;
  params?: Record<string, unknown>;
}

interface ErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

/** The GraphQL errors the server answered with, also from the body of a non-2xx answer; null when none came. */
export function graphQLErrorsOf(error: unknown): readonly ErrorLike[] | null {
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

/** Whether the server answered with GraphQL errors: a definite answer, not a lost connection. */
export function answeredWithErrors(error: unknown): boolean {
  return graphQLErrorsOf(error) !== null;
}

/** The first error's code (NOT_FOUND, BAD_USER_INPUT …), when the server answered with errors. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error)?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether any error the server answered with has this code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return graphQLErrorsOf(error)?.some((e) => e.extensions?.code === code) ?? false;
}

/**
 * The first error the server answered with, by its code, the input it names (BAD_USER_INPUT) and
 * how long to wait (TOO_MANY_REQUESTS); null when it answered none.
 */
export function firstErrorOf(error: unknown): { code?: string; field?: string; retryAfterSeconds?: number } | null {
  const ext = graphQLErrorsOf(error)?.[0]?.extensions;
  if (!ext) return graphQLErrorsOf(error)?.length ? {} : null;
  const wait = Number(ext.retryAfterSeconds);
  return {
    ...(typeof ext.code === 'string' ? { code: ext.code } : {}),
    ...(typeof ext.field === 'string' ? { field: ext.field } : {}),
    ...(Number.isFinite(wait) && wait > 0 ? { retryAfterSeconds: Math.ceil(wait) } : {}),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** One GraphQL error, or one problem of the several it lists (`code` then given), as a refusal. */
export function refusalOf(error: ErrorLike & { reason?: unknown; params?: unknown }, code?: string): ServerRefusal {
  const ext = error.extensions ?? {};
  const refusal: ServerRefusal = { message: text(error.message) ?? '' };
  const found = {
    code: code ?? text(ext.code),
    reason: text(error.reason ?? ext.reason),
    params: record(error.params ?? ext.params),
  };
  if (found.code) refusal.code = found.code;
  if (found.reason) refusal.reason = found.reason;
  if (found.params) refusal.params = found.params;
  return refusal;
}

/** Codes of GraphQL errors that are the server's definite refusal, not a failure on its side. */
const REFUSAL_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);

/** The first of these errors that is a definite refusal (trying again would get the same), or null. */
export function definiteRefusalOf(errors: readonly ErrorLike[] | undefined): ServerRefusal | null {
  const refused = errors?.find((error) => REFUSAL_CODES.has(text(error.extensions?.code) ?? ''));
  return refused ? refusalOf(refused) : null;
}

/**
 * Params that are a status ("CONFIRMED"), by reason: the catalog's list of that status's words.
 * They are said in the language's words for it.
 */
const STATUS_PARAMS: Record<string, { names: ReadonlySet<string>; list: string }> = {
  orderStatusMove: { names: new Set(['from', 'to']), list: 'orderStatus' },
  orderStatusForbidden: { names: new Set(['to']), list: 'orderStatus' },
  requestStatusMove: { names: new Set(['from', 'to']), list: 'requestStatus' },
  appointmentAlready: { names: new Set(['status']), list: 'appointmentStatus' },
};

function valuesOf(refusal: ServerRefusal, t: TFunction): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const statuses =
    refusal.reason && Object.prototype.hasOwnProperty.call(STATUS_PARAMS, refusal.reason)
      ? STATUS_PARAMS[refusal.reason]
      : undefined;
  for (const [name, value] of Object.entries(refusal.params ?? {})) {
    if (typeof value === 'number') values[name] = numberFormat(uiLocale(), {}).format(value);
    else if (typeof value === 'string' && statuses?.names.has(name)) {
      const key = `serverErrors.${statuses.list}.${value}`;
      values[name] = i18n.exists(key) ? t(key as never) : value.toLowerCase().replace(/_/g, ' ');
    } else values[name] = value;
  }
  return values;
}

/** The refusal in the language on screen: by its reason, else by its code; else the server's own words. */
export function refusalText(refusal: ServerRefusal, t: TFunction = i18n.t.bind(i18n)): string {
  const key = refusal.reason
    ? `serverErrors.reasons.${refusal.reason}`
    : refusal.code
      ? `serverErrors.codes.${refusal.code}`
      : null;
  if (!key || !i18n.exists(key)) return refusal.message;
  // The key is built from the answer, so the catalog's typed keys cannot check it: i18n.exists did.
  return (t as (key: string, values: object) => string)(key, valuesOf(refusal, t));
}

/** The words of the first error the server answered with, or null when it answered none (no connection, a time-out). */
export function serverErrorText(error: unknown, t?: TFunction): string | null {
  const first = graphQLErrorsOf(error)?.[0];
  return first ? refusalText(refusalOf(first), t) : null;
}

/**
 * Why a request kept offline was not sent, in words: the sender's own word for the few it names
 * (the cart changed, the time filled up), else the server's refusal.
 */
export function noticeRefusalText(
  notice: Pick<OutboxNotice, 'refused' | 'refusal'>,
  t: TFunction = i18n.t.bind(i18n),
): string {
  if (notice.refused === 'changes') return t('app.offline.changes');
  if (notice.refused === 'slotFull') return t('app.offline.slotFull');
  return refusalText({ message: notice.refused ?? '', ...notice.refusal }, t);
}

// Refusals of what a form sent. The API answers a bad field with a GraphQL error of code
// BAD_USER_INPUT naming it (`extensions.field`, or several in `extensions.problems`), so each form
// can put each message beside its own field, in the customer's language when the server named the
// refusal's reason.

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
