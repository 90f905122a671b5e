import { checkCustomer, readSavedCustomer, saveCustomer, toCustomerInput, type CustomerValues } from './customer';

const good: CustomerValues = { name: 'Rina Das', phone: '98765 43210', address: 'Near the school, Supur', landmark: '' };

describe('the checkout details', () => {
  it('pass when name, a mobile number and the address are given; the landmark may be empty', () => {
    expect(checkCustomer(good)).toEqual({});
    expect(checkCustomer({ ...good, phone: '+91 98765-43210', landmark: 'Blue gate' })).toEqual({});
  });

  it('are checked as the server checks them', () => {
    expect(checkCustomer({ name: ' ', phone: '', address: '   ', landmark: '' })).toEqual({ name: 'required', phone: 'required', address: 'required' });
    expect(checkCustomer({ ...good, phone: '03463 260300' })).toEqual({ phone: 'invalid' });
    expect(checkCustomer({ ...good, phone: 'call me' })).toEqual({ phone: 'invalid' });
    expect(
      checkCustomer({ name: 'x'.repeat(81), phone: '9'.repeat(33), address: 'x'.repeat(301), landmark: 'x'.repeat(121) }),
    ).toEqual({ name: 'tooLong', phone: 'tooLong', address: 'tooLong', landmark: 'tooLong' });
    expect(checkCustomer({ ...good, name: 'x'.repeat(80), address: 'x'.repeat(300), landmark: 'x'.repeat(120) })).toEqual({});
  });

  it('are sent trimmed, with an empty landmark as none', () => {
    expect(toCustomerInput({ name: ' Rina Das ', phone: ' 98765 43210 ', address: ' Supur ', landmark: '  ' })).toEqual({
      name: 'Rina Das',
      phone: '98765 43210',
      address: 'Supur',
      landmark: null,
    });
  });

  it('are kept as the delivery address and the order contact, and filled in next time', () => {
    expect(readSavedCustomer()).toEqual({ name: '', phone: '', address: '', landmark: '' });
    window.localStorage.setItem('haat.delivery-address', JSON.stringify({ village: 'Supur', pin: '731235' }));
    saveCustomer({ ...good, landmark: 'Blue gate ' });
    expect(JSON.parse(window.localStorage.getItem('haat.delivery-address') ?? '{}')).toEqual({
      village: 'Supur',
      pin: '731235',
      name: 'Rina Das',
      phone: '98765 43210',
      addressLine: 'Near the school, Supur',
      landmark: 'Blue gate',
    });
    expect(window.localStorage.getItem('haat.order-contact')).toBe('98765 43210');
    expect(readSavedCustomer()).toEqual({ ...good, landmark: 'Blue gate' });
  });
});
