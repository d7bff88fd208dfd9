/**
 * Password hashing (argon2id with OWASP's minimum parameters) and the sign-up password rules,
 * which follow Django's default validators, so that users of older clients meet the same rules
 * (docs/api.md, Compatibility).
 */
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { weakPasswordProblem } from './strength.js';

const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Whether the password matches the stored hash. A stored value that is no hash (seeded donors,
 * users staff created who have not chosen a password) matches nothing, but the check still
 * spends what a real one costs, so that the answer's timing does not tell such accounts apart.
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return verifyPasswordOfNobody(password);
  return verifyHash(stored, password);
}

async function verifyHash(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * For a username that does not exist, or a user who may not sign in: spends what checking a
 * password costs, as Django does, so that the answer's timing does not tell which usernames
 * exist or which accounts are closed.
 */
export async function verifyPasswordOfNobody(password: string): Promise<false> {
  decoyHash ??= hashPassword('a decoy password nobody has');
  await verifyHash(await decoyHash, password);
  return false;
}

/** A hash that no password matches, for users who may not sign in with one. */
export const UNUSABLE_PASSWORD = '!unusable';

const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

/**
 * Django's default validators (the messages are Django's own), then, if they pass, zxcvbn's
 * strength estimate (./strength.ts), which refuses what they miss, such as "aaaaaaaa".
 */
export async function passwordProblems(password: string, user: { username: string; email: string }): Promise<string[]> {
  const problems = djangoPasswordProblems(password, user);
  if (problems.length > 0) return problems;
  const weak = await weakPasswordProblem(password, [user.username, user.email, user.email.split('@')[0] ?? '']);
  return weak ? [weak] : [];
}

function djangoPasswordProblems(password: string, user: { username: string; email: string }): string[] {
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

/**
 * Django's UserAttributeSimilarityValidator: SequenceMatcher's quick ratio against the attribute
 * and its parts, skipping parts far shorter than the password, as Django does. The quick ratio
 * takes linear time, so a huge password or username cannot stall the server.
 */
function isTooSimilar(password: string, attribute: string): boolean {
  const parts = [...attribute.split(/\W+/), attribute].filter((part) => part.length > 0);
  return parts.some((part) => !exceedsMaximumLengthRatio(password, part) && quickRatio(password, part) >= MAX_SIMILARITY);
}

/** Django's shortcut: a part this much shorter than the password cannot be similar enough. */
function exceedsMaximumLengthRatio(password: string, part: string): boolean {
  const passwordLength = [...password].length;
  const partLength = [...part].length;
  return passwordLength >= 10 * partLength && partLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/** Python's difflib.SequenceMatcher(a, b).quick_ratio(): shared characters, in any order. */
export function quickRatio(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  if (left.length + right.length === 0) return 1;
  const available = new Map<string, number>();
  for (const character of right) available.set(character, (available.get(character) ?? 0) + 1);
  let matches = 0;
  for (const character of left) {
    const count = available.get(character) ?? 0;
    if (count > 0) {
      matches += 1;
      available.set(character, count - 1);
    }
  }
  return (2 * matches) / (left.length + right.length);
}
