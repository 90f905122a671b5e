import { formatDateTime } from './date';

describe('formatDateTime', () => {
  it('shows the moment in India time', () => {
    expect(formatDateTime('2026-02-03T10:35:00.000Z')).toBe('3 Feb 2026, 4:05 pm');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
