/**
 * Password hashing (argon2id with OWASP's minimum parameters) and the sign-up password rules,
 * which follow Django's default validators so the original client's users meet the same rules.
 */
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.js';

const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false; // unusable password (seeded donors, staff-made users)
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash that no password matches, for users who may not sign in with one. */
export const UNUSABLE_PASSWORD = '!unusable';

const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

/** Django's default validators: the messages are Django's own. */
export function passwordProblems(password: string, user: { username: string; email: string }): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  for (const attribute of [user.username, user.email, user.email.split('@')[0] ?? '']) {
    if (attribute && isTooSimilar(lower, attribute.toLowerCase())) {
      problems.push('The password is too similar to the username.');
      break;
    }
  }
  if (password.length < MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${MIN_LENGTH} characters.`);
  }
  if (COMMON_PASSWORDS.has(lower.trim())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}

/** Django's UserAttributeSimilarityValidator: a quick ratio over the attribute and its parts. */
function isTooSimilar(password: string, attribute: string): boolean {
  const parts = [attribute, ...attribute.split(/\W+/)].filter((part) => part.length > 0);
  return parts.some((part) => similarity(password, part) >= MAX_SIMILARITY);
}

/** Ratio of matching characters as in Python's difflib.SequenceMatcher.ratio(). */
export function similarity(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  return (2 * matchingCharacters(a, b)) / (a.length + b.length);
}

function matchingCharacters(a: string, b: string): number {
  if (!a.length || !b.length) return 0;
  // Longest common substring, then recurse on both sides (Ratcliff/Obershelp).
  let bestLength = 0;
  let bestA = 0;
  let bestB = 0;
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      const length = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      diagonal = above;
      previous[j] = length;
      if (length > bestLength) {
        bestLength = length;
        bestA = i - length;
        bestB = j - length;
      }
    }
  }
  if (bestLength === 0) return 0;
  return (
    bestLength +
    matchingCharacters(a.slice(0, bestA), b.slice(0, bestB)) +
    matchingCharacters(a.slice(bestA + bestLength), b.slice(bestB + bestLength))
  );
}
