import { indiaDateOf, isOpenAt, shopStatusAt } from './vendor-hours';

const shop = { opensAt: '07:00', closesAt: '21:00', closedDays: [4] };

/** A moment given in India time (UTC+05:30). */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('isOpenAt', () => {
  it('follows India time, whatever the server clock says', () => {
    // 02:00 UTC is 07:30 in Ilambazar: open, though a UTC clock would say "before opening".
    expect(isOpenAt(shop, new Date('2026-03-02T02:00:00Z'))).toBe(true);
    // 16:00 UTC is 21:30 there: closed.
    expect(isOpenAt(shop, new Date('2026-03-02T16:00:00Z'))).toBe(false);
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt(shop, ist('2026-03-02T06:59'))).toBe(false);
    expect(isOpenAt(shop, ist('2026-03-02T07:00'))).toBe(true);
    expect(isOpenAt(shop, ist('2026-03-02T20:59'))).toBe(true);
    expect(isOpenAt(shop, ist('2026-03-02T21:00'))).toBe(false);
  });

  it('stays shut on its closed days, by the Indian calendar', () => {
    // 2026-03-05 is a Thursday.
    expect(isOpenAt(shop, ist('2026-03-05T10:00'))).toBe(false);
    // 23:45 UTC on Wednesday is already Thursday 05:15 in India: an early shop shut on Wednesdays is open.
    const early = { opensAt: '05:00', closesAt: '12:00', closedDays: [3] };
    expect(isOpenAt(early, new Date('2026-03-04T23:45:00Z'))).toBe(true);
    expect(isOpenAt(early, new Date('2026-03-04T02:00:00Z'))).toBe(false);
  });

  it('reads times as PostgreSQL returns them, with seconds', () => {
    expect(isOpenAt({ opensAt: '07:00:00', closesAt: '21:00:00', closedDays: [] }, ist('2026-03-02T12:00'))).toBe(true);
  });

  it('counts the hours after midnight to the day a late shop opened', () => {
    const late = { opensAt: '18:00', closesAt: '02:00', closedDays: [0] };
    expect(isOpenAt(late, ist('2026-03-07T23:00'))).toBe(true); // Saturday night
    expect(isOpenAt(late, ist('2026-03-08T01:00'))).toBe(true); // early Sunday, Saturday's shift
    expect(isOpenAt(late, ist('2026-03-08T19:00'))).toBe(false); // Sunday evening: closed day
    expect(isOpenAt(late, ist('2026-03-09T01:00'))).toBe(false); // early Monday, Sunday's shift
    expect(isOpenAt(late, ist('2026-03-09T12:00'))).toBe(false);
  });
});

describe('shopStatusAt', () => {
  const ist = (local: string) => new Date(`${local}:00+05:30`);
  const food = { opensAt: '15:30', closesAt: '21:00', closedDays: [2] }; // shut on Tuesdays
  // 2026-03-02 is a Monday.
  it.each([
    ['before opening: opens later today', food, '2026-03-02T07:45', false, '2026-03-02T15:30'],
    ['the minute it opens', food, '2026-03-02T15:30', true, null],
    [
      'the minute it closes: next opening skips the closed Tuesday',
      food,
      '2026-03-02T21:00',
      false,
      '2026-03-04T15:30',
    ],
    [
      'just after midnight in India, while UTC is still the day before',
      food,
      '2026-03-04T00:10',
      false,
      '2026-03-04T15:30',
    ],
    ['no hours: open all day', { opensAt: null, closesAt: null, closedDays: [] }, '2026-03-02T03:00', true, null],
    [
      'no hours on a closed day: opens at midnight',
      { opensAt: null, closesAt: null, closedDays: [1] },
      '2026-03-02T23:59',
      false,
      '2026-03-03T00:00',
    ],
    [
      'closed today before opening: opens on the next day',
      { ...food, closedOn: '2026-03-04' },
      '2026-03-04T08:00',
      false,
      '2026-03-05T15:30',
    ],
    ['closed today while open', { ...food, closedOn: '2026-03-02' }, '2026-03-02T16:00', false, '2026-03-04T15:30'],
    ['closed yesterday no longer counts', { ...food, closedOn: '2026-03-01' }, '2026-03-02T16:00', true, null],
    [
      'closed today, an all-day shop: opens at the next midnight',
      { opensAt: null, closesAt: null, closedDays: [], closedOn: '2026-03-02' },
      '2026-03-02T10:00',
      false,
      '2026-03-03T00:00',
    ],
    [
      'late shop after midnight is still open',
      { opensAt: '18:00', closesAt: '02:00', closedDays: [] },
      '2026-03-03T01:30',
      true,
      null,
    ],
    [
      'late shop after it shuts: opens this evening',
      { opensAt: '18:00', closesAt: '02:00', closedDays: [] },
      '2026-03-03T02:00',
      false,
      '2026-03-03T18:00',
    ],
    [
      'open every day but all days closed: never',
      { opensAt: '07:00', closesAt: '09:00', closedDays: [0, 1, 2, 3, 4, 5, 6] },
      '2026-03-02T10:00',
      false,
      null,
    ],
  ])('%s', (_name, hours, at, open, next) => {
    const status = shopStatusAt(hours, ist(at));
    expect(status.open).toBe(open);
    expect(status.nextOpensAt).toEqual(next === null ? null : ist(next));
  });

  it('reads the India date, not the server clock', () => {
    expect(indiaDateOf(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(indiaDateOf(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });
});
