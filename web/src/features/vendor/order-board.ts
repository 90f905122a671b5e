import type { OrderStatus } from '../../generated/graphql';
import { groupOrders } from '../../shared/workspace/group-orders';

/** The states an order waits in at the shop, in the order the work goes. */
export const ACTIVE_STATES = [
  'PLACED',
  'PRICED',
  'CONFIRMED',
  'PACKED',
  'OUT_FOR_DELIVERY',
] as const satisfies readonly OrderStatus[];
/** Finished orders, a page at a time. */
export const HISTORY_STATES = ['DELIVERED', 'CANCELLED'] as const satisfies readonly OrderStatus[];
export const BOARD_STATES = [...ACTIVE_STATES, ...HISTORY_STATES] as const;

export type ActiveState = (typeof ACTIVE_STATES)[number];
export type BoardState = (typeof BOARD_STATES)[number];

export function isBoardState(value: string | null): value is BoardState {
  return value !== null && (BOARD_STATES as readonly string[]).includes(value);
}

export function isActiveState(value: string): value is ActiveState {
  return (ACTIVE_STATES as readonly string[]).includes(value);
}

/**
 * The board's columns from the lists fetched per state, by the status the cache knows now (an
 * order just confirmed shows under Confirmed at once); one no longer active leaves the board.
 */
export function groupByState<O extends { id: string; status: OrderStatus; placedAt: string }>(
  lists: ReadonlyArray<{ nodes: readonly O[] } | null | undefined>,
): Record<ActiveState, O[]> {
  return groupOrders(ACTIVE_STATES, lists);
}

/**
 * The buttons that move an order on, in the order they are offered; pricing and cancelling have
 * forms of their own. Delivered is offered to a shop that hands its orders over itself.
 */
export const MOVES = ['CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const satisfies readonly OrderStatus[];

export function movesOf(nextStatuses: readonly OrderStatus[]): Array<(typeof MOVES)[number]> {
  return MOVES.filter((status) => nextStatuses.includes(status));
}
