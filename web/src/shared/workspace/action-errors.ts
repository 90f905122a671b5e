import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ParseKeys } from 'i18next';
import { serverErrorText } from '../apollo/server-words';

/**
 * What to tell a shopkeeper or a rider when the server refused a step. The server's own words
 * are kept for a refused input (they name the problem: "Only 3 in stock …"), in their language
 * when the server named the refusal's reason (shared/apollo/server-words.ts); a move no longer
 * allowed means someone else moved the order first.
 */
export type ActionProblem = { key: ParseKeys; message?: undefined } | { key?: undefined; message: string };

export function errorCodeOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function actionProblem(error: unknown): ActionProblem {
  if (!CombinedGraphQLErrors.is(error)) return { key: 'workspace.errors.network' };
  const code = errorCodeOf(error);
  const message = error.errors[0]?.message;
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return { key: 'workspace.errors.forbidden' };
  if (code === 'NOT_FOUND' || code === 'ILLEGAL_TRANSITION' || code === 'CONFLICT')
    return { key: 'workspace.errors.moved' };
  if (code === 'BAD_USER_INPUT' && message) return { message: serverErrorText(error) || message };
  return { key: 'workspace.errors.unknown' };
}
