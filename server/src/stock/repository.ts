/** SQL for the stock ledger: movements and the `inventory` they add up to. */
import type { Selectable } from 'kysely';
import type { StockMovementsTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';
import { STOCK_MAX } from '@onepair/contract';
import { afterKey } from '../lib/keyset.js';

export type MovementRow = Selectable<StockMovementsTable>;

/**
 * Adds `change` to the item's stock unless that would take it below zero or past the largest
 * integer the column holds; false when it would, or when there is no such item. One
 * conditional statement, so two requests at once cannot both take the last unit: the second
 * sees the first one's result. The bound is compared without adding, which could overflow.
 */
export async function addToInventory(db: Queryable, glassesId: number, change: number): Promise<boolean> {
  const result = await db
    .updateTable('glasses')
    .set((eb) => ({ inventory: eb('inventory', '+', change) }))
    .where('glasses_id', '=', glassesId)
    .where('inventory', change < 0 ? '>=' : '<=', change < 0 ? -change : STOCK_MAX - change)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The item's stock, read after a no-op write so that, on PostgreSQL, the row stays locked until
 * the transaction ends and nobody changes it between this read and the caller's movement.
 */
export async function lockedInventory(db: Queryable, glassesId: number): Promise<number | undefined> {
  await db
    .updateTable('glasses')
    .set((eb) => ({ inventory: eb.ref('inventory') }))
    .where('glasses_id', '=', glassesId)
    .execute();
  const row = await db.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.inventory);
}

export async function inventoryOf(db: Queryable, glassesId: number): Promise<number | undefined> {
  const row = await db.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.inventory);
}

export async function insertMovement(db: Queryable, values: Omit<MovementRow, 'id'>): Promise<MovementRow> {
  return db.insertInto('stock_movements').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Newest first; `beforeId` is the last id of the page before. */
export async function listMovements(db: Queryable, glassesId: number, beforeId: number | undefined, limit: number): Promise<MovementRow[]> {
  let query = db.selectFrom('stock_movements').selectAll().where('glasses_id', '=', glassesId);
  if (beforeId !== undefined) query = query.where((eb) => afterKey(eb, [['id', beforeId]], 'desc'));
  return query.orderBy('id', 'desc').limit(limit).execute();
}
