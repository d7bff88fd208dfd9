import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * The audit log (docs/architecture.md, The audit log): one row per staff write, appended in the
 * same transaction as the change. No route updates or deletes these rows; only erasing a user
 * rewrites that user's personal fields in them to "[erased]" (audit/erasure.ts). `before` and `after`
 * are JSON text (or null for a creation or a removal); `target_type` and `target_id` name the
 * record. The indexes serve the newest-first list, whole or by actor, target or action.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_username', 'varchar(150)', (col) => col.notNull())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
}
