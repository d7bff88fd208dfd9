/** SQL for the stock ledger: movements and the `inventory` they add up to. */
import { sql, type Selectable } from 'kysely';
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

/** A movement as the ledger shows it: with who made it by username (stored, else read live for a row an older server wrote). */
export type LedgerRow = MovementRow;

/** Writes a movement, naming its user by their username as it is now. */
export async function insertMovement(db: Queryable, values: Omit<MovementRow, 'id' | 'by_username'>): Promise<LedgerRow> {
  const byUsername =
    values.by_user_id === null ? null : db.selectFrom('users').select('users.username').where('users.id', '=', values.by_user_id);
  return db
    .insertInto('stock_movements')
    .values({ ...values, by_username: byUsername })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Erasure: the user's movements stay, naming them "[erased]", and so do the frames they gave
 * (linked to them, or given under `address` before they had an account), without the address.
 */
export async function eraseMovementNames(db: Queryable, userId: number, marker: string, address?: string): Promise<void> {
  await db.updateTable('stock_movements').set({ by_username: marker }).where('by_user_id', '=', userId).execute();
  await db
    .updateTable('stock_movements')
    .set({ donor_name: marker, donor_email: null })
    .where((eb) =>
      address === undefined
        ? eb('donor_user_id', '=', userId)
        : eb.or([eb('donor_user_id', '=', userId), eb(sql<string>`lower(donor_email)`, '=', address.trim().toLowerCase())]),
    )
    .execute();
}

/** Newest first; `beforeId` is the last id of the page before. */
export async function listMovements(db: Queryable, glassesId: number, beforeId: number | undefined, limit: number): Promise<LedgerRow[]> {
  let query = db
    .selectFrom('stock_movements')
    .leftJoin('users', 'users.id', 'stock_movements.by_user_id')
    .selectAll('stock_movements')
    .select((eb) => eb.fn.coalesce('stock_movements.by_username', 'users.username').as('by_username'))
    .where('stock_movements.glasses_id', '=', glassesId);
  if (beforeId !== undefined) query = query.where((eb) => afterKey(eb, [['stock_movements.id', beforeId]], 'desc'));
  return query.orderBy('stock_movements.id', 'desc').limit(limit).execute();
}
