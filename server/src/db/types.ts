import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Either the database or an open transaction: repositories work with both. */
export type Queryable = Kysely<Database> | Transaction<Database>;

export const nowIso = (): string => new Date().toISOString();
