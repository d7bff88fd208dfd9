import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * The e-mail outbox: one row per message, written in the same transaction as the event that
 * causes it, and delivered later by the sender (server/src/outbox/sender.ts). Times are ISO
 * strings like every other time column, so they compare correctly as text on both engines.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('outbox')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('to', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(40)')
    .execute();
  // The sender looks for pending rows that are due; staff read the newest first.
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
}
