/** SQL for the staff dashboard's figures. */
import { LOW_STOCK_THRESHOLD } from '@onepair/contract';
import type { Queryable } from '../db/types.js';

/**
 * Confirmed donations dated in `month` (YYYY-MM): how many, and their sum in cents. Read from
 * the monthly totals kept with every confirmation and refund, so the figure costs a few rows
 * however many donations there are.
 */
export async function confirmedDonationsInMonth(db: Queryable, month: string): Promise<{ count: number; cents: number }> {
  const row = await db
    .selectFrom('monthly_region_totals')
    .select((eb) => [eb.fn.sum('donation_count').as('count'), eb.fn.sum('total_cents').as('cents')])
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count ?? 0), cents: Number(row.cents ?? 0) };
}

/** Approved applicants who have not claimed a pair yet, with their prescription figures. */
export async function waitingApplicants(db: Queryable) {
  return db
    .selectFrom('donatees')
    .select([
      'prescription_sphere_right as sphere_right',
      'prescription_cylinder_right as cylinder_right',
      'prescription_sphere_left as sphere_left',
      'prescription_cylinder_left as cylinder_left',
    ])
    .where('application_status', '=', 'approved')
    .where('has_claimed', '=', 0)
    .execute();
}

/** The lens ranges of the frames a recipient can claim now: in the catalogue, with stock. */
export async function rangesInStock(db: Queryable) {
  return db
    .selectFrom('glasses')
    .select(['prescription_range_lower as lower', 'prescription_range_upper as upper'])
    .where('inventory', '>', 0)
    .where('retired_at', 'is', null)
    .execute();
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
