import { badUserInput, type Reason } from '../../shared/errors';
import { normalizeContactNumber, normalizeIndianMobile } from '../../shared/phone';

/** Text a record must have, trimmed; BAD_USER_INPUT naming the field when only spaces were sent. */
export function requiredText(value: string, field: string, message: string, why?: Reason): string {
  const trimmed = value.trim();
  if (!trimmed) throw badUserInput(message, field, why);
  return trimmed;
}

/** Text a record may leave out: trimmed, and null when empty. */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/** A number to call, stored in one form (see normalizeContactNumber). */
export function contactNumber(value: string, field: string): string {
  const number = normalizeContactNumber(value);
  if (!number)
    throw badUserInput(
      'Enter a phone number: 10 digits, a landline with its STD code, or a short number such as 100.',
      field,
      { reason: 'contactNumberInvalid' },
    );
  return number;
}

/** A number to call that may be left out. */
export function optionalContactNumber(value: string | null | undefined, field: string): string | null {
  return value?.trim() ? contactNumber(value, field) : null;
}

/**
 * The web address segment for a record: the one given, else made from the name ("Skin &
 * Hair" → "skin-hair"). Lower-case letters, digits and single hyphens only.
 */
export function slugOf(given: string | null | undefined, name: string, field: string): string {
  const source = given?.trim() || name;
  const slug = source
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (!slug)
    throw badUserInput('Give a web address of English letters or digits, such as "child-care".', field, {
      reason: 'slugRequired',
    });
  if (given?.trim() && slug !== given.trim())
    throw badUserInput('Use lower-case English letters, digits and hyphens only, such as "child-care".', field, {
      reason: 'slugInvalid',
    });
  return slug;
}

/** A mobile number (a driver's, a teacher's), stored +91 and ten digits. */
export function mobileNumber(value: string, field: string): string {
  const number = normalizeIndianMobile(value);
  if (!number)
    throw badUserInput('Enter a 10-digit mobile number, such as 98765 43210.', field, { reason: 'mobileInvalid' });
  return number;
}
