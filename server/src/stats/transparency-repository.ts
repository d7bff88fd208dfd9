/**
 * SQL for the public account of money in and pairs out (docs/architecture.md, Statistics):
 * money from the monthly totals kept with each donation, pairs from the claims.
 */
import { sql } from 'kysely';
import type { ClaimStatus } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';

export interface MonthlyMoneyRow {
  month: string;
  regionId: number;
  donationCount: number;
  totalCents: number;
}

/** Every month and region with confirmed money, oldest first: a row per month and region. */
export async function monthlyMoney(db: Queryable): Promise<MonthlyMoneyRow[]> {
  const rows = await db
    .selectFrom('monthly_region_totals')
    .select(['month', 'region_id', 'donation_count', 'total_cents'])
    // A month whose donations were all refunded has nothing left to show.
    .where('donation_count', '>', 0)
    .orderBy('month')
    .orderBy('region_id')
    .execute();
  return rows.map((row) => ({
    month: row.month,
    regionId: row.region_id,
    donationCount: toNumber(row.donation_count),
    totalCents: toNumber(row.total_cents),
  }));
}

/** Confirmed money dated from `fromMonth` to `toMonth` (YYYY-MM, both included), in cents. */
export async function moneyBetweenMonths(db: Queryable, fromMonth: string, toMonth: string): Promise<number> {
  const row = await db
    .selectFrom('monthly_region_totals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total_cents'), sql<number>`0`).as('total'))
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .executeTakeFirstOrThrow();
  return toNumber(row.total);
}

export interface PairsRow {
  /** YYYY-MM. */
  month: string;
  /** The recipient's state as they wrote it. */
  state: string;
  pairs: number;
  recipients: number;
}

/**
 * Pairs that left (`shipped`: shipped and not since cancelled) or arrived (`delivered`), by
 * the month they did and the recipient's state; a cancelled shipment came back to stock and
 * counts nowhere.
 */
export async function pairsByMonthAndState(db: Queryable, event: 'shipped' | 'delivered'): Promise<PairsRow[]> {
  const at = event === 'shipped' ? sql.ref<string>('claims.shipped_at') : sql.ref<string>('claims.delivered_at');
  const statuses: ClaimStatus[] = event === 'shipped' ? ['shipped', 'delivered'] : ['delivered'];
  const month = sql<string>`substr(${at}, 1, 7)`;
  const rows = await db
    .selectFrom('claims')
    .innerJoin('donatees', 'donatees.donatee_id', 'claims.donatee_id')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .select([
      month.as('month'),
      'accounts.state',
      (eb) => eb.fn.countAll<number | string>().as('pairs'),
      (eb) => eb.fn.count<number | string>('claims.donatee_id').distinct().as('recipients'),
    ])
    .where('claims.status', 'in', statuses)
    .where(at, 'is not', null)
    .groupBy([month, 'accounts.state'])
    .execute();
  return rows.map((row) => ({ month: row.month, state: row.state, pairs: toNumber(row.pairs), recipients: toNumber(row.recipients) }));
}
