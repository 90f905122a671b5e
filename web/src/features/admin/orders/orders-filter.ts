import type { OrderStatus } from '../../../generated/graphql';

/** The states the list can be narrowed to, in the order an order goes through them. */
export const orderStates = ['PLACED', 'PRICED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'] as const satisfies readonly OrderStatus[];

/** What /admin/orders shows, as its query says: ?status=&vendor=&day=&code= (each left out means any). */
export interface OrdersFilter {
  status: OrderStatus | null;
  vendorId: string | null;
  /** YYYY-MM-DD, a day in India. */
  day: string | null;
  code: string | null;
}

export const noFilter: OrdersFilter = { status: null, vendorId: null, day: null, code: null };

/** A state as the address writes it: `out-for-delivery`. */
export function statusParam(status: OrderStatus): string {
  return status.toLowerCase().replace(/_/g, '-');
}

function statusOf(value: string | null): OrderStatus | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase().replace(/-/g, '_');
  return (orderStates as readonly string[]).includes(upper) ? (upper as OrderStatus) : null;
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
    status: statusOf(params.get('status')),
    vendorId: textOf(params.get('vendor')),
    day: dayOf(params.get('day')),
    code: textOf(params.get('code'))?.toUpperCase() ?? null,
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
  return next;
}

export function isFiltered(filter: OrdersFilter): boolean {
  return Boolean(filter.status || filter.vendorId || filter.day || filter.code);
}
