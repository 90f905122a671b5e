import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCodeOf, readInputProblems, sortProblems } from './server-words';

const badInput = (field: string | undefined, message: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), ...extra } }],
  });

describe('reading what the server refused', () => {
  it('names each field with its message, all of them when several were listed', () => {
    expect(readInputProblems(badInput('patient.phone', 'Enter a 10-digit mobile number.'))).toEqual([
      { field: 'patient.phone', message: 'Enter a 10-digit mobile number.' },
    ]);
    const several = badInput('name', 'Enter your name.', {
      problems: [
        { field: 'name', message: 'Enter your name.' },
        { field: 'message', message: 'Say what you need.' },
      ],
    });
    expect(readInputProblems(several)?.map((p) => p.field)).toEqual(['name', 'message']);
  });

  it('reads a refusal sent in the body of a non-2xx answer', () => {
    const body = JSON.stringify({
      errors: [{ message: 'Choose a day.', extensions: { code: 'BAD_USER_INPUT', field: 'preferredDate' } }],
    });
    const error = new ServerError('Response not successful: Received status code 400', {
      response: new Response(body, { status: 400 }),
      bodyText: body,
    });
    expect(readInputProblems(error)).toEqual([{ field: 'preferredDate', message: 'Choose a day.' }]);
    expect(errorCodeOf(error)).toBe('BAD_USER_INPUT');
  });

  it('is no definite answer when the connection failed or the server broke', () => {
    expect(readInputProblems(new TypeError('Failed to fetch'))).toBeNull();
    expect(
      readInputProblems(
        new CombinedGraphQLErrors({ errors: [{ message: 'oops', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    ).toBeNull();
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('tells the code of other answers, such as NOT_FOUND', () => {
    expect(
      errorCodeOf(
        new CombinedGraphQLErrors({
          errors: [{ message: 'There is no such doctor.', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('sorting problems for a form', () => {
  const fieldOf = (path: string) =>
    (({ 'patient.name': 'name', 'patient.phone': 'phone' }) as Record<string, 'name' | 'phone'>)[path];

  it('puts messages beside fields (the first for each), a reused key apart, and the rest in the banner', () => {
    expect(
      sortProblems(
        [
          { field: 'patient.phone', message: 'first' },
          { field: 'patient.phone', message: 'second' },
          { field: 'idempotencyKey', message: 'already made' },
          { field: 'day', message: 'Choose a day.' },
          { field: 'startsAt', message: 'That slot has already begun.' },
        ],
        fieldOf,
      ),
    ).toEqual({ fields: { phone: 'first' }, keyConflict: true, other: 'Choose a day.', otherField: 'day' });
  });

  it('names the field of the banner message only when the server named one', () => {
    expect(sortProblems([{ field: '', message: 'Some of the details are not valid.' }], fieldOf)).toEqual({
      fields: {},
      keyConflict: false,
      other: 'Some of the details are not valid.',
    });
  });
});
