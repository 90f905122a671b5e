import { ServerError } from '@apollo/client/errors';
import type { ParseKeys, TFunction } from 'i18next';
import { firstErrorOf } from '../apollo/server-words';
import '../i18n/staff';

/**
 * Every way a sign-in, a session refresh or a password reset can fail, turned into words for the
 * sign-in forms. The codes are the API's (errors[0].extensions.code, read by
 * shared/apollo/server-words.ts), and NETWORK when nothing answered.
 */
export const identityErrorCodes = [
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'PASSWORD_CHANGE_REQUIRED',
  'NETWORK',
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

function isKnownCode(code: string): code is IdentityErrorCode {
  return (identityErrorCodes as readonly string[]).includes(code);
}

/**
 * Whatever Apollo or fetch threw, as one problem. No response at all (offline, timed out, a
 * captive portal's HTML page) is NETWORK.
 */
export function identityProblemOf(error: unknown): IdentityProblem {
  const first = firstErrorOf(error);
  if (first) return { ...first, code: first.code && isKnownCode(first.code) ? first.code : 'unknown' };
  if (typeof error !== 'object' || error === null) return { code: 'unknown' };
  const e = error as { name?: unknown; statusCode?: unknown };
  if (ServerError.is(error)) {
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
    return { code: 'NETWORK' };
  }
  return { code: 'unknown' };
}

/** True when trying again later may work: nothing answered, or the server was briefly unwell. */
export function isTransient(problem: IdentityProblem): boolean {
  return problem.code === 'NETWORK' || problem.code === 'SERVICE_UNAVAILABLE' || problem.code === 'unknown';
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
      return { key: 'identity.errors.invalidCredentials' };
    case 'TOO_MANY_REQUESTS':
      return problem.retryAfterSeconds
        ? { key: 'identity.errors.tooManyRequests', values: { wait: problem.retryAfterSeconds } }
        : { key: 'identity.errors.tooManyRequestsLater' };
    case 'BAD_USER_INPUT':
      return { key: (problem.field && fieldKeys[problem.field]) || 'identity.errors.field.other' };
    case 'UNAUTHENTICATED':
      return { key: 'identity.errors.unauthenticated' };
    case 'FORBIDDEN':
      return { key: 'identity.errors.forbidden' };
    case 'NETWORK':
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
