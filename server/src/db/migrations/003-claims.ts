import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Claims as rows of their own, so a pair can be shipped, delivered or cancelled. Every donatee
 * that had claimed becomes a `claimed` row with its item and time. The partial unique index
 * lets a donatee hold at most one active claim, so two claims at once cannot both win.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  const trueValue = engine === 'postgres' ? sql`true` : sql`1`;
  await db.schema
    .createTable('claims')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('donatee_id', 'integer', (col) => col.notNull().references('donatees.donatee_id').onDelete('cascade'))
    .addColumn('glasses_id', 'integer', (col) => col.references('glasses.glasses_id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('carrier', 'varchar(60)')
    .addColumn('tracking_number', 'varchar(80)')
    .addColumn('claimed_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('shipped_at', 'varchar(40)')
    .addColumn('delivered_at', 'varchar(40)')
    .addColumn('cancelled_at', 'varchar(40)')
    .addColumn('reason', 'text')
    .execute();
  await sql`create unique index claims_one_active_per_donatee on claims (donatee_id) where status in ('claimed', 'shipped', 'delivered')`.execute(
    db,
  );
  await db.schema.createIndex('claims_status_idx').on('claims').columns(['status', 'claimed_at', 'id']).execute();
  await sql`
    insert into claims (donatee_id, glasses_id, status, claimed_at)
    select donatee_id, claimed_glasses_id, 'claimed', coalesce(claimed_at, ${new Date().toISOString()})
    from donatees where has_claimed = ${trueValue}
    order by donatee_id`.execute(db);
}
