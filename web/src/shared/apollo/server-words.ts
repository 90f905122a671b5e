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
