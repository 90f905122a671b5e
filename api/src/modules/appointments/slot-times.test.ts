import { indiaTimeOfDay, slotEnd, slotStarts } from './slot-times';

describe('slot times', () => {
  it('cuts a sitting into hours', () => {
    expect(slotStarts('17:00:00', '20:00:00')).toEqual(['17:00', '18:00', '19:00']);
    expect(slotStarts('09:30', '12:00')).toEqual(['09:30', '10:30']);
    expect(slotEnd('10:30', '12:00')).toBe('11:30');
  });

  it('makes a short sitting one slot, and nothing of an empty one', () => {
    expect(slotStarts('10:00', '10:40')).toEqual(['10:00']);
    expect(slotEnd('10:00', '10:40')).toBe('10:40');
    expect(slotStarts('10:00', '10:00')).toEqual([]);
  });

  it('reads the clock in India time', () => {
    expect(indiaTimeOfDay(new Date('2026-11-22T04:30:00Z'))).toBe('10:00');
  });
});
