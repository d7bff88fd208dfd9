/**
 * Idempotency keys (docs/api.md, Idempotent donations). A client that sends a request with an
 * `Idempotency-Key` and loses the answer (a dropped connection, a timeout) sends it again with
 * the same key; the server then answers what it answered the first time and does nothing more.
 *
 * The first answer is stored with the key, per user, in the same transaction as the work, so
 * there is never work without its key or a key without its work. A failed request (a 4xx)
 * stores nothing, and its retry runs again. Two requests with one key at the same moment: on
 * PostgreSQL the second one's insert of the key waits for the first transaction and then fails
 * on the primary key, its own work rolls back, and it answers the stored result; on SQLite the
 * transactions take turns, and the second finds the key. Keys live for 24 hours; older ones are
 * deleted as new ones are written.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/engine.js';
import type { Database } from '../db/schema.js';
import type { Queryable } from '../db/types.js';
import { ApiError } from '../lib/errors.js';
import { isUniqueViolation } from '../lib/unique-violation.js';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

export const IDEMPOTENCY_KEY_MISMATCH = 'This Idempotency-Key was already used for a different request. Send a new key for a new request.';

export interface Stored<T> {
  status: number;
  body: T;
  /** True when the answer is the stored one and nothing was done. */
  replayed: boolean;
}

export interface OnceOptions {
  userId: number;
  /** Which route the key is for. */
  scope: string;
  key: string;
  /** What the request asks for, in a fixed order: the same key with another request is a 422. */
  request: unknown;
  now: Date;
}

/**
 * Runs `work` in a transaction unless the key was already used: then answers what the first
 * request answered, or 422 when the key came with a different request.
 */
export async function runOnce<T>(
  db: Db,
  options: OnceOptions,
  work: (trx: Kysely<Database>) => Promise<{ status: number; body: T }>,
): Promise<Stored<T>> {
  const requestHash = createHash('sha256').update(JSON.stringify(options.request)).digest('hex');
  const createdAt = options.now.toISOString();
  const expiredBefore = new Date(options.now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      await deleteExpiredKeys(trx, expiredBefore);
      const stored = await findKey<T>(trx, options);
      if (stored) return replay(stored, requestHash);
      const result = await work(trx);
      const { userId, scope, key } = options;
      await insertKey(trx, userId, scope, key, requestHash, result.status, JSON.stringify(result.body), createdAt);
      return { ...result, replayed: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request with this key stored its answer first; this one's work was rolled back.
    const stored = await findKey<T>(db.kysely, options);
    if (!stored) throw error;
    return replay(stored, requestHash);
  }
}

interface StoredRow<T> {
  requestHash: string;
  status: number;
  body: T;
}

const deleteExpiredKeys = (db: Queryable, expiredBefore: string) =>
  db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();

const selectKey = (db: Queryable, userId: number, scope: string, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();

const insertKey = (
  db: Queryable,
  userId: number,
  scope: string,
  key: string,
  requestHash: string,
  statusCode: number,
  responseBody: string,
  createdAt: string,
) =>
  db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      scope,
      key,
      request_hash: requestHash,
      status_code: statusCode,
      response_body: responseBody,
      created_at: createdAt,
    })
    .execute();

async function findKey<T>(db: Queryable, options: OnceOptions): Promise<StoredRow<T> | undefined> {
  const [row] = await selectKey(db, options.userId, options.scope, options.key);
  return row && { requestHash: row.request_hash, status: row.status_code, body: JSON.parse(row.response_body) as T };
}

function replay<T>(stored: StoredRow<T>, requestHash: string): Stored<T> {
  if (stored.requestHash !== requestHash) throw new ApiError(422, { detail: IDEMPOTENCY_KEY_MISMATCH });
  return { status: stored.status, body: stored.body, replayed: true };
}
