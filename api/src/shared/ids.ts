import { badUserInput } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** IDs are UUIDs; anything else is the caller's mistake (BAD_USER_INPUT), not a database error. */
export function requireUuid(value: string, field: string): string {
  if (!UUID.test(value)) throw badUserInput('This is not a valid id.', field);
  return value.toLowerCase();
}
