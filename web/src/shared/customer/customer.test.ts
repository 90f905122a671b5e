import { i18n } from '../i18n';
import {
  checkCustomer,
  customerErrors,
  customerFieldOf,
  readSavedCustomer,
  saveCustomer,
  saveCustomerDraft,
  toCustomerInput,
  type CustomerValues,
} from './customer';

const good: CustomerValues = {
  name: 'Rina Das',
  phone: '98765 43210',
  address: 'Near the school, Supur',
  landmark: '',
};

describe('the checkout details', () => {
  it('pass when name, a mobile number and the address are given; the landmark may be empty', () => {
    expect(checkCustomer(good)).toEqual({});
    expect(checkCustomer({ ...good, phone: '+91 98765-43210', landmark: 'Blue gate' })).toEqual({});
  });

  it('are checked as the server checks them', () => {
    expect(checkCustomer({ name: ' ', phone: '', address: '   ', landmark: '' })).toEqual({
      name: 'required',
      phone: 'required',
      address: 'required',
    });
    expect(checkCustomer({ ...good, phone: '03463 260300' })).toEqual({ phone: 'invalid' });
    expect(checkCustomer({ ...good, phone: 'call me' })).toEqual({ phone: 'invalid' });
    expect(
      checkCustomer({
        name: 'x'.repeat(81),
        phone: '9'.repeat(33),
        address: 'x'.repeat(301),
        landmark: 'x'.repeat(121),
      }),
    ).toEqual({ name: 'tooLong', phone: 'tooLong', address: 'tooLong', landmark: 'tooLong' });
    expect(
      checkCustomer({ ...good, name: 'x'.repeat(80), address: 'x'.repeat(300), landmark: 'x'.repeat(120) }),
    ).toEqual({});
  });

  it('are said in words beside each field', () => {
    expect(customerErrors({ name: '', phone: '12345', address: 'x'.repeat(301), landmark: '' }, i18n.t)).toEqual({
      name: 'Enter your name.',
      phone: 'Enter a 10-digit mobile number, such as 98765 43210.',
      address: 'Keep the address under 300 characters.',
    });
    expect(customerErrors(good, i18n.t)).toEqual({});
  });

  it("are said in a form's own words where it has them", () => {
    const words = { address: { required: 'Enter the address where the sample is collected.' } };
    expect(customerErrors({ ...good, address: ' ' }, i18n.t, words)).toEqual({
      address: 'Enter the address where the sample is collected.',
    });
    expect(customerErrors({ ...good, address: 'x'.repeat(301) }, i18n.t, words)).toEqual({
      address: 'Keep the address under 300 characters.',
    });
  });

  it("are found in the server's refusals by their input path", () => {
    expect(customerFieldOf('customer.phone')).toBe('phone');
    expect(customerFieldOf('customer.landmark')).toBe('landmark');
    expect(customerFieldOf('customer.village')).toBeUndefined();
    expect(customerFieldOf('phone')).toBeUndefined();
    expect(customerFieldOf('lines.0')).toBeUndefined();
  });

  it('are sent trimmed, with an empty landmark as none', () => {
    expect(toCustomerInput({ name: ' Rina Das ', phone: ' 98765 43210 ', address: ' Supur ', landmark: '  ' })).toEqual(
      {
        name: 'Rina Das',
        phone: '98765 43210',
        address: 'Supur',
        landmark: null,
      },
    );
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

  it('keep what is typed before any send, so a reload loses none of it, until a send keeps the checked details', () => {
    window.localStorage.clear();
    saveCustomerDraft({ name: 'Rin', phone: '98765', address: '', landmark: '' });
    expect(readSavedCustomer()).toEqual({ name: 'Rin', phone: '98765', address: '', landmark: '' });
    saveCustomer(good);
    expect(window.localStorage.getItem('haat.customer-draft')).toBeNull();
    expect(readSavedCustomer()).toEqual(good);
    window.localStorage.setItem('haat.customer-draft', JSON.stringify({ name: 3 }));
    expect(readSavedCustomer()).toEqual(good);
  });
});
