/** Field rules for users, in Django's words. */
import { messageForRule, VALIDATION_MESSAGES } from '@onepair/contract';

const USERNAME = /^[\w.@+-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameProblem(username: string): string | undefined {
  if (!username.trim()) return VALIDATION_MESSAGES.blank;
  if (username.length > 150) return messageForRule({ keyword: 'maxLength', params: { limit: 150 } });
  if (!USERNAME.test(username)) {
    return 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';
  }
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return VALIDATION_MESSAGES.blank;
  if (email.length > 254 || !EMAIL.test(email)) return 'Enter a valid email address.';
  return undefined;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email already exists.';

/** How an address is compared: one account per address, whatever its letter case. */
export function emailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}
