import type { OrderStatus } from '../../generated/graphql';

interface GroupedOrder {
  id: string;
  status: OrderStatus;
  placedAt: string;
}

/**
 * Orders fetched as one list per state, regrouped by the status the cache knows now: an order
 * just moved on shows under its new state at once, before the lists are fetched again. Each
 * order appears once; one in none of `states` is left out. Newest first within a state.
 */
export function groupOrders<S extends OrderStatus, O extends GroupedOrder>(
  states: readonly S[],
  lists: ReadonlyArray<{ nodes: readonly O[] } | null | undefined>,
): Record<S, O[]> {
  const groups = Object.fromEntries(states.map((state) => [state, [] as O[]])) as Record<S, O[]>;
  const wanted = new Set<OrderStatus>(states);
  const seen = new Set<string>();
  for (const list of lists) {
    for (const order of list?.nodes ?? []) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      if (wanted.has(order.status)) groups[order.status as S].push(order);
    }
  }
  for (const state of states) groups[state].sort((a, b) => b.placedAt.localeCompare(a.placedAt));
  return groups;
}
