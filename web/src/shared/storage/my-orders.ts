import { storageKeys } from './keys';
import { readJson, writeJson, type KeyValueStorage } from './local-storage';

/**
 * One order placed from this browser. The tracking token is the secret that shows the order's
 * details and lets the customer cancel it; it exists nowhere else, so it is kept here. The
 * receipt fields let the confirmation page be shown again after a reload, offline.
 */
export interface MyOrder {
  code: string;
  trackingToken: string;
  /** ISO time this browser got the confirmation. */
  placedAt: string;
  checkoutCode: string;
  /** Null for a list sent to any shop of a kind, until one takes it. */
  shopName: string | null;
  /** The shop's Bengali name, where it has one (orders kept before it was noted have none). */
  shopNameBn?: string | null;
  totalPaise: number | null;
  itemCount: number;
  /** For a lab-test booking: the day asked for (YYYY-MM-DD) and whether the sample is taken at home. */
  labBooking?: LabBookingReceipt;
}

export interface LabBookingReceipt {
  preferredDate: string;
  homeCollection: boolean;
}

/** What placeOrder answers when the checkout went through. */
export interface PlacedCheckout {
  checkoutCode: string;
  trackingToken: string;
  orders: ReadonlyArray<{
    code: string;
    shopName: string | null;
    shopNameBn?: string | null;
    totalPaise?: number | null;
    itemCount: number;
  }>;
  /** bookLabTests answers the same, for lab tests; the booking's day and kind go with each order. */
  labBooking?: LabBookingReceipt;
}

/** As many as Find Order lists for a phone; older ones have long been delivered. */
export const MY_ORDERS_LIMIT = 50;

function isLabBooking(value: unknown): value is LabBookingReceipt {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.preferredDate === 'string' && typeof v.homeCollection === 'boolean';
}

function isMyOrder(value: unknown): value is MyOrder {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.trackingToken === 'string' &&
    typeof v.placedAt === 'string' &&
    typeof v.checkoutCode === 'string' &&
    (v.shopName === null || typeof v.shopName === 'string') &&
    (v.shopNameBn === undefined || v.shopNameBn === null || typeof v.shopNameBn === 'string') &&
    (v.totalPaise === null || typeof v.totalPaise === 'number') &&
    typeof v.itemCount === 'number' &&
    (v.labBooking === undefined || isLabBooking(v.labBooking))
  );
}

/** Newest first; anything malformed in storage is left out. */
export function readMyOrders(storage?: KeyValueStorage | null): MyOrder[] {
  return readJson<unknown[]>(storageKeys.myOrders, [], Array.isArray, storage).filter(isMyOrder);
}

/** Keeps a checkout's orders at the front of the list (a replayed checkout is not listed twice). */
export function rememberCheckout(
  placed: PlacedCheckout,
  placedAt: string,
  storage?: KeyValueStorage | null,
): MyOrder[] {
  const fresh = placed.orders.map((order): MyOrder => ({
    code: order.code,
    trackingToken: placed.trackingToken,
    placedAt,
    checkoutCode: placed.checkoutCode,
    shopName: order.shopName,
    shopNameBn: order.shopNameBn ?? null,
    totalPaise: order.totalPaise ?? null,
    itemCount: order.itemCount,
    ...(placed.labBooking && { labBooking: { ...placed.labBooking } }),
  }));
  const codes = new Set(fresh.map((order) => order.code));
  const next = [...fresh, ...readMyOrders(storage).filter((order) => !codes.has(order.code))].slice(0, MY_ORDERS_LIMIT);
  writeJson(storageKeys.myOrders, next, storage);
  return next;
}

/** The checkout placed last from this browser, for the confirmation page. */
export function readLastCheckout(
  storage?: KeyValueStorage | null,
): { checkoutCode: string; placedAt: string; orders: MyOrder[] } | null {
  const orders = readMyOrders(storage);
  const first = orders[0];
  if (!first) return null;
  return {
    checkoutCode: first.checkoutCode,
    placedAt: first.placedAt,
    orders: orders.filter((order) => order.checkoutCode === first.checkoutCode),
  };
}

/** The orders of one checkout placed from this browser, oldest code first; empty when it is not known here. */
export function readCheckout(checkoutCode: string, storage?: KeyValueStorage | null): MyOrder[] {
  return readMyOrders(storage).filter((order) => order.checkoutCode === checkoutCode);
}

/** Forgets every order this browser placed: their tokens go, so this phone no longer opens them. */
export function forgetMyOrders(storage?: KeyValueStorage | null): void {
  writeJson(storageKeys.myOrders, [], storage);
}
