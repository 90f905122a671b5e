import { readDeliveryAddress, removeDeliveryAddress, saveDeliveryAddress } from './delivery-address';
import { readOrderContact, saveOrderContact } from './order-contact';

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
});
