import { addDays, indiaToday, parseDay, weekdayOf } from './india-date';

describe('India dates', () => {
  it("turns the day at 18:30 UTC, India's midnight", () => {
    expect(indiaToday(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('reads only real days written YYYY-MM-DD', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('22/11/2026')).toBeNull();
    expect(parseDay('2026-11-22T00:00')).toBeNull();
  });

  it('counts days across months and years, and names weekdays', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
});
