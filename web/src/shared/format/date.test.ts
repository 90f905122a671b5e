import { addDays, daysFrom, formatClock, formatDateTime, formatDay, indiaToday } from './date';

describe('formatDateTime', () => {
  it('shows the moment in India time', () => {
    expect(formatDateTime('2026-02-03T10:35:00.000Z')).toBe('3 Feb 2026, 4:05 pm');
  });

  it("says the part of the day first, in words and in the language's digits, in Bengali and Hindi", () => {
    expect(formatDateTime('2026-11-28T02:11:00.000Z', 'bn-IN')).toBe('২৮ নভেঃ, ২০২৬, সকাল ৭:৪১');
    expect(formatDateTime('2026-11-28T12:41:00.000Z', 'hi-IN')).toBe('28 नव॰ 2026, शाम 6:11');
    expect(formatClock(new Date('2026-11-28T12:41:00.000Z'), 'bn-IN', { timeZone: 'Asia/Kolkata' })).toBe('সন্ধ্যা ৬:১১');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('calendar days', () => {
  it('counts today as India does: after 18:30 UTC it is already tomorrow there', () => {
    expect(indiaToday(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(indiaToday(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-22', 30)).toBe('2027-01-21');
    expect(daysFrom('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysFrom('2026-02-27', 0)).toEqual([]);
  });

  it('says a day with its weekday, and the year when asked', () => {
    expect(formatDay('2026-11-25')).toBe('Wed, 25 Nov');
    expect(formatDay('2026-11-25', { year: true })).toBe('Wed, 25 Nov, 2026');
    expect(formatDay('25/11/2026')).toBe('25/11/2026');
  });
});
