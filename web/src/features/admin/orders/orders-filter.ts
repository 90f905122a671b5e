import type { OrderNeed, OrderStatus } from '../../../generated/graphql';

/** The states the list can be narrowed to, in the order an order (or a lab booking) goes through them. */
export const orderStates = [
  'PLACED',
  'PRICED',
  'CONFIRMED',
  'PACKED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  // A lab booking's own steps.
  'SAMPLE_COLLECTED',
  'REPORT_READY',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];

/** What an order can be waiting for from the staff (the dashboard's "to do" figures link here with one). */
export const orderNeeds = ['PRICES', 'DELIVERY_PERSON'] as const satisfies readonly OrderNeed[];

/** What /admin/orders shows, as its query says: ?status=&vendor=&day=&code=&needs= (each left out means any). */
export interface OrdersFilter {
  status: OrderStatus | null;
  vendorId: string | null;
  /** YYYY-MM-DD, a day in India. */
  day: string | null;
  code: string | null;
  needs: OrderNeed | null;
}

export const noFilter: OrdersFilter = { status: null, vendorId: null, day: null, code: null, needs: null };

/** A state or a need as the address writes it: `out-for-delivery`, `delivery-person`. */
export function statusParam(status: OrderStatus | OrderNeed): string {
  return status.toLowerCase().replace(/_/g, '-');
}

function choiceOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase().replace(/-/g, '_');
  return (choices as readonly string[]).includes(upper) ? (upper as T) : null;
}

function dayOf(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

function textOf(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/** The filter an address asks for; anything it cannot read is left out, not an error. */
export function ordersFilterOf(params: URLSearchParams): OrdersFilter {
  return {
    status: choiceOf<OrderStatus>(orderStates, params.get('status')),
    vendorId: textOf(params.get('vendor')),
    day: dayOf(params.get('day')),
    code: textOf(params.get('code'))?.toUpperCase() ?? null,
    needs: choiceOf<OrderNeed>(orderNeeds, params.get('needs')),
  };
}

/** The address's query for a filter, other parameters kept; an empty filter leaves none. */
export function withFilter(current: URLSearchParams, filter: OrdersFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('status', filter.status ? statusParam(filter.status) : null);
  set('vendor', filter.vendorId);
  set('day', filter.day);
  set('code', filter.code);
  set('needs', filter.needs ? statusParam(filter.needs) : null);
  return next;
}

export function isFiltered(filter: OrdersFilter): boolean {
  return Boolean(filter.status || filter.vendorId || filter.day || filter.code || filter.needs);
}
