import type { ParseKeys } from 'i18next';
import {
  answeredWithErrors,
  errorCodeOf,
  graphQLErrorsOf,
  readInputProblems,
  refusalOf,
  refusalText,
  serverErrorText,
} from '../../../shared/apollo/server-words';
import { i18n } from '../../../shared/i18n';
import '../../../shared/i18n/admin';

/**
 * What to tell an admin when the server refused or could not be reached, for any admin screen:
 * a refusal keeps the server's own words, in the admin's language when it named its reason
 * (shared/apollo/server-words.ts); the rest is one of a few plain sentences.
 */
export type AdminProblem = { key: ParseKeys; message?: undefined } | { key?: undefined; message: string };

export function adminProblem(error: unknown): AdminProblem {
  const refused = readInputProblems(error);
  if (refused?.[0]?.message) return { message: refused[0].message };
  // A refusal the catalog has a sentence for ("You cannot disable your own account."), in the
  // admin's language; a clash of versions keeps the kit's words of what to do.
  const first = graphQLErrorsOf(error)?.[0];
  const named = first ? refusalOf(first) : null;
  if (named?.reason && named.code !== 'CONFLICT' && i18n.exists(`serverErrors.reasons.${named.reason}`))
    return { message: refusalText(named) };
  switch (errorCodeOf(error)) {
    case 'NOT_FOUND':
      return { key: 'admin.kit.errors.notFound' };
    case 'CONFLICT':
      // Someone saved first: the server's words speak of the API's versions, these of what to do.
      return { key: 'admin.kit.errors.conflict' };
    case 'FORBIDDEN':
    case 'UNAUTHENTICATED':
      return { key: 'admin.kit.errors.forbidden' };
    case undefined:
      // No answer at all (offline, timed out), unless the server answered with errors of no known code.
      return answeredWithErrors(error) ? { key: 'admin.kit.errors.unknown' } : { key: 'admin.kit.errors.network' };
    default:
      // A FORBIDDEN-like refusal with the server's own reason ("You cannot disable your own account.").
      return typeof first?.message === 'string' && first.message
        ? { message: serverErrorText(error) ?? first.message }
        : { key: 'admin.kit.errors.unknown' };
  }
}
