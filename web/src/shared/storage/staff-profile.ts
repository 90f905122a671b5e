import { storageKeys } from './keys';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './local-storage';

/**
 * What a vendor's or delivery person's screens may show before the network answers: who they
 * are and which shop. Only these fields are ever written; never a password or a token.
 */
export interface StaffProfile {
  id: string;
  name: string;
  phone: string | null;
  vendorId: string | null;
  vendorCategory: string | null;
}

const nullableString = (value: unknown) => value === null || typeof value === 'string';

function isProfile(value: unknown): value is StaffProfile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    nullableString(v.phone) &&
    nullableString(v.vendorId) &&
    nullableString(v.vendorCategory)
  );
}

/** Copies the allowed fields only, whatever else the object carries. */
export function toStaffProfile(user: {
  id: string;
  name: string;
  phone?: string | null;
  vendorId?: string | null;
  vendorCategory?: string | null;
}): StaffProfile {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone ?? null,
    vendorId: user.vendorId ?? null,
    vendorCategory: user.vendorCategory ?? null,
  };
}

export function readVendorData(storage?: KeyValueStorage | null): StaffProfile | null {
  return readJson<StaffProfile | null>(
    storageKeys.vendorData,
    null,
    (v): v is StaffProfile | null => isProfile(v),
    storage,
  );
}

export function saveVendorData(profile: StaffProfile, storage?: KeyValueStorage | null): void {
  writeJson(storageKeys.vendorData, toStaffProfile(profile), storage);
}

export function removeVendorData(storage?: KeyValueStorage | null): void {
  removeKey(storageKeys.vendorData, storage);
}

export function readDeliveryPerson(storage?: KeyValueStorage | null): StaffProfile | null {
  return readJson<StaffProfile | null>(
    storageKeys.deliveryPerson,
    null,
    (v): v is StaffProfile | null => isProfile(v),
    storage,
  );
}

export function saveDeliveryPerson(profile: StaffProfile, storage?: KeyValueStorage | null): void {
  writeJson(storageKeys.deliveryPerson, toStaffProfile(profile), storage);
}

export function removeDeliveryPerson(storage?: KeyValueStorage | null): void {
  removeKey(storageKeys.deliveryPerson, storage);
}
