import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { i18n } from '../i18n';
import {
  describeIdentityError,
  identityErrorCodes,
  identityMessage,
  identityProblemOf,
  waitMessage,
} from './identity-errors';

const t = i18n.t.bind(i18n);

function graphQLErrors(code: string, extensions: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({
    errors: [{ message: `server says ${code}`, extensions: { code, ...extensions } }],
  });
}

const GENERIC = 'These sign-in details do not match an account. Please check them and try again.';

describe('identity error messages', () => {
  it.each([
    ['INVALID_CREDENTIALS', GENERIC],
    ['UNAUTHENTICATED', 'Your session has ended. Please sign in again.'],
    ['FORBIDDEN', 'Your account cannot do this. Please sign in with the right account.'],
    ['SERVICE_UNAVAILABLE', 'Haat is busy for a moment. Please try again shortly.'],
    ['TOO_MANY_REQUESTS', 'Too many tries. For your safety, please wait a few minutes and try again.'],
    ['SOMETHING_ELSE', 'Something went wrong. Please try again.'],
  ])('%s → %s', (code, message) => {
    expect(describeIdentityError(graphQLErrors(code), t).message).toBe(message);
  });

  it('says the same of a wrong password as of an unknown account, so nothing can be learnt from it', () => {
    expect(describeIdentityError(graphQLErrors('INVALID_CREDENTIALS'), t).message).toBe(GENERIC);
  });

  it('no longer knows the codes of the old identity provider, which the API never sends', () => {
    for (const code of ['wrong-password', 'auth/wrong-password', 'too-many-requests'])
      expect(identityProblemOf(graphQLErrors(code)).code).toBe('unknown');
  });

  it('says how long to wait on TOO_MANY_REQUESTS, in seconds, minutes or hours', () => {
    expect(describeIdentityError(graphQLErrors('TOO_MANY_REQUESTS', { retryAfterSeconds: 1 }), t).message).toBe(
      'Too many tries. For your safety, please wait 1 second and try again.',
    );
    expect(describeIdentityError(graphQLErrors('TOO_MANY_REQUESTS', { retryAfterSeconds: 45 }), t).message).toContain(
      'wait 45 seconds',
    );
    expect(describeIdentityError(graphQLErrors('TOO_MANY_REQUESTS', { retryAfterSeconds: 900 }), t).message).toContain(
      'wait 15 minutes',
    );
    expect(describeIdentityError(graphQLErrors('TOO_MANY_REQUESTS', { retryAfterSeconds: 61 }), t).message).toContain(
      'wait 2 minutes',
    );
    expect(
      describeIdentityError(graphQLErrors('TOO_MANY_REQUESTS', { retryAfterSeconds: 86_400 }), t).message,
    ).toContain('wait 24 hours');
    expect(waitMessage(60)).toEqual({ key: 'identity.wait.minutes', values: { count: 1 } });
  });

  it('puts BAD_USER_INPUT beside its field, in our words', () => {
    const phone = describeIdentityError(graphQLErrors('BAD_USER_INPUT', { field: 'phone' }), t);
    expect(phone).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'phone',
      message: 'Enter a 10-digit mobile number, like 98300 12345.',
    });
    expect(describeIdentityError(graphQLErrors('BAD_USER_INPUT', { field: 'email' }), t).message).toMatch(
      /valid email address/,
    );
    expect(describeIdentityError(graphQLErrors('BAD_USER_INPUT', { field: 'password' }), t).message).toMatch(
      /at least 8 characters/,
    );
    expect(describeIdentityError(graphQLErrors('BAD_USER_INPUT', { field: 'token' }), t).message).toMatch(
      /expired or was already used/,
    );
    expect(describeIdentityError(graphQLErrors('BAD_USER_INPUT', { field: 'vendorId' }), t)).toMatchObject({
      field: 'vendorId',
      message: 'Some details are not right. Please check them and try again.',
    });
  });

  it('calls no answer at all a network failure', () => {
    expect(identityProblemOf(new TypeError('Failed to fetch')).code).toBe('NETWORK');
    expect(identityProblemOf(new DOMException('Request timed out', 'TimeoutError')).code).toBe('NETWORK');
    expect(identityProblemOf(new DOMException('aborted', 'AbortError')).code).toBe('NETWORK');
  });

  it('reads GraphQL errors from a non-2xx answer, and names bare gateway errors', () => {
    const withBody = new ServerError('Response not successful', {
      response: new Response('', { status: 400 }),
      bodyText: JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }] }),
    });
    expect(identityProblemOf(withBody)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const gateway = new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '<html>' });
    expect(identityProblemOf(gateway).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('has words for every code it knows', () => {
    for (const code of identityErrorCodes) {
      const { key } = identityMessage({ code });
      expect(i18n.exists(key)).toBe(true);
    }
  });
});
