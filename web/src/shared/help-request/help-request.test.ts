import {
  checkHelpRequest,
  clearHelpRequestDraft,
  helpRequestFieldOf,
  helpRequestFormOf,
  helpRequestOf,
  readHelpRequestDraft,
  readHelpRequestValues,
  readSavedAsker,
  saveHelpRequestDraft,
  type HelpRequestValues,
} from './help-request';

const good: HelpRequestValues = {
  name: 'Anjali Bagdi',
  phone: '97340 12345',
  village: 'Supur',
  message: 'Ambulance to Bolpur tomorrow',
};

describe('a request for help', () => {
  it('passes with a name, a mobile number and what is needed; the village may be left out', () => {
    expect(checkHelpRequest(good)).toEqual({});
    expect(checkHelpRequest({ ...good, village: '  ' })).toEqual({});
  });

  it('says what is missing or wrong, as the server would', () => {
    expect(checkHelpRequest({ name: ' ', phone: '', village: 'v'.repeat(81), message: '' })).toEqual({
      name: 'required',
      phone: 'required',
      village: 'tooLong',
      message: 'required',
    });
    expect(checkHelpRequest({ ...good, phone: '0346 3260300' }).phone).toBe('invalid');
    expect(checkHelpRequest({ ...good, message: 'x'.repeat(501) }).message).toBe('tooLong');
  });

  it('sends trimmed words, the service only for a service request, and no empty village', () => {
    expect(helpRequestOf({ ...good, name: ' Anjali Bagdi ', village: ' ' }, 'MEDICAL_ASSISTANCE', 'plumber')).toEqual({
      kind: 'MEDICAL_ASSISTANCE',
      serviceType: null,
      name: 'Anjali Bagdi',
      phone: '97340 12345',
      village: null,
      message: 'Ambulance to Bolpur tomorrow',
    });
    expect(helpRequestOf(good, 'SERVICE', 'electrician')).toMatchObject({
      kind: 'SERVICE',
      serviceType: 'electrician',
      village: 'Supur',
    });
  });

  it('fills in who ordered last from this browser', () => {
    window.localStorage.setItem(
      'haat.delivery-address',
      JSON.stringify({ name: 'Rina Das', village: 'Supur', addressLine: 'Near the school' }),
    );
    window.localStorage.setItem('haat.order-contact', '98765 43210');
    expect(readSavedAsker()).toEqual({ name: 'Rina Das', phone: '98765 43210', village: 'Supur', message: '' });
  });

  it("knows the server's names for its fields", () => {
    expect(helpRequestFieldOf('message')).toBe('message');
    expect(helpRequestFieldOf('serviceType')).toBeUndefined();
  });

  it('keeps a draft for each page’s form, read before the saved details, until it is cleared', () => {
    expect(helpRequestFormOf('SERVICE', 'plumber')).toBe('SERVICE:plumber');
    expect(helpRequestFormOf('CONTACT', 'plumber')).toBe('CONTACT');
    window.localStorage.setItem('haat.delivery-address', JSON.stringify({ name: 'Saved Name', village: 'Bolpur' }));
    expect(readHelpRequestValues('CONTACT')).toEqual({ name: 'Saved Name', phone: '', village: 'Bolpur', message: '' });

    saveHelpRequestDraft('CONTACT', good);
    saveHelpRequestDraft('SERVICE:plumber', { ...good, message: 'Tap leaking' });
    expect(readHelpRequestValues('CONTACT')).toEqual(good);
    clearHelpRequestDraft('CONTACT');
    expect(readHelpRequestDraft('CONTACT')).toBeNull();
    expect(readHelpRequestValues('CONTACT').name).toBe('Saved Name');
    expect(readHelpRequestDraft('SERVICE:plumber')?.message).toBe('Tap leaking');

    // What is not a draft is ignored.
    window.localStorage.setItem('haat.help-request-draft', JSON.stringify({ CONTACT: { name: 1 } }));
    expect(readHelpRequestDraft('CONTACT')).toBeNull();
  });
});
