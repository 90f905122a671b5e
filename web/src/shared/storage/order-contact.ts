import { storageKeys } from './keys';
import { readText, writeText } from './local-storage';

/** The phone number the customer orders with, kept as plain text so Find Order can prefill it. */
export function readOrderContact(): string | null {
  return readText(storageKeys.orderContact);
}

export function saveOrderContact(phone: string): void {
  writeText(storageKeys.orderContact, phone.trim());
}
