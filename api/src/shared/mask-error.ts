import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isDatabaseUnavailable, PUBLIC_ERROR_CODES, serviceUnavailable, type Reason } from './errors';
import type { Logger } from './logger';
import { OPERATION_TOO_LARGE, OperationTooLarge } from './operation-limits';

/**
 * What a client is told of an error, on every transport: known codes pass with their message;
 * everything else becomes one plain sentence (and a line in the log).
 */
export function maskError(formatted: GraphQLFormattedError, error: unknown, log: Logger): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  if (isDatabaseUnavailable(original)) {
    const unavailable = serviceUnavailable();
    return { message: unavailable.message, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  // Apollo rewraps every validation error as GRAPHQL_VALIDATION_FAILED; a size refusal keeps its own code.
  if (original instanceof OperationTooLarge) {
    return { message: formatted.message, extensions: { code: OPERATION_TOO_LARGE } };
  }
  const validation = validationProblems(formatted);
  if (validation) {
    // The first problem is the error's own too, for a client that reads only the error's reason.
    const { message, ...first } = validation[0];
    return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', ...first, problems: validation } };
  }
  if (typeof code === 'string' && PUBLIC_ERROR_CODES.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    if (code === 'BAD_USER_INPUT' && !extensions.field) {
      const field = fieldOfVariableError(formatted.message);
      if (field) extensions.field = field;
      if (field && !extensions.reason) extensions.reason = reasonOfVariableError(formatted.message);
    }
    return { ...formatted, extensions };
  }
  // Apollo's own refusals of a request carry an HTTP status but, for a few ("provided sha does not
  // match query"), no code, which Apollo fills in as INTERNAL_SERVER_ERROR: the request was wrong, not the server.
  const status = (error as { extensions?: { http?: { status?: unknown } } })?.extensions?.http?.status;
  const uncoded =
    code === undefined ||
    (code === 'INTERNAL_SERVER_ERROR' && !(error as { extensions?: { code?: unknown } })?.extensions?.code);
  if (uncoded && typeof status === 'number' && status >= 400 && status < 500) {
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  log.error({ err: original }, 'unexpected error in a GraphQL operation');
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * graphql-js names the offending place only in its message when a variable has the wrong type:
 * 'Variable "$input" got invalid value 5 at "input.phone"; …' → "phone".
 */
function fieldOfVariableError(message: string): string | undefined {
  const at = /got invalid value .* at "([^"]+)"/.exec(message)?.[1];
  // "input.lines[0].quantity" → "lines.0.quantity": the argument's own name says nothing to a form.
  if (at)
    return (
      at
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .slice(1)
        .join('.') || at
    );
  const missing = /Field "(\w+)" of required type/.exec(message)?.[1];
  if (missing) return missing;
  return /^Variable "\$(\w+)"/.exec(message)?.[1];
}

/**
 * A variable graphql-js refused for its type has no reason of ours: name the sentence by its complaint,
 * so the web says it in the reader's language (a fraction where a whole number goes, a choice not listed).
 */
function reasonOfVariableError(message: string): string {
  if (/Int cannot represent non-integer value/.test(message)) return 'wholeNumber';
  if (/does not exist in "\w+" enum/.test(message)) return 'choiceUnknown';
  return 'detailsInvalid';
}

interface ClassValidatorError {
  property: string;
  constraints?: Record<string, string>;
  /** The `context` a rule was given, by constraint: its reason (shared/rule-reasons.ts). */
  contexts?: Record<string, Partial<Reason> | undefined>;
  children?: ClassValidatorError[];
}

/** One field the input's rules refused: its path, the English words, and the reason the web says them by. */
type Problem = { field: string; message: string } & Partial<Reason>;

/**
 * type-graphql's validation error carries class-validator's objects, which include the submitted
 * values (passwords among them): keep only each field's path, first message and that message's reason.
 */
function validationProblems(formatted: GraphQLFormattedError): Problem[] | null {
  const errors = formatted.extensions?.validationErrors as ClassValidatorError[] | undefined;
  if (!Array.isArray(errors)) return null;
  const problems: Problem[] = [];
  const walk = (list: ClassValidatorError[], prefix: string) => {
    for (const error of list) {
      const field = prefix ? `${prefix}.${error.property}` : error.property;
      const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? [];
      if (constraint && message) {
        const { reason, params } = error.contexts?.[constraint] ?? {};
        problems.push({ field, message, ...(reason ? { reason } : {}), ...(reason && params ? { params } : {}) });
      }
      // Nested inputs keep their path: "customer.phone", "lines.0.quantity".
      if (error.children?.length) walk(error.children, field);
    }
  };
  walk(errors, '');
  return problems.length > 0
    ? problems
    : [{ field: 'input', message: 'Some of the details are not valid.', reason: 'detailsInvalid' }];
}

/**
 * Errors of a request over graphql-ws, told as over HTTP. graphql-ws sends graphql-js's errors as
 * they are, and graphql-js gives no code to a request it cannot run (a variable of the wrong type,
 * an operation name that names nothing), which Apollo codes over HTTP: code them the same way,
 * then mask them as maskError does.
 */
export function maskWsErrors(errors: readonly GraphQLError[], log: Logger): GraphQLFormattedError[] {
  return errors.map((error) => {
    const code = error.extensions?.code ? undefined : requestErrorCode(error);
    const coded = code ? new GraphQLError(error.message, { nodes: error.nodes, extensions: { code } }) : error;
    return maskError(coded.toJSON(), coded, log);
  });
}

/** The code Apollo gives a request graphql-js refused before running it; undefined for any other error. */
function requestErrorCode(error: GraphQLError): string | undefined {
  // Errors of the operation's fields have a path; these are the request's own.
  if (error.path) return undefined;
  // coerceVariableValues keeps the scalar's or input's complaint as originalError: still the caller's mistake.
  if (/^Variable "\$\w+"/.test(error.message)) return 'BAD_USER_INPUT';
  // "Unable to identify operation" and the like; a thrown error (a failed event stream) has an
  // originalError and stays unexpected.
  return error.originalError ? undefined : 'BAD_REQUEST';
}
