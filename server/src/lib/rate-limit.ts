/**
 * A fixed-window counter kept in the database, so that every server instance behind a load
 * balancer shares it (docs/operations.md, Several instances behind a load balancer).
 * `takeRateLimit` answers a request over the limit with a 429; `takeFromBucket` only says
 * whether the bucket still had room, for a caller that must answer the same either way;
 * `countHit` only counts, for a caller with its own rule (the sign-in throttle).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../db/types.js';
import { ApiError } from './errors.js';

export async function takeRateLimit(db: Queryable, name: string, limit: number, windowMs = 60_000): Promise<void> {
  const windowStart = windowStartOf(windowMs);
  if (!(await takeFromBucket(db, name, limit, windowMs))) throw throttled(windowStart + windowMs);
}

/** Counts one hit in the bucket's current window; false when that hit is over `limit`. */
export async function takeFromBucket(db: Queryable, name: string, limit: number, windowMs = 60_000): Promise<boolean> {
  // A client address from a trusted proxy's header can be any length; the column holds 200.
  const bucket = name.length <= 100 ? name : `sha256:${createHash('sha256').update(name).digest('hex')}`;
  return (await countHit(db, bucket, windowMs)) <= limit;
}

/**
 * Counts one hit in the bucket's current window (a new window starts the count again) and
 * answers the window's hits so far. One upsert, so requests racing on several instances each
 * get their own count.
 */
export async function countHit(db: Queryable, bucket: string, windowMs: number): Promise<number> {
  const windowStart = windowStartOf(windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet({
        hits: sql`case when rate_limits.window_start = ${windowStart} then rate_limits.hits + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/**
 * A bucket named by an e-mail address, which the table then holds only as a hash: the same
 * address in any letter case or with spaces around it is one bucket.
 */
export function addressBucket(prefix: string, address: string): string {
  return `${prefix}:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
}

/** The start of the fixed window of `windowMs` that holds this moment. */
export function windowStartOf(windowMs: number): number {
  return Math.floor(Date.now() / windowMs) * windowMs;
}

/** DRF's 429, with Retry-After: the seconds until `availableAt`. */
export function throttled(availableAt: number): ApiError {
  const seconds = Math.max(1, Math.ceil((availableAt - Date.now()) / 1000));
  return new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
    { 'retry-after': String(seconds) },
  );
}

/**
 * DONATION_RATE_LIMIT: donations (and checkouts) one signed-in user may start a minute, counted
 * per user in the database so that every instance shares the count; 0 switches it off. Each
 * donation is a write that every later total, statement and export carries, so one account
 * sending thousands would slow the server for everyone.
 */
export async function takeDonationRateLimit(db: Queryable, userId: number, limit: number): Promise<void> {
  if (limit > 0) await takeRateLimit(db, `donation:user:${userId}`, limit);
}
