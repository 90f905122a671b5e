import { groupByState, isBoardState, movesOf } from './order-board';

const order = (id: string, status: string, placedAt: string) => ({ id, status: status as never, placedAt });

describe("the shop's order board", () => {
  it('puts each order under the state the cache knows now, once, newest first', () => {
    const board = groupByState([
      { nodes: [order('a', 'PLACED', '2026-02-03T10:00:00Z'), order('b', 'CONFIRMED', '2026-02-03T09:00:00Z')] },
      { nodes: [order('b', 'CONFIRMED', '2026-02-03T09:00:00Z'), order('c', 'CONFIRMED', '2026-02-03T11:00:00Z')] },
      undefined,
      {
        nodes: [
          order('d', 'CANCELLED', '2026-02-03T08:00:00Z'),
          order('e', 'OUT_FOR_DELIVERY', '2026-02-03T07:00:00Z'),
        ],
      },
    ]);
    expect(board.PLACED.map((o) => o.id)).toEqual(['a']);
    expect(board.CONFIRMED.map((o) => o.id)).toEqual(['c', 'b']);
    expect(board.PRICED).toEqual([]);
    expect(board.PACKED).toEqual([]);
    expect(board.OUT_FOR_DELIVERY.map((o) => o.id)).toEqual(['e']);
    // A cancelled order leaves the board.
    expect(
      Object.values(board)
        .flat()
        .map((o) => o.id),
    ).not.toContain('d');
  });

  it('offers the moves the server allows, in the order the work goes', () => {
    expect(movesOf(['CANCELLED', 'PACKED'])).toEqual(['PACKED']);
    expect(movesOf(['OUT_FOR_DELIVERY', 'CONFIRMED'])).toEqual(['CONFIRMED', 'OUT_FOR_DELIVERY']);
    expect(movesOf(['PRICED', 'CANCELLED'])).toEqual([]);
  });

  it('knows the states a tab may name', () => {
    expect(isBoardState('PACKED')).toBe(true);
    expect(isBoardState('DELIVERED')).toBe(true);
    expect(isBoardState('packed')).toBe(false);
    expect(isBoardState(null)).toBe(false);
  });
});
