/**
 * Sign-in throttling per account, beside the per-address limit (docs/api.md, Sign-in
 * throttling). After MAX_FAILURES failed sign-ins to one username within a 15-minute window,
 * the addresses that failed for it in that window get a 429 for it until the window ends;
 * an address that has not failed (the owner, usually) still signs in, so an attacker cannot
 * lock the owner out. The counts live in `rate_limits`, shared by every instance; the bucket
 * names hash the username so that any length fits. The current-password check of a signed-in
 * user is throttled the same way (below).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { countHit, throttled, windowStartOf } from '../lib/rate-limit.js';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Two counters: every failure against the account, and those of one source (an address, a session). */
interface Buckets {
  account: string;
  source: string;
}

const signInBuckets = (username: string, address: string): Buckets => ({
  account: `login-fail:${digest(username.toLowerCase())}`,
  source: `login-fail-from:${digest(`${username.toLowerCase()}\n${address}`)}`,
});

/**
 * The current-password check of a signed-in user (changing the password, erasing the account)
 * is guessed the same way as a sign-in by whoever holds a stolen token. Its failures are
 * counted per user and per session (the token's hash), so a thief who rotates addresses gains
 * nothing and the owner's other sessions still pass.
 */
const passwordCheckBuckets = (userId: number, tokenKeyHash: string): Buckets => ({
  account: `password-fail:${userId}`,
  source: `password-fail-from:${digest(`${userId}\n${tokenKeyHash}`)}`,
});

/** A 429 when the username has failed too often in this window and this address is among those that failed. */
export function checkAccountThrottle(db: Queryable, username: string, address: string): Promise<void> {
  return checkThrottle(db, signInBuckets(username, address));
}

export function recordFailedSignIn(db: Queryable, username: string, address: string): Promise<void> {
  return recordFailure(db, signInBuckets(username, address));
}

/** A 429 when the user's current password was guessed wrong too often in this window, and this session is among those that did. */
export function checkPasswordCheckThrottle(db: Queryable, userId: number, tokenKeyHash: string): Promise<void> {
  return checkThrottle(db, passwordCheckBuckets(userId, tokenKeyHash));
}

export function recordFailedPasswordCheck(db: Queryable, userId: number, tokenKeyHash: string): Promise<void> {
  return recordFailure(db, passwordCheckBuckets(userId, tokenKeyHash));
}

async function checkThrottle(db: Queryable, buckets: Buckets): Promise<void> {
  const windowStart = windowStartOf(WINDOW_MS);
  const rows = await db
    .selectFrom('rate_limits')
    .select(['bucket', 'hits'])
    .where('bucket', 'in', [buckets.account, buckets.source])
    .where('window_start', '=', windowStart)
    .execute();
  const hits = new Map(rows.map((row) => [row.bucket, row.hits]));
  if ((hits.get(buckets.account) ?? 0) >= MAX_FAILURES && (hits.get(buckets.source) ?? 0) > 0) {
    throw throttled(windowStart + WINDOW_MS);
  }
}

async function recordFailure(db: Queryable, buckets: Buckets): Promise<void> {
  for (const bucket of [buckets.account, buckets.source]) await countHit(db, bucket, WINDOW_MS);
}
