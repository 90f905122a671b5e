import { isOpenAt } from './vendor-hours';

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
