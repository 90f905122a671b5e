import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { readPlaceOrderRefusal } from './place-order-errors';

const badInput = (field: string | undefined, message: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), ...extra } }],
  });

describe('readPlaceOrderRefusal', () => {
  it("puts a customer field's message beside that field", () => {
    expect(
      readPlaceOrderRefusal(badInput('customer.phone', 'Enter a 10-digit mobile number, such as 98765 43210.')),
    ).toEqual({
      fields: { phone: 'Enter a 10-digit mobile number, such as 98765 43210.' },
      lines: {},
      keyConflict: false,
      other: null,
    });
  });

  it('reads every problem the server listed', () => {
    const error = badInput('customer.name', 'Enter your name.', {
      problems: [
        { field: 'customer.name', message: 'Enter your name.' },
        { field: 'customer.address', message: 'Keep the address under 300 characters.' },
        { field: 'lines.1.quantity', message: 'The quantity can be at most 99.' },
      ],
    });
    expect(readPlaceOrderRefusal(error)).toMatchObject({
      fields: { name: 'Enter your name.', address: 'Keep the address under 300 characters.' },
      lines: { 1: 'The quantity can be at most 99.' },
    });
  });

  it('tells a key used before with other details apart, and sends anything else to the banner', () => {
    expect(
      readPlaceOrderRefusal(badInput('idempotencyKey', 'This order was already placed with other details.'))
        ?.keyConflict,
    ).toBe(true);
    expect(readPlaceOrderRefusal(badInput('lines', 'The cart is empty.'))?.other).toBe('The cart is empty.');
    expect(readPlaceOrderRefusal(badInput(undefined, 'Some of the details are not valid.'))?.other).toBe(
      'Some of the details are not valid.',
    );
  });

  it('names the field of a problem that belongs to no customer field or line, so a list can show it in place', () => {
    expect(
      readPlaceOrderRefusal(
        badInput('prescriptionFile', 'The prescription photo did not arrive. Please add it again.'),
      ),
    ).toMatchObject({
      other: 'The prescription photo did not arrive. Please add it again.',
      otherField: 'prescriptionFile',
    });
    expect(readPlaceOrderRefusal(badInput('lines', 'Keep each line under 120 characters.'))?.otherField).toBe('lines');
    expect(
      readPlaceOrderRefusal(badInput(undefined, 'Some of the details are not valid.'))?.otherField,
    ).toBeUndefined();
  });

  it('reads errors a server sent in the body of a non-2xx answer', () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'The quantity must be a whole number.',
          extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.quantity' },
        },
      ],
    });
    const error = new ServerError('Response not successful: Received status code 400', {
      response: new Response(body, { status: 400 }),
      bodyText: body,
    });
    expect(readPlaceOrderRefusal(error)?.lines).toEqual({ 0: 'The quantity must be a whole number.' });
  });

  it('is no answer at all when nothing definite came back', () => {
    expect(readPlaceOrderRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(
      readPlaceOrderRefusal(
        new CombinedGraphQLErrors({ errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      ),
    ).toBeNull();
    expect(
      readPlaceOrderRefusal(
        new CombinedGraphQLErrors({ errors: [{ message: 'oops', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    ).toBeNull();
    const html = new ServerError('Response not successful: Received status code 502', {
      response: new Response('<html>', { status: 502 }),
      bodyText: '<html>',
    });
    expect(readPlaceOrderRefusal(html)).toBeNull();
  });
});
