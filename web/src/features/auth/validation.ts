import type { ParseKeys } from 'i18next';
import { normalizeMobile } from '../../shared/format/phone';

/** The server's own minimum; checked here too so nobody waits on the network to learn it. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export function checkPhone(phone: string): ParseKeys | undefined {
  if (!phone.trim()) return 'auth.validation.phoneRequired';
  if (!normalizeMobile(phone)) return 'auth.validation.phoneInvalid';
  return undefined;
}

export function checkEmail(email: string): ParseKeys | undefined {
  const value = email.trim();
  if (!value) return 'auth.validation.emailRequired';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'auth.validation.emailInvalid';
  return undefined;
}

export function checkPassword(password: string): ParseKeys | undefined {
  return password ? undefined : 'auth.validation.passwordRequired';
}

export function checkNewPassword(password: string): ParseKeys | undefined {
  return password.length < NEW_PASSWORD_MIN_LENGTH ? 'auth.validation.newPasswordShort' : undefined;
}
