import { type Kysely } from 'kysely';

/**
 * Idempotency keys (docs/api.md, Idempotent donations): the first answer to a request sent with
 * an `Idempotency-Key`, stored in the same transaction as what the request did, so that a retry
 * with the same key gets that answer back instead of doing it again. Keys belong to the user who
 * sent them and go with that user. `scope` names the route, so one key may serve different
 * routes without meeting itself. Keys older than a day are deleted as new ones are written; the
 * index on `created_at` serves that delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'varchar(40)', (col) => col.notNull())
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}
