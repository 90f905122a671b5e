import type { ParseKeys, TFunction } from 'i18next';
import type { CustomerInput } from '../../generated/graphql';
import { normalizeMobile } from '../format/phone';
// customerErrors' words are among the checkout's.
import '../i18n/orders';
import { readDeliveryAddress, saveDeliveryAddress } from '../storage/delivery-address';
import { storageKeys } from '../storage/keys';
import { readJson, removeKey, writeJson } from '../storage/local-storage';
import { readOrderContact, saveOrderContact } from '../storage/order-contact';

export const customerFields = ['name', 'phone', 'address', 'landmark'] as const;
export type CustomerField = (typeof customerFields)[number];
export type CustomerValues = Record<CustomerField, string>;

/** The server's limits (api order.inputs.ts), so a phone on 2G learns of a slip at once. */
export const CUSTOMER_MAX_LENGTH: Record<CustomerField, number> = { name: 80, phone: 32, address: 300, landmark: 120 };

export type CustomerProblem = 'required' | 'invalid' | 'tooLong';

/** The same checks the server makes; the landmark alone may be left empty. */
export function checkCustomer(values: CustomerValues): Partial<Record<CustomerField, CustomerProblem>> {
  const problems: Partial<Record<CustomerField, CustomerProblem>> = {};
  for (const field of customerFields) {
    const value = values[field].trim();
    if (!value && field !== 'landmark') problems[field] = 'required';
    else if (value.length > CUSTOMER_MAX_LENGTH[field]) problems[field] = 'tooLong';
    else if (field === 'phone' && !normalizeMobile(value)) problems[field] = 'invalid';
  }
  return problems;
}

/** A form's own words for some of the problems: a lab booking's address is not a delivery address. */
export type CustomerErrorWords = Partial<Record<CustomerField, Partial<Record<CustomerProblem, string>>>>;

/** checkCustomer's findings in words, for beside each field. */
export function customerErrors(
  values: CustomerValues,
  t: TFunction,
  words: CustomerErrorWords = {},
): Partial<Record<CustomerField, string>> {
  const problems = checkCustomer(values);
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const field of customerFields) {
    const problem = problems[field];
    if (problem) errors[field] = words[field]?.[problem] ?? t(`cart.checkout.errors.${field}.${problem}` as ParseKeys);
  }
  return errors;
}

/** The form's field a refused input path ("customer.phone") is about, if it is one of the customer's. */
export function customerFieldOf(path: string): CustomerField | undefined {
  const field = /^customer\.(\w+)$/.exec(path)?.[1];
  return field !== undefined && (customerFields as readonly string[]).includes(field)
    ? (field as CustomerField)
    : undefined;
}

export function toCustomerInput(values: CustomerValues): CustomerInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    landmark: values.landmark.trim() || null,
  };
}

/** The details this browser last ordered with, or blanks. */
const isCustomerValues = (value: unknown): value is CustomerValues =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'phone', 'address', 'landmark'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

/**
 * The details as typed so far, kept on every change so a reload (or the phone killing the app)
 * loses nothing; saveCustomer, on a send, replaces them with the checked ones.
 */
export function saveCustomerDraft(values: CustomerValues): void {
  writeJson(storageKeys.customerDraft, values);
}

export function readSavedCustomer(): CustomerValues {
  const draft = readJson<CustomerValues | null>(
    storageKeys.customerDraft,
    null,
    (value): value is CustomerValues | null => value === null || isCustomerValues(value),
  );
  if (draft) return draft;
  const saved = readDeliveryAddress();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(saved?.name),
    phone: readOrderContact() ?? text(saved?.phone),
    address: text(saved?.addressLine),
    landmark: text(saved?.landmark),
  };
}

/** Kept for next time as soon as they pass the checks, so a dropped connection loses nothing typed. */
export function saveCustomer(values: CustomerValues): void {
  const input = toCustomerInput(values);
  saveDeliveryAddress({
    ...readDeliveryAddress(),
    name: input.name,
    phone: input.phone,
    addressLine: input.address,
    landmark: input.landmark ?? '',
  });
  saveOrderContact(input.phone);
  removeKey(storageKeys.customerDraft);
}
