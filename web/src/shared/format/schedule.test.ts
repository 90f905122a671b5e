import { formatTimeOfDay, formatWeekdays } from './schedule';

const EN = 'en-IN';
/** ICU may put a narrow no-break space before "pm"; people see a space either way. */
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatWeekdays', () => {
  it.each([
    [[1, 3, 5], 'Mon, Wed, Fri'],
    [[0, 4], 'Sun, Thu'],
    [[6], 'Sat'],
    [[1, 2, 3, 4, 5, 6], 'Mon – Sat'],
    [[1, 2], 'Mon, Tue'],
    [[0, 1, 2, 4, 6], 'Sun – Tue, Thu, Sat'],
    [[5, 1, 3, 3], 'Mon, Wed, Fri'],
  ])('says %j as %s', (days, shown) => {
    expect(formatWeekdays(days, EN, 'Every day')).toBe(shown);
  });

  it('says all seven days in the words it is given', () => {
    expect(formatWeekdays([0, 1, 2, 3, 4, 5, 6], EN, 'Every day')).toBe('Every day');
  });

  it('ignores numbers that are not weekdays, and says nothing for none', () => {
    expect(formatWeekdays([7, -1, 2.5, 2], EN, 'Every day')).toBe('Tue');
    expect(formatWeekdays([], EN, 'Every day')).toBe('');
  });

  it('uses the weekday names of the page language', () => {
    expect(formatWeekdays([1], 'bn-IN', 'প্রতিদিন')).toBe('সোম');
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    ['18:00', '6:00 pm'],
    ['08:30', '8:30 am'],
    ['12:00', '12:00 pm'],
    ['00:15', '12:15 am'],
  ])('shows %s as %s', (time, shown) => {
    expect(spaced(formatTimeOfDay(time, EN))).toBe(shown);
  });

  it('leaves a value it cannot read as it is', () => {
    expect(formatTimeOfDay('soon', EN)).toBe('soon');
  });
});
