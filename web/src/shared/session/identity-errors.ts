import type { ParseKeys, TFunction } from 'i18next';
import '../i18n/staff';

/**
 * Every way a sign-in, a session refresh or a password reset can fail, turned into words in this
 * one place. The codes are ours (errors[0].extensions.code) and, for the links people still have
 * from the old site, the identity provider's catalogue that the seed knew.
 */
export const identityErrorCodes = [
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'PASSWORD_CHANGE_REQUIRED',
  'wrong-password',
  'user-not-found',
  'invalid-credential',
  'too-many-requests',
  'network-request-failed',
  'unknown',
] as const;

export type IdentityErrorCode = (typeof identityErrorCodes)[number];

export interface IdentityProblem {
  code: IdentityErrorCode;
  /** BAD_USER_INPUT names the input it is about: phone, email, password, token … */
  field?: string;
  /** TOO_MANY_REQUESTS says how long the lock lasts. */
  retryAfterSeconds?: number;
}

export interface IdentityMessage {
  key: ParseKeys;
  values?: Record<string, unknown>;
}

/** Fields a form shows its own message beside; any other field's problem goes in the banner. */
const fieldKeys: Record<string, ParseKeys> = {
  phone: 'identity.errors.field.phone',
  email: 'identity.errors.field.email',
  password: 'identity.errors.field.password',
  newPassword: 'identity.errors.field.password',
  currentPassword: 'identity.errors.field.currentPassword',
  token: 'identity.errors.field.token',
};

interface FormattedError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

function isKnownCode(code: string): code is IdentityErrorCode {
  return (identityErrorCodes as readonly string[]).includes(code);
}

function fromGraphQLError(error: FormattedError): IdentityProblem {
  const ext = error.extensions ?? {};
  const raw = typeof ext.code === 'string' ? ext.code.replace(/^auth\//, '') : 'unknown';
  const code = isKnownCode(raw) ? raw : 'unknown';
  const problem: IdentityProblem = { code };
  if (typeof ext.field === 'string') problem.field = ext.field;
  const wait = Number(ext.retryAfterSeconds);
  if (Number.isFinite(wait) && wait > 0) problem.retryAfterSeconds = Math.ceil(wait);
  return problem;
}

function graphQLErrorsOf(value: unknown): FormattedError[] | null {
  const errors = (value as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 && typeof errors[0] === 'object'
    ? (errors as FormattedError[])
    : null;
}

/** A server that answered with a non-2xx status may still have sent GraphQL errors in its body. */
function errorsInBody(error: { bodyText?: unknown; result?: unknown }): FormattedError[] | null {
  const fromResult = graphQLErrorsOf(error.result);
  if (fromResult) return fromResult;
  if (typeof error.bodyText !== 'string') return null;
  try {
    return graphQLErrorsOf(JSON.parse(error.bodyText));
  } catch {
    return null;
  }
}

/**
 * Whatever Apollo, fetch or the old provider threw, as one problem. No response at all (offline,
 * timed out, a captive portal's HTML page) is network-request-failed.
 */
export function identityProblemOf(error: unknown): IdentityProblem {
  if (typeof error === 'string') return fromGraphQLError({ extensions: { code: error } });
  if (typeof error !== 'object' || error === null) return { code: 'unknown' };
  const errors = graphQLErrorsOf(error);
  if (errors) return fromGraphQLError(errors[0]);

  const e = error as { name?: unknown; code?: unknown; statusCode?: unknown; bodyText?: unknown; result?: unknown };
  if (typeof e.code === 'string' && e.code.length > 0) {
    const problem = fromGraphQLError({ extensions: { code: e.code } });
    if (problem.code !== 'unknown') return problem;
  }
  if (e.name === 'ServerError') {
    const inBody = errorsInBody(e);
    if (inBody) return fromGraphQLError(inBody[0]);
    const status = Number(e.statusCode);
    if (status === 429) return { code: 'TOO_MANY_REQUESTS' };
    if (status === 502 || status === 503 || status === 504) return { code: 'SERVICE_UNAVAILABLE' };
    return { code: 'unknown' };
  }
  if (
    e.name === 'TypeError' ||
    e.name === 'AbortError' ||
    e.name === 'TimeoutError' ||
    e.name === 'ServerParseError' ||
    e.name === 'NetworkError'
  ) {
    return { code: 'network-request-failed' };
  }
  return { code: 'unknown' };
}

/** True when trying again later may work: nothing answered, or the server was briefly unwell. */
export function isTransient(problem: IdentityProblem): boolean {
  return (
    problem.code === 'network-request-failed' || problem.code === 'SERVICE_UNAVAILABLE' || problem.code === 'unknown'
  );
}

/** "45 seconds", "3 minutes", "2 hours": a wait in the largest unit that reads naturally. */
export function waitMessage(seconds: number): IdentityMessage {
  if (seconds < 60) return { key: 'identity.wait.seconds', values: { count: Math.max(1, Math.ceil(seconds)) } };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return { key: 'identity.wait.minutes', values: { count: minutes } };
  return { key: 'identity.wait.hours', values: { count: Math.ceil(minutes / 60) } };
}

/** The words for a problem, as an i18n key and its values. */
export function identityMessage(problem: IdentityProblem): IdentityMessage {
  switch (problem.code) {
    case 'INVALID_CREDENTIALS':
    case 'wrong-password':
    case 'user-not-found':
    case 'invalid-credential':
      return { key: 'identity.errors.invalidCredentials' };
    case 'TOO_MANY_REQUESTS':
    case 'too-many-requests':
      return problem.retryAfterSeconds
        ? { key: 'identity.errors.tooManyRequests', values: { wait: problem.retryAfterSeconds } }
        : { key: 'identity.errors.tooManyRequestsLater' };
    case 'BAD_USER_INPUT':
      return { key: (problem.field && fieldKeys[problem.field]) || 'identity.errors.field.other' };
    case 'UNAUTHENTICATED':
      return { key: 'identity.errors.unauthenticated' };
    case 'FORBIDDEN':
      return { key: 'identity.errors.forbidden' };
    case 'network-request-failed':
      return { key: 'identity.errors.network' };
    case 'SERVICE_UNAVAILABLE':
      return { key: 'identity.errors.unavailable' };
    case 'PASSWORD_CHANGE_REQUIRED':
      return { key: 'identity.errors.passwordChangeRequired' };
    default:
      return { key: 'identity.errors.unknown' };
  }
}

export interface DescribedIdentityError extends IdentityProblem {
  message: string;
}

/** The problem and its message in the current language, ready to show beside a field or in a banner. */
export function describeIdentityError(error: unknown, t: TFunction): DescribedIdentityError {
  const problem = identityProblemOf(error);
  const { key, values } = identityMessage(problem);
  let resolved: Record<string, unknown> | undefined = values;
  if (typeof values?.wait === 'number') {
    const wait = waitMessage(values.wait);
    resolved = { ...values, wait: t(wait.key, wait.values as never) };
  }
  return { ...problem, message: (t as (key: string, values: object | undefined) => string)(key, resolved) };
}
