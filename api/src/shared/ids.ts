import { badUserInput } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID as PostgreSQL's uuid type reads it: 8-4-4-4-12 hex digits. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** IDs are UUIDs; anything else is the caller's mistake (BAD_USER_INPUT), not a database error. */
export function requireUuid(value: string, field: string): string {
  if (!UUID.test(value)) throw badUserInput('This is not a valid id.', field, { reason: 'idInvalid' });
  return value.toLowerCase();
}
