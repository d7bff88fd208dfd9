import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * The stock ledger (docs/architecture.md, The stock ledger): every change to an item's stock
 * is a row here, and `glasses.inventory` is their sum. Each item that has stock today gets one
 * `received` movement of that amount, so the sum holds from the start; an item with none needs
 * no row (the sum of nothing is 0). The index serves an item's movements, newest first.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('glasses_id', 'integer', (col) => col.notNull().references('glasses.glasses_id').onDelete('cascade'))
    .addColumn('change', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stock_movements_glasses_idx').on('stock_movements').columns(['glasses_id', 'id']).execute();
  await sql`
    insert into stock_movements (glasses_id, change, kind, reason, by_user_id, at)
    select glasses_id, inventory, 'received', 'Stock at the start of the ledger', null, ${new Date().toISOString()}
    from glasses where inventory > 0
    order by glasses_id`.execute(db);
}
