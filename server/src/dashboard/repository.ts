/** SQL for the staff dashboard's figures. */
import { LOW_STOCK_THRESHOLD } from '@onepair/contract';
import type { Queryable } from '../db/types.js';

/** Confirmed donations dated from `since` (inclusive) to `until` (exclusive), YYYY-MM-DD: how many, and their sum in cents. */
export async function confirmedDonationsBetween(db: Queryable, since: string, until: string): Promise<{ count: number; cents: number }> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('amount_cents').as('cents')])
    .where('status', '=', 'confirmed')
    .where('date', '>=', since)
    .where('date', '<', until)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), cents: Number(row.cents ?? 0) };
}

/** Items still in the catalogue with at most LOW_STOCK_THRESHOLD units, fewest first. */
export async function lowStockItems(db: Queryable, limit: number) {
  return db
    .selectFrom('glasses')
    .select(['glasses_id', 'name', 'inventory'])
    .where('inventory', '<=', LOW_STOCK_THRESHOLD)
    .where('retired_at', 'is', null)
    .orderBy('inventory')
    .orderBy('glasses_id')
    .limit(limit)
    .execute();
}
