import argon2 from 'argon2';
import { badUserInput } from '../../shared/errors';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): a guess costs an
 * attacker real memory, and a sign-in stays near 30 ms on one core of a small server.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told by the clock. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
}

/** The words for a password longer than any may be: said by checkNewPassword and by the inputs' own check of length. */
export const PASSWORD_TOO_LONG = {
  message: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  why: { reason: 'passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } },
};

/** The rules a new password must meet; a broken one is BAD_USER_INPUT naming the field. */
export function checkNewPassword(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badUserInput(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`, field, {
      reason: 'passwordTooShort',
      params: { min: PASSWORD_MIN_LENGTH },
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw badUserInput(PASSWORD_TOO_LONG.message, field, PASSWORD_TOO_LONG.why);
  }
  if (isCommonPassword(password)) {
    throw badUserInput('This password is too common and easy to guess. Please choose another.', field, {
      reason: 'passwordCommon',
    });
  }
}
