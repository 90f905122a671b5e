import { GraphQLError } from 'graphql';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/** Codes a client may see; anything else is masked as INTERNAL_SERVER_ERROR. */
export const PUBLIC_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'CONFLICT',
  'OPERATION_TOO_LARGE',
  'PASSWORD_CHANGE_REQUIRED',
]);

/**
 * Which sentence a refusal is, for a client to say it in the customer's language: a stable name
 * (`extensions.reason`, e.g. "slotBegun") and the values the sentence fills in
 * (`extensions.params`). The English message stays beside it for a client that does not know the
 * reason. Names are never reused for another sentence; a new sentence gets a new name.
 */
export interface Reason {
  reason: string;
  params?: Record<string, string | number>;
}

const reasonExtensions = (why?: Reason) =>
  why ? { reason: why.reason, ...(why.params ? { params: why.params } : {}) } : {};

export function badUserInput(message: string, field?: string, why?: Reason): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), ...reasonExtensions(why) },
  });
}

/** Someone else changed it first: the caller's copy (at `version`) is stale. */
export function conflict(message: string, field: string, currentVersion: number, why?: Reason): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'CONFLICT', field, currentVersion, ...reasonExtensions(why) },
  });
}

export function unauthenticated(message = 'Please sign in to do this.', why?: Reason): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', ...reasonExtensions(why) } });
}

export function forbidden(message = 'You are not allowed to do this.', why?: Reason): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', ...reasonExtensions(why) } });
}

export function notFound(message: string, field?: string, why?: Reason): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'NOT_FOUND', ...(field ? { field } : {}), ...reasonExtensions(why) },
  });
}

/** An admin set this account's password: its owner must choose their own before anything else. */
export function passwordChangeRequired(): GraphQLError {
  return new GraphQLError('Please choose a new password of your own before you go on.', {
    extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
  });
}

export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, {
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds },
  });
}

export function serviceUnavailable(): GraphQLError {
  return new GraphQLError('The service is briefly unavailable. Please try again in a moment.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** True when the error means "the database could not be reached", not "the query was wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    // TypeORM gives up a transaction's connection when the server ends it between two statements,
    // then refuses the next statement with these, and the server's reason is lost.
    if (
      current instanceof QueryRunnerAlreadyReleasedError ||
      current instanceof QueryRunnerProviderAlreadyReleasedError
    )
      return true;
    const e = current as { code?: string; severity?: string; message?: string; driverError?: unknown; cause?: unknown };
    if (e.code && CONNECTION_ERROR_CODES.has(e.code)) return true;
    // Class 08 is the connection's own failure. A FATAL ends the session, which no query causes:
    // a server shutting down, or a database closed to new connections while it is looked after.
    if (e.code?.startsWith('08') || e.severity === 'FATAL' || e.severity === 'PANIC') return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(e.message)
    ) {
      return true;
    }
    current = e.driverError ?? e.cause;
  }
  return false;
}
