import { statusMoves } from './order-actions';

describe("the admin's Move to…", () => {
  it('never offers Priced, which only pricing every line makes', () => {
    expect(statusMoves({ nextStatuses: ['PRICED', 'CANCELLED'] })).toEqual(['CANCELLED']);
    expect(statusMoves({ nextStatuses: ['PACKED', 'CANCELLED'] })).toEqual(['PACKED', 'CANCELLED']);
    expect(statusMoves({ nextStatuses: ['PRICED'] })).toEqual([]);
  });
});
