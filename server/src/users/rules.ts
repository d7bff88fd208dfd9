/** Field rules for users, in Django's words. */
const USERNAME = /^[\w.@+-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameProblem(username: string): string | undefined {
  if (!username.trim()) return 'This field may not be blank.';
  if (username.length > 150) return 'Ensure this field has no more than 150 characters.';
  if (!USERNAME.test(username)) {
    return 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.';
  }
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'This field may not be blank.';
  if (email.length > 254 || !EMAIL.test(email)) return 'Enter a valid email address.';
  return undefined;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';
