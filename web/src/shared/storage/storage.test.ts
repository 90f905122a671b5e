import { readDeliveryAddress, removeDeliveryAddress, saveDeliveryAddress } from './delivery-address';
import { readOrderContact, saveOrderContact } from './order-contact';
import {
  readDeliveryPerson,
  readVendorData,
  removeDeliveryPerson,
  removeVendorData,
  saveDeliveryPerson,
  saveVendorData,
  type StaffProfile,
} from './staff-profile';

describe('local storage helpers', () => {
  it('saves, reads and removes the delivery address as JSON', () => {
    expect(readDeliveryAddress()).toBeNull();
    saveDeliveryAddress({ name: 'Mita Das', village: 'Kalna', landmark: 'Near the school' });
    expect(JSON.parse(window.localStorage.getItem('haat.delivery-address') ?? '')).toEqual({
      name: 'Mita Das',
      village: 'Kalna',
      landmark: 'Near the school',
    });
    expect(readDeliveryAddress()).toEqual({ name: 'Mita Das', village: 'Kalna', landmark: 'Near the school' });
    removeDeliveryAddress();
    expect(readDeliveryAddress()).toBeNull();
  });

  it('reads a corrupt delivery address as none', () => {
    window.localStorage.setItem('haat.delivery-address', '{broken');
    expect(readDeliveryAddress()).toBeNull();
  });

  it('keeps the order contact as plain text', () => {
    expect(readOrderContact()).toBeNull();
    saveOrderContact(' 9876543210 ');
    expect(window.localStorage.getItem('haat.order-contact')).toBe('9876543210');
    expect(readOrderContact()).toBe('9876543210');
  });

  it('keeps vendor and delivery-person data under their own keys, with only the allowed fields', () => {
    const vendor = {
      id: 'u1',
      name: 'Subrata Mondal',
      phone: '+919830012345',
      vendorId: 'v1',
      vendorCategory: 'GROCERY',
      password: 'never stored',
      accessToken: 'never stored either',
    } as StaffProfile;
    saveVendorData(vendor);
    expect(JSON.parse(window.localStorage.getItem('haat.vendor') ?? '')).toEqual({
      id: 'u1',
      name: 'Subrata Mondal',
      phone: '+919830012345',
      vendorId: 'v1',
      vendorCategory: 'GROCERY',
    });
    expect(readVendorData()?.name).toBe('Subrata Mondal');
    saveDeliveryPerson({
      id: 'u2',
      name: 'Rakesh Bagdi',
      phone: '+919733300001',
      vendorId: null,
      vendorCategory: null,
    });
    expect(readDeliveryPerson()?.name).toBe('Rakesh Bagdi');
    expect(window.localStorage.getItem('haat.delivery-person')).not.toContain('never stored');

    removeVendorData();
    removeDeliveryPerson();
    expect(readVendorData()).toBeNull();
    expect(readDeliveryPerson()).toBeNull();
  });
});
