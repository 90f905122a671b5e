import type { OrderStatus } from '../../generated/graphql';
import { groupOrders } from '../../shared/workspace/group-orders';

/** The states a lab booking waits in at the lab, in the order the work goes. */
export const LAB_ACTIVE_STATES = [
  'PLACED',
  'CONFIRMED',
  'SAMPLE_COLLECTED',
  'REPORT_READY',
] as const satisfies readonly OrderStatus[];
/** Finished bookings, a page at a time. */
export const LAB_HISTORY_STATES = ['COMPLETED', 'CANCELLED'] as const satisfies readonly OrderStatus[];
export const LAB_BOARD_STATES = [...LAB_ACTIVE_STATES, ...LAB_HISTORY_STATES] as const;

export type LabActiveState = (typeof LAB_ACTIVE_STATES)[number];
export type LabBoardState = (typeof LAB_BOARD_STATES)[number];

export function isLabBoardState(value: string | null): value is LabBoardState {
  return value !== null && (LAB_BOARD_STATES as readonly string[]).includes(value);
}

export function isLabActiveState(value: string): value is LabActiveState {
  return (LAB_ACTIVE_STATES as readonly string[]).includes(value);
}

/** The lab's board from the lists fetched per state, by the status the cache knows now. */
export function groupLabBookings<O extends { id: string; status: OrderStatus; placedAt: string }>(
  lists: ReadonlyArray<{ nodes: readonly O[] } | null | undefined>,
): Record<LabActiveState, O[]> {
  return groupOrders(LAB_ACTIVE_STATES, lists);
}
