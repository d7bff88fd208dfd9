/** SQL for the staff dashboard's figures. */
import { LOW_STOCK_THRESHOLD } from '@onepair/contract';
import { sql } from 'kysely';
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

/**
 * Applications by the partner organisation that made them: how many wait for review (or for the
 * information staff asked for), are approved, or were not; the busiest organisations first.
 */
export async function applicationsByPartner(db: Queryable, limit: number) {
  const count = (statuses: readonly string[]) =>
    sql<
      number | string
    >`sum(case when donatees.application_status in (${sql.join(statuses.map((status) => sql`${status}`))}) then 1 else 0 end)`;
  const rows = await db
    .selectFrom('partners')
    .innerJoin('partner_clients', 'partner_clients.partner_id', 'partners.id')
    .innerJoin('donatees', 'donatees.donatee_id', 'partner_clients.donatee_id')
    .select([
      'partners.id',
      'partners.name',
      'partners.kind',
      'partners.status',
      (eb) => eb.fn.countAll<number | string>().as('total'),
      count(['submitted', 'info_requested']).as('waiting'),
      count(['approved']).as('approved'),
      count(['rejected']).as('not_approved'),
    ])
    .groupBy(['partners.id', 'partners.name', 'partners.kind', 'partners.status'])
    .orderBy('total', 'desc')
    .orderBy('partners.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    partner_id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    total: Number(row.total),
    waiting: Number(row.waiting ?? 0),
    approved: Number(row.approved ?? 0),
    not_approved: Number(row.not_approved ?? 0),
  }));
}
