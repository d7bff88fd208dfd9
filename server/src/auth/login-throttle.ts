/**
 * Sign-in throttling per account, beside the per-address limit (docs/api.md, Sign-in
 * throttling). After MAX_FAILURES failed sign-ins to one username within a 15-minute window,
 * the addresses that failed for it in that window get a 429 for it until the window ends;
 * an address that has not failed (the owner, usually) still signs in, so an attacker cannot
 * lock the owner out. The counts live in `rate_limits`, shared by every instance; the bucket
 * names hash the username so that any length fits.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../db/types.js';
import { throttled } from '../lib/rate-limit.js';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const accountBucket = (username: string) => `login-fail:${digest(username.toLowerCase())}`;
const addressBucket = (username: string, address: string) => `login-fail-from:${digest(`${username.toLowerCase()}\n${address}`)}`;
const currentWindow = () => Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;

/** A 429 when the username has failed too often in this window and this address is among those that failed. */
export async function checkAccountThrottle(db: Queryable, username: string, address: string): Promise<void> {
  const windowStart = currentWindow();
  const rows = await db
    .selectFrom('rate_limits')
    .select(['bucket', 'hits'])
    .where('bucket', 'in', [accountBucket(username), addressBucket(username, address)])
    .where('window_start', '=', windowStart)
    .execute();
  const hits = new Map(rows.map((row) => [row.bucket, row.hits]));
  if ((hits.get(accountBucket(username)) ?? 0) >= MAX_FAILURES && (hits.get(addressBucket(username, address)) ?? 0) > 0) {
    throw throttled(windowStart + WINDOW_MS);
  }
}

export async function recordFailedSignIn(db: Queryable, username: string, address: string): Promise<void> {
  const windowStart = currentWindow();
  for (const bucket of [accountBucket(username), addressBucket(username, address)]) {
    await db
      .insertInto('rate_limits')
      .values({ bucket, window_start: windowStart, hits: 1 })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({
          hits: sql`case when rate_limits.window_start = ${windowStart} then rate_limits.hits + 1 else 1 end`,
          window_start: windowStart,
        }),
      )
      .execute();
  }
}
