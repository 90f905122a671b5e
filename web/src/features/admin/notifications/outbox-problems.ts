import type { ParseKeys } from 'i18next';
import { answeredWithErrors, errorCodeOf, readInputProblems } from '../../../shared/apollo/server-words';
import '../../../shared/i18n/admin';

/**
 * What to tell an admin when sending a message again was refused, or the list could not be
 * fetched. A refused input keeps the server's own words ("This message was already sent.").
 */
export type OutboxProblem = { key: ParseKeys; message?: undefined } | { key?: undefined; message: string };

export function outboxProblem(error: unknown): OutboxProblem {
  const refused = readInputProblems(error);
  if (refused?.[0]?.message) return { message: refused[0].message };
  switch (errorCodeOf(error)) {
    case 'NOT_FOUND':
      return { key: 'admin.notifications.errors.notFound' };
    case 'FORBIDDEN':
    case 'UNAUTHENTICATED':
      return { key: 'admin.notifications.errors.forbidden' };
    case undefined:
      // No answer at all (offline, timed out), unless the server answered with errors of no known code.
      return answeredWithErrors(error)
        ? { key: 'admin.notifications.errors.unknown' }
        : { key: 'admin.notifications.errors.network' };
    default:
      return { key: 'admin.notifications.errors.unknown' };
  }
}
