import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { setLanguage } from '../i18n';
import { noticeRefusalText, readInputProblems, refusalText, serverErrorText } from './server-words';

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

afterEach(() => setLanguage('en'));

describe("the server's refusals in the customer's language", () => {
  it('are said by their reason, in English as the server says them', () => {
    expect(refusalText({ message: 'That slot has already begun.', code: 'BAD_USER_INPUT', reason: 'slotBegun' })).toBe(
      'That slot has already begun.',
    );
    expect(refusalText({ message: 'x', code: 'BAD_USER_INPUT', reason: 'dayOutOfRange', params: { days: 30 } })).toBe(
      'Choose a day from today to 30 days ahead.',
    );
  });

  it('are said in Bengali and in Hindi, with the values they fill in', async () => {
    await setLanguage('bn');
    expect(refusalText({ message: 'That slot has already begun.', code: 'BAD_USER_INPUT', reason: 'slotBegun' })).toBe(
      'ওই সময়টা শুরু হয়ে গেছে।',
    );
    // A number in the language's digits; a name as it is.
    expect(refusalText({ message: 'x', reason: 'dayOutOfRange', params: { days: 30 } })).toBe(
      'আজ থেকে ৩০ দিনের মধ্যে একটা দিন বেছে নিন।',
    );
    expect(refusalText({ message: 'x', reason: 'testLabOnly', params: { name: 'Dengue NS1 Antigen' } })).toBe(
      'Dengue NS1 Antigen-এর জন্য ল্যাবে যেতে হবে; বাড়ি থেকে নমুনা নেওয়া যায় না।',
    );

    await setLanguage('hi');
    expect(
      refusalText({ message: 'Choose one of the services listed.', code: 'BAD_USER_INPUT', reason: 'serviceUnknown' }),
    ).toBe('दी गई सेवाओं में से कोई एक चुनें।');
    expect(refusalText({ message: 'x', reason: 'dayOutOfRange', params: { days: 14 } })).toBe(
      'आज से 14 दिन के भीतर कोई दिन चुनें।',
    );
  });

  it("say an order's statuses in the language's words", async () => {
    const move = {
      message: 'An order that is out for delivery cannot become cancelled.',
      code: 'BAD_USER_INPUT',
      reason: 'orderStatusMove',
      params: { from: 'OUT_FOR_DELIVERY', to: 'CANCELLED' },
    };
    expect(refusalText(move)).toBe('An order that is out for delivery cannot become cancelled.');
    await setLanguage('bn');
    expect(refusalText(move)).toBe('অর্ডারটি এখন “ডেলিভারির পথে” অবস্থায় আছে, তাই একে “বাতিল” অবস্থায় নেওয়া যায় না।');
  });

  it("say a help request's and an appointment's status, and the order status staff may not set, in the language's words", async () => {
    const request = {
      message: 'x',
      code: 'BAD_USER_INPUT',
      reason: 'requestStatusMove',
      params: { from: 'CLOSED', to: 'IN_PROGRESS' },
    };
    const appointment = {
      message: 'x',
      code: 'BAD_USER_INPUT',
      reason: 'appointmentAlready',
      params: { status: 'CANCELLED' },
    };
    const forbidden = { message: 'x', code: 'FORBIDDEN', reason: 'orderStatusForbidden', params: { to: 'DELIVERED' } };
    expect([request, appointment, forbidden].map((r) => refusalText(r))).toEqual([
      'A request that is closed cannot become in progress.',
      'This appointment is already cancelled.',
      'You cannot mark this order delivered.',
    ]);
    await setLanguage('bn');
    expect([request, appointment, forbidden].map((r) => refusalText(r))).toEqual([
      'যে অনুরোধ “বন্ধ”, তা “চলছে” হতে পারে না।',
      'এই অ্যাপয়েন্টমেন্ট আগেই “বাতিল” হয়ে গেছে।',
      'এই অর্ডারটি আপনি “পৌঁছে দেওয়া” হিসেবে চিহ্নিত করতে পারবেন না।',
    ]);
  });

  it('are said by their code when the server named no reason', async () => {
    await setLanguage('hi');
    expect(
      serverErrorText(
        refused('Something went wrong on our side. Please try again.', { code: 'INTERNAL_SERVER_ERROR' }),
      ),
    ).toBe('हमारी तरफ़ कुछ गड़बड़ हो गई। फिर से कोशिश करें।');
    expect(serverErrorText(refused('There is no such order.', { code: 'NOT_FOUND', field: 'orderId' }))).toBe(
      'आपने जो माँगा वह नहीं मिला। शायद उसे हटा दिया गया है।',
    );
  });

  it("keep the server's English only for a reason or a code the catalog does not know", async () => {
    await setLanguage('bn');
    expect(refusalText({ message: 'A newer sentence.', code: 'BAD_USER_INPUT', reason: 'somethingNew' })).toBe(
      'A newer sentence.',
    );
    expect(refusalText({ message: 'A code of its own.', code: 'TEAPOT' })).toBe('A code of its own.');
    // A problem listed with no reason (by an older server) keeps the server's words.
    expect(refusalText({ message: 'Keep it under 500 characters.', code: 'BAD_USER_INPUT' })).toBe(
      'Keep it under 500 characters.',
    );
  });

  it('are nothing to say when the server did not answer', () => {
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('are read from the body of a non-2xx answer too', async () => {
    await setLanguage('bn');
    const body = JSON.stringify({
      errors: [
        {
          message: 'This appointment can no longer be cancelled.',
          extensions: { code: 'BAD_USER_INPUT', field: 'code', reason: 'notCancellable' },
        },
      ],
    });
    const error = new ServerError('Response not successful: Received status code 400', {
      response: new Response(body, { status: 400 }),
      bodyText: body,
    });
    expect(serverErrorText(error)).toBe('এই অ্যাপয়েন্টমেন্ট আর বাতিল করা যায় না।');
  });

  it('are put beside their fields in the language, each of several listed', async () => {
    await setLanguage('bn');
    expect(
      readInputProblems(
        refused('Enter a 10-digit mobile number, such as 98765 43210.', {
          code: 'BAD_USER_INPUT',
          field: 'patient.phone',
          reason: 'mobileInvalid',
        }),
      ),
    ).toEqual([{ field: 'patient.phone', message: '১০ সংখ্যার মোবাইল নম্বর লিখুন, যেমন 98765 43210।' }]);
    const several = refused('Enter your name.', {
      code: 'BAD_USER_INPUT',
      field: 'name',
      problems: [
        { field: 'name', message: 'Enter your name.', reason: 'nameRequired' },
        { field: 'message', message: 'Keep it under 500 characters.', reason: 'tooLong', params: { max: 500 } },
      ],
    });
    expect(readInputProblems(several)).toEqual([
      { field: 'name', message: 'আপনার নাম লিখুন।' },
      { field: 'message', message: 'এটা ৫০০টি অক্ষরের মধ্যে রাখুন।' },
    ]);
    await setLanguage('hi');
    expect(readInputProblems(several)?.map((p) => p.message)).toEqual(['अपना नाम लिखें।', 'इसे 500 अक्षरों के भीतर रखें।']);
  });

  it('say why a request kept offline was not sent: the sender’s own word, or the server’s refusal', async () => {
    await setLanguage('hi');
    expect(noticeRefusalText({ refused: 'slotFull' })).toBe('वह समय अब भर गया है। कृपया दूसरा समय चुनें।');
    expect(
      noticeRefusalText({
        refused: 'That slot has already begun.',
        refusal: { code: 'BAD_USER_INPUT', reason: 'slotBegun' },
      }),
    ).toBe('वह समय शुरू हो चुका है।');
    // Kept by an older version, with the words alone.
    expect(noticeRefusalText({ refused: 'That slot has already begun.' })).toBe('That slot has already begun.');
  });
});
