/**
 * Passwords that top every leaked-password list, plus the obvious local ones. Refused outright:
 * with these an account falls to the first guesses, whatever the throttle does.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '123456789a', '12345678a', '87654321', '11111111', '00000000',
  '88888888', '99999999', '12341234', '11223344', '12121212', '123123123', '1q2w3e4r', '1q2w3e4r5t',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass@123',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine',
  'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'abcdefgh',
  'admin123', 'admin@123', 'administrator', 'letmein1', 'monkey123', 'dragon123', 'superman', 'starwars',
  'trustno1', 'whatever', 'computer', 'internet', 'master123', 'michael1', 'shadow12', 'jennifer',
  'changeme', 'default1', 'secret123', 'test1234', 'testtest', 'india123', 'india@123', 'bharat123',
  'kolkata123', 'bengal123', 'krishna123', 'jaishriram', 'jaimatadi', 'omnamahshivaya', 'sairam123',
  'haat1234', 'haat@123', 'haatadmin', 'vendor123', 'delivery123', 'mobile123', 'samsung1', 'nokia123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
