import { slotStarts } from './doctor-schedule';

describe("a doctor's slots, as patients will be offered them", () => {
  it('gives an hour-long slot from each whole hour of the sitting', () => {
    expect(slotStarts('17:00', '20:00')).toEqual(['17:00', '18:00', '19:00']);
  });

  it('leaves out a last part shorter than an hour', () => {
    expect(slotStarts('17:00', '19:30')).toEqual(['17:00', '18:00']);
    expect(slotStarts('09:30:00', '11:00:00')).toEqual(['09:30']);
  });

  it('makes a sitting shorter than an hour one slot', () => {
    expect(slotStarts('10:00', '10:45')).toEqual(['10:00']);
  });

  it('has no slot when the hours end as or before they start, or are not times', () => {
    expect(slotStarts('18:00', '18:00')).toEqual([]);
    expect(slotStarts('18:00', '17:00')).toEqual([]);
    expect(slotStarts('', '17:00')).toEqual([]);
  });
});
