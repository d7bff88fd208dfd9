import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * "Contact Support": the messages a recipient and staff exchange about one claim. They go with
 * the claim when it is deleted (and so with the recipient's user). A staff author who is
 * deleted leaves the message in place, without an author id. The index serves both reads: a
 * claim's conversation in order, and its latest message (who spoke last) for the staff list.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('claim_messages')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('claim_id', 'integer', (col) => col.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_role', 'varchar(10)', (col) => col.notNull().check(sql`author_role in ('recipient', 'staff')`))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('claim_messages_claim_idx').on('claim_messages').columns(['claim_id', 'id']).execute();
  // 005 left claims.confirmation_number without a default on PostgreSQL, so a release from
  // before 005, still running beside this one during a rolling upgrade, could not insert a
  // claim there. A random default lets it (SQLite's column already defaults to 0).
  if (engine === 'postgres') {
    await sql`alter table claims alter column confirmation_number set default floor(random() * 1000000)::integer`.execute(db);
  }
}
