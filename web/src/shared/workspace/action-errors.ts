import type { ParseKeys } from 'i18next';
import { errorCodeOf, graphQLErrorsOf, serverErrorText } from '../apollo/server-words';

/**
 * What to tell a shopkeeper or a rider when the server refused a step. The server's own words
 * are kept for a refused input (they name the problem: "Only 3 in stock …"), in their language
 * when the server named the refusal's reason (shared/apollo/server-words.ts); a move no longer
 * allowed means someone else moved the order first.
 */
export type ActionProblem = { key: ParseKeys; message?: undefined } | { key?: undefined; message: string };

export function actionProblem(error: unknown): ActionProblem {
  const first = graphQLErrorsOf(error)?.[0];
  if (!first) return { key: 'workspace.errors.network' };
  const code = errorCodeOf(error);
  const message = typeof first.message === 'string' ? first.message : undefined;
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return { key: 'workspace.errors.forbidden' };
  if (code === 'NOT_FOUND' || code === 'CONFLICT') return { key: 'workspace.errors.moved' };
  if (code === 'BAD_USER_INPUT' && message) return { message: serverErrorText(error) || message };
  return { key: 'workspace.errors.unknown' };
}
