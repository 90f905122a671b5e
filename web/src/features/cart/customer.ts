import type { CustomerInput } from '../../generated/graphql';
import { normalizeMobile } from '../../shared/format/phone';
import { readDeliveryAddress, saveDeliveryAddress } from '../../shared/storage/delivery-address';
import { readOrderContact, saveOrderContact } from '../../shared/storage/order-contact';

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

export function toCustomerInput(values: CustomerValues): CustomerInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    landmark: values.landmark.trim() || null,
  };
}

/** The details this browser last ordered with, or blanks. */
export function readSavedCustomer(): CustomerValues {
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
}
