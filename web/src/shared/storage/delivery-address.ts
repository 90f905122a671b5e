import { storageKeys } from './keys';
import { readJson, removeKey, writeJson } from './local-storage';

/** The address a customer last delivered to, kept so the next order is quicker to fill in. */
export interface DeliveryAddress {
  name?: string;
  phone?: string;
  village?: string;
  landmark?: string;
  addressLine?: string;
  pin?: string;
  [extra: string]: unknown;
}

function isAddress(value: unknown): value is DeliveryAddress {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readDeliveryAddress(): DeliveryAddress | null {
  return readJson<DeliveryAddress | null>(storageKeys.deliveryAddress, null, (v): v is DeliveryAddress | null =>
    isAddress(v),
  );
}

export function saveDeliveryAddress(address: DeliveryAddress): void {
  writeJson(storageKeys.deliveryAddress, address);
}

export function removeDeliveryAddress(): void {
  removeKey(storageKeys.deliveryAddress);
}
